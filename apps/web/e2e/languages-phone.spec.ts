// Amharic (Ethiopic script, taller lines) and Afaan Oromo (long Qubee words) on a 360 px phone: every
// public page fits the window, names its language, logs no missing text, and dates come in the
// Ethiopian calendar with the Gregorian beside them.
import { localizedPath, PUBLIC_PAGES } from "@btw/contracts";
import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, scrollThrough, waitForContent, watchConsole } from "./support.ts";

const LANGUAGES = ["am", "om"] as const;
/** "ኅዳር 13 ቀን 2019 ዓ.ም. (22 Nov 2026)" / "Sadaasa 13, 2019 (22 Nov 2026)". */
const ETHIOPIAN_DATE = {
  am: /\S+ \d{1,2} ቀን \d{4} ዓ\.ም\. \(\d{1,2} [A-Z][a-z]{2} \d{4}\)/,
  om: /[A-Z][a-z']+ \d{1,2}, \d{4} \(\d{1,2} [A-Z][a-z]{2} \d{4}\)/,
};

for (const language of LANGUAGES) {
  for (const page of Object.values(PUBLIC_PAGES)) {
    const path = localizedPath(page.path, language);
    test(`${path} fits a 360 px phone in its language`, async ({ page: tab }, info) => {
      test.skip(info.project.name !== "phone", "the 360 px phone");
      const console = watchConsole(tab);
      const response = await tab.goto(path);
      expect(response?.status()).toBe(200);
      await expect(tab.locator("html")).toHaveAttribute("lang", language);
      await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
      await scrollThrough(tab);
      await expectNoSidewaysScroll(tab);
      console.expectClean();
    });
  }

  test(`deadlines read in the Ethiopian calendar in ${language}`, async ({ page }, info) => {
    test.skip(info.project.name !== "phone", "one width is enough");
    await page.goto(localizedPath(PUBLIC_PAGES.scholarships.path, language));
    await waitForContent(page);
    await expect(page.locator("time").first()).toHaveText(ETHIOPIAN_DATE[language]);
  });
}
