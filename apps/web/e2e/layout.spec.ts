// The shared layout: the header menu on a phone and on a desktop, keyboard use, and the footer.
import { expect, test } from "@playwright/test";

test("the menu opens from the hamburger on a phone, one sub-menu at a time", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "phone layout");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Services" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Donate" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Saved" })).toHaveAttribute("href", "/saved");
  // Posting is an item of its own in the phone menu, not hidden in Special Offers.
  await expect(nav.getByRole("link", { name: "Post an opportunity" })).toHaveAttribute(
    "href",
    "/post-opportunity",
  );
  await nav.locator("summary", { hasText: "Special Offers" }).click();
  await expect(nav.getByRole("link", { name: "Scholarships" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Post an opportunity" })).toHaveCount(1);
  await nav.locator("summary", { hasText: "Resources" }).click();
  await expect(nav.getByRole("link", { name: "Scholarships" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Video & PDF library" })).toBeVisible();
  // Escape closes the sub-menu first, then the menu.
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Video & PDF library" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Services" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  // A tap outside closes it too (below the open list), and leads nowhere.
  await page.getByRole("button", { name: "Open menu" }).click();
  const list = await nav.getByRole("list").first().boundingBox();
  if (!list) throw new Error("no open menu");
  expect(list.y + list.height + 20).toBeLessThan(page.viewportSize()?.height ?? 0);
  await page.mouse.click(10, list.y + list.height + 20);
  await expect(nav.getByRole("link", { name: "Services" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL(/\/$/);
  // A window widened past the phone layout closes it: the list is the header's row there.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.setViewportSize({ width: 1400, height: 780 });
  await expect(page.getByRole("banner").getByRole("link", { name: "Donate" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Services" })).toBeInViewport();
  expect(
    await nav
      .getByRole("list")
      .first()
      .evaluate((element) => element.matches(":popover-open")),
  ).toBe(false);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav.getByRole("link", { name: "Services" })).toBeHidden();
});

test("in Afaan Oromo the menu stays a drop-down at every width, and a wider window leaves it open", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "phone layout");
  await page.goto("/om");
  const toggle = page.locator(".site-nav__toggle");
  const list = page.locator(".site-nav__list");
  await toggle.click();
  await expect(list).toBeVisible();
  await page.setViewportSize({ width: 1400, height: 780 });
  // Two frames: the resize has been handled.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(toggle).toBeVisible();
  await expect(list).toBeVisible();
  expect(await list.evaluate((element) => element.matches(":popover-open"))).toBe(true);
});

test("desktop sub-menus: keyboard operable, closed by a click outside", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "desktop layout");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  // Donate is a highlighted button outside the list on desktop.
  await expect(nav.getByRole("link", { name: "Donate" })).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: "Donate" })).toBeVisible();

  // Saved is an icon in the row, named for screen readers; posting is the last entry of Special Offers.
  await expect(nav.getByRole("link", { name: "Saved" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Post an opportunity" })).toBeHidden();
  await nav.locator("summary", { hasText: "Special Offers" }).focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Internships" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Post an opportunity" })).toHaveAttribute(
    "href",
    "/post-opportunity",
  );
  // The whole menu fits its row: nothing sticks out of the header at 1280 px.
  const overflow = await page.evaluate(() => {
    const bar = document.querySelector(".site-header__bar") as HTMLElement;
    return bar.scrollWidth - bar.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Scholarships" })).toBeFocused();
  // Escape from inside the sub-menu closes it and gives focus back to its button.
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Internships" })).toBeHidden();
  await expect(nav.locator("summary", { hasText: "Special Offers" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.mouse.click(640, 600);
  await expect(nav.getByRole("link", { name: "Internships" })).toBeHidden();
  await nav.locator("summary", { hasText: "Resources" }).click();
  await nav.getByRole("link", { name: "Self-development" }).click();
  await expect(page).toHaveURL(/\/resource\/self-development$/);
  await expect(nav.locator("details", { hasText: "Resources" })).not.toHaveAttribute("open");
});

test("the skip link jumps to the content", async ({ page }) => {
  await page.goto("/faqs");
  // The app has taken over from the server's shell once the menu is there.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the footer has its three columns, its links open the next page at its top, and it is hidden on /sign-in", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.locator("html[data-app=ready]")).toBeAttached();
  const footer = page.getByRole("contentinfo");
  for (const name of ["Services", "Company", "Explore"])
    await expect(footer.getByRole("heading", { name })).toBeVisible();
  const privacy = footer.getByRole("link", { name: "Privacy Policy" });
  await privacy.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  // The app's move to the next page puts the reader at its top at once, not in a scroll from where
  // the last page was (which a phone draws frame by frame through content nobody asked to see).
  await expect(page.getByRole("heading", { level: 1, name: "Your privacy matters to us" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto("/sign-in");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});
