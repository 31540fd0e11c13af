// The posting form's one organisation field: filled in from the signed-in member's profile, still
// editable, and sent as the kind's API takes it (an internship's company list of one).
import type { User } from "@btw/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountUserQueryOptions } from "../../../../lib/api/get-account.ts";
import { loadNamespaces, setLanguage } from "../../../../lib/i18n.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { endSession, startSession } from "../../../../lib/session/session-store.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { ownListingQueryOptions } from "../api/submit-listing.ts";
import { PostForm } from "./post-form.tsx";

const TOKEN = "member-token";
const member = (organisation: string | null): User => ({
  id: 7,
  fullName: "Hanna Bekele",
  email: "hanna@example.test",
  phone: null,
  role: "member",
  active: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  organisation,
  emailVerifiedAt: "2026-01-01T00:00:00.000Z",
  verifiedOrganisation: false,
  autoApprove: false,
});

function renderSignedIn(
  ui: React.ReactNode,
  organisation: string | null,
  { autoApprove = false, listing }: { autoApprove?: boolean; listing?: { kind: "jobs"; item: object } } = {},
) {
  const user = { ...member(organisation), autoApprove };
  startSession({ token: TOKEN, users: user, expiresAt: "2099-01-01T00:00:00.000Z" });
  const queryClient = createQueryClient();
  queryClient.setQueryData(accountUserQueryOptions(TOKEN).queryKey, user);
  if (listing)
    queryClient.setQueryData(ownListingQueryOptions(listing.kind, 5).queryKey, listing.item as never);
  return renderWithApp(ui, { url: "/post-opportunity", queryClient });
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe("Posting form's organisation", () => {
  it("fills an internship's organisation from the profile, keeps it editable, and sends it as one company", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ internship: { id: 1 } }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    renderSignedIn(<PostForm kind="internships" />, "Shega Media");

    const organisation = await screen.findByRole("textbox", { name: /^Organisation/ });
    expect(organisation).toHaveValue("Shega Media");
    expect(organisation).toHaveAccessibleDescription(/filled in from your profile/);

    await userEvent.clear(organisation);
    await userEvent.type(organisation, "Shega Media, PLC");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: /Internship category/ }),
      "Web Development Intern",
    );
    await userEvent.type(screen.getByRole("textbox", { name: /^Responsibilities/ }), "Build pages.");
    await userEvent.type(screen.getByRole("textbox", { name: /^Benefits/ }), "A mentor.");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send for review" }));

    await screen.findByRole("heading", { name: "Sent for review" });
    // Signing in also merges saved listings (its own call): find the listing's.
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    const [, init] = calls.find(([url]) => String(url).endsWith("/internships")) ?? [];
    const company = init?.body instanceof FormData ? init.body.get("company") : undefined;
    expect(JSON.parse(String(company))).toEqual(["Shega Media, PLC"]);
  });

  it("fills a job's organisation from the profile, and leaves it blank when the profile names none", async () => {
    const { unmount } = renderSignedIn(<PostForm kind="jobs" />, "Ethio Telecom");
    expect(await screen.findByRole("textbox", { name: /^Organisation/ })).toHaveValue("Ethio Telecom");
    unmount();
    renderSignedIn(<PostForm kind="jobs" />, null);
    expect(await screen.findByRole("textbox", { name: /^Organisation/ })).toHaveValue("");
  });
});

describe("Posting form's messages", () => {
  afterEach(async () => {
    await setLanguage("en");
  });

  it.each([
    ["om", "Dursa ilaalaa", "Kana guutaa"],
    ["am", "ቅድመ እይታ", "ይህን መሙላት ያስፈልጋል"],
  ] as const)(
    "asks for the empty fields in the reader's language (%s)",
    async (language, preview, required) => {
      await setLanguage(language);
      await loadNamespaces(["post", "validation", "common", "opportunities"]);
      renderSignedIn(<PostForm kind="jobs" />, null);
      await userEvent.click(await screen.findByRole("button", { name: preview }));
      expect((await screen.findAllByText(required)).length).toBeGreaterThan(0);
      expect(screen.queryByText(/required|must be/)).not.toBeInTheDocument();
    },
  );

  it("says the day picked as the site writes dates: the Ethiopian calendar's first in Amharic", async () => {
    await setLanguage("am");
    await loadNamespaces(["post", "validation", "common", "opportunities"]);
    renderSignedIn(<PostForm kind="jobs" />, null);
    const deadline = await screen.findByLabelText(/^የመጨረሻ ቀን/);
    await userEvent.type(deadline, "2027-01-15");
    expect(deadline).toHaveAccessibleDescription(/^ጥር 7 ቀን 2019 ዓ\.ም\. \(15 Jan 2027\)/);
  });
});

describe("Posting form, editing a published listing", () => {
  const published = {
    id: 5,
    status: "approved",
    JobTitle: "Editor",
    Type: "Full-time",
    Description: "<p>Edit the news.</p>",
    language: "en",
    translations: {},
  };
  const notice = /leaves the lists until the team has reviewed/;

  it("says the listing leaves the lists until it is reviewed again", async () => {
    // The stored listing is in the cache; its refetch never answers.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderSignedIn(<PostForm kind="jobs" id={5} />, null, { listing: { kind: "jobs", item: published } });
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it("says nothing of the kind for an account whose listings are approved on submit", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderSignedIn(<PostForm kind="jobs" id={5} />, null, {
      autoApprove: true,
      listing: { kind: "jobs", item: published },
    });
    expect(await screen.findByRole("textbox", { name: /^Job title/ })).toHaveValue("Editor");
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
