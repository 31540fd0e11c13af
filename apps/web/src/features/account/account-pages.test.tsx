// The account's screens as a member sees them: what each submission's status says and offers, the
// sign-up form's own checks (the contracts' register schema).
import { ACCOUNT_MESSAGES, type MySubmissionsPage } from "@btw/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mySubmissionsQueryOptions } from "../../lib/api/get-my-submissions.ts";
import { loadNamespaces, setLanguage } from "../../lib/i18n.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { renderWithApp } from "../../test/render.tsx";
import { MySubmissions } from "./components/my-submissions.tsx";
import SignUpPage from "./sign-up-page.tsx";

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage("en");
});

const row = (over: Partial<MySubmissionsPage["data"][number]>) => ({
  kind: "jobs" as const,
  id: 1,
  title: "Data Analyst",
  status: "pending" as const,
  reviewReason: null,
  reviewedAt: null,
  deadline: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...over,
});

/** The list as the API answered it (put in the cache first: tests never fake the network). */
function renderSubmissions(submissions: MySubmissionsPage["data"]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(mySubmissionsQueryOptions({ page: 1, limit: 10 }).queryKey, {
    data: submissions,
    count: submissions.length,
    totalPages: submissions.length ? 1 : 0,
    page: 1,
    limit: 10,
  });
  return renderWithApp(<MySubmissions />, { url: "/account", queryClient });
}

describe("My submissions", () => {
  it("says where each listing stands; a waiting or published one can be changed, a rejected one edited and resubmitted, with the reason", async () => {
    renderSubmissions([
      row({ id: 1, title: "Waiting one" }),
      row({ kind: "scholarships", id: 2, title: "Published one", status: "approved" }),
      row({
        kind: "training",
        id: 3,
        title: "Refused one",
        status: "rejected",
        reviewReason: "Asks for a fee",
      }),
    ]);

    // Wait until the list has settled (dates and texts drawn), then read each listing.
    await screen.findByText("Reason: Asks for a fee");
    const listing = (title: string) =>
      screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;
    const waiting = listing("Waiting one");
    expect(within(waiting).getByText("Waiting for review")).toBeInTheDocument();
    expect(within(waiting).getByRole("link", { name: /^Change it/ })).toHaveAttribute(
      "href",
      "/post-opportunity?kind=jobs&edit=1",
    );

    const published = listing("Published one");
    expect(within(published).getByText("Published")).toBeInTheDocument();
    expect(within(published).getByRole("link", { name: /View on the site/ })).toHaveAttribute(
      "href",
      "/resource/scholarships/2",
    );
    // The approval email says it can still be changed from the account.
    expect(within(published).getByRole("link", { name: /^Change it/ })).toHaveAttribute(
      "href",
      "/post-opportunity?kind=scholarships&edit=2",
    );

    const refused = listing("Refused one");
    expect(within(refused).getByText("Not approved")).toBeInTheDocument();
    expect(within(refused).getByText("Reason: Asks for a fee")).toBeInTheDocument();
    expect(within(refused).getByRole("link", { name: /Edit and resubmit/ })).toHaveAttribute(
      "href",
      "/post-opportunity?kind=training&edit=3",
    );
  });

  it("invites a member with nothing posted yet to post", async () => {
    renderSubmissions([]);
    expect(await screen.findByText("You have not posted anything yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post an opportunity" })).toHaveAttribute(
      "href",
      "/post-opportunity",
    );
  });
});

describe("Sign-up", () => {
  it("checks the fields with the API's rules before sending; phone and organisation are optional", async () => {
    renderWithApp(<SignUpPage />, { url: "/sign-up" });
    await userEvent.click(await screen.findByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Full Name required")).toBeInTheDocument();
    expect(screen.getByText("Email Address required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Phone/ })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("textbox", { name: /Organisation/ })).not.toHaveAttribute("aria-invalid");
    await userEvent.type(screen.getByLabelText(/^Password/), "short");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
  });

  /** Signs up from `url` against an API that answers "already registered"; the fetch spy. */
  function signUpRefused(url: string) {
    const fetch = vi.fn(async (..._args: unknown[]) =>
      Response.json({ message: ACCOUNT_MESSAGES.duplicateEmail }, { status: 409 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { container } = renderWithApp(<SignUpPage />, { url });
    const form = container.querySelector("form") as HTMLFormElement;
    const fill = (name: string, value: string) =>
      fireEvent.change(form.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } });
    fill("fullName", "Abebe Kebede");
    fill("email", "abebe@example.com");
    fill("password", "a long enough password");
    fireEvent.submit(form);
    return fetch;
  }

  it.each([
    ["en", ACCOUNT_MESSAGES.duplicateEmail],
    ["am", "በዚህ ኢሜይል የተከፈተ መለያ አስቀድሞ አለ"],
    ["om", "Herregni imeelii kanaan banamee duraan jira"],
  ] as const)(
    "says the API's refusal of a registered email in the reader's language (%s)",
    async (language, said) => {
      await setLanguage(language);
      await loadNamespaces(["account", "auth", "validation", "common"]);
      const fetch = signUpRefused("/sign-up");
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ["/post-opportunity?kind=jobs", "/post-opportunity?kind=jobs"],
    ["//evil.test/post", undefined],
  ])(
    "asks the API to return the emailed link to next=%s only when it is a path of this site",
    async (next, sent) => {
      const fetch = signUpRefused(`/sign-up?next=${encodeURIComponent(next)}`);
      await screen.findByText(ACCOUNT_MESSAGES.duplicateEmail);
      const init = fetch.mock.calls[0]?.[1] as RequestInit;
      expect(JSON.parse(String(init.body)).next).toBe(sent);
    },
  );
});
