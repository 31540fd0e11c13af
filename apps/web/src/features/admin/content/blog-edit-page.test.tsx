import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadNamespaces } from "../../../lib/i18n.ts";
import { draftStorageKey } from "../lib/use-form-draft.ts";
import { loadAdminCatalog, renderAdmin, testAdmin } from "../testing/render-admin.tsx";
import BlogEditPage from "./blog-edit-page.tsx";

const PATH = "/admin/blogs/new";

function savedAnswer(status: "draft" | "scheduled" | "published", publishAt: string) {
  const blog = {
    id: 7,
    title: "Why we mentor",
    description: "Summary",
    content: "<p>Body</p>",
    photo: null,
    status,
    publishAt,
    createdAt: publishAt,
    updatedAt: publishAt,
  };
  return new Response(JSON.stringify({ message: "Register successful!", blog }), {
    status: 201,
    headers: { "Content-Type": "application/json" },
  });
}

async function renderNewPost() {
  renderAdmin(<BlogEditPage />, {
    path: PATH,
    otherRoutes: [{ path: "/admin/blogs", element: <p>Blog list</p> }],
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Title/), "Why we mentor");
  await user.type(screen.getByLabelText(/^Summary/), "Summary");
  return user;
}

describe("the post editor page", () => {
  beforeAll(async () => {
    await loadAdminCatalog();
    await loadNamespaces(["blogs"]);
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("offers a formatting toolbar over the body, labelled for screen readers", async () => {
    await renderNewPost();
    // The editor is a script of its own, loaded when the form shows it (the first load is slow here).
    const body = await screen.findByRole("textbox", { name: "Full text" }, { timeout: 15_000 });
    expect(body).toHaveAttribute("contenteditable", "true");
    const toolbar = screen.getByRole("toolbar", { name: "Full text" });
    for (const name of [
      "Heading",
      "Subheading",
      "Bold",
      "Italic",
      "• List",
      "1. List",
      "Quote",
      "Link",
      "Picture",
    ])
      expect(within(toolbar).getByRole("button", { name })).toHaveAttribute("aria-pressed");
  });

  it("refuses to schedule for a time already past, without sending anything", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const user = await renderNewPost();
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    const when = screen.getByLabelText(/^Publish at/);
    await user.type(when, "2020-01-01T09:00");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Choose a time in the future")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("schedules a post: sends published with the chosen time and says when it goes out", async () => {
    const at = new Date(Date.now() + 48 * 60 * 60_000);
    at.setSeconds(0, 0);
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(savedAnswer("scheduled", at.toISOString()));
    const user = await renderNewPost();
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.type(screen.getByLabelText(/^Publish at/), local);
    await user.click(screen.getByRole("button", { name: "Create" }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get("status")).toBe("published");
    expect(body.get("publishAt")).toBe(at.toISOString());
    expect(await screen.findByText("Blog list")).toBeInTheDocument();
  });

  it("saves a draft", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(savedAnswer("draft", new Date().toISOString()));
    const user = await renderNewPost();
    await user.click(screen.getByRole("radio", { name: "Draft: only staff see it" }));
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get("status")).toBe("draft");
    expect(body.get("publishAt")).toBeNull();
  });

  it("previews the post as its public page, from what is typed", async () => {
    const user = await renderNewPost();
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Preview of the public page" });
    expect(within(preview).getByRole("heading", { level: 1, name: "Why we mentor" })).toBeInTheDocument();
    expect(within(preview).getByText("Summary")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Write" }));
    expect(screen.queryByRole("region", { name: "Preview of the public page" })).not.toBeInTheDocument();
  });

  it("puts a restored draft's body back in the editor", async () => {
    localStorage.setItem(
      draftStorageKey(testAdmin.id, PATH),
      JSON.stringify({
        savedAt: new Date().toISOString(),
        values: { title: "Kept", description: "", content: "<h2>Kept heading</h2><p>Kept body</p>" },
      }),
    );
    renderAdmin(<BlogEditPage />, { path: PATH });
    const body = await screen.findByRole("textbox", { name: "Full text" }, { timeout: 15_000 });
    await waitFor(() => expect(body).toHaveTextContent("Kept headingKept body"));
    expect(within(body).getByRole("heading", { level: 2, name: "Kept heading" })).toBeInTheDocument();
  });

  it("brings a restored draft back with its publishing choice: scheduled, with its time", async () => {
    const user = await renderNewPost();
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    await user.type(screen.getByLabelText(/^Publish at/), "2031-03-04T09:30");
    cleanup();

    // The page opened again (a reload): the kept draft fills the form, the choice included.
    renderAdmin(<BlogEditPage />, { path: PATH });
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue("Why we mentor"));
    expect(screen.getByRole("radio", { name: "Schedule for later" })).toBeChecked();
    expect(screen.getByLabelText(/^Publish at/)).toHaveValue("2031-03-04T09:30");
  });

  it("brings a restored draft back as a draft when that was the choice, and sends it as one", async () => {
    localStorage.setItem(
      draftStorageKey(testAdmin.id, PATH),
      JSON.stringify({
        savedAt: new Date().toISOString(),
        values: { title: "Kept", description: "Kept summary", content: "", publishing: "draft" },
      }),
    );
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(savedAnswer("draft", new Date().toISOString()));
    renderAdmin(<BlogEditPage />, {
      path: PATH,
      otherRoutes: [{ path: "/admin/blogs", element: <p>Blog list</p> }],
    });
    const draft = await screen.findByRole("radio", { name: "Draft: only staff see it" });
    await waitFor(() => expect(draft).toBeChecked());
    expect(screen.getByRole("radio", { name: "Publish now" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get("status")).toBe("draft");
    expect(body.get("publishing")).toBeNull();
  });
});
