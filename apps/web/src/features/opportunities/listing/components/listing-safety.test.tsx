import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DetailPreviewContext } from "../../../../components/detail-layout.tsx";
import { renderWithApp } from "../../../../test/render.tsx";
import { ClosedNotice, ListingTools, NeverPayNotice, UnpublishedNotice } from "./listing-safety.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();

describe("an opportunity page's safety tools", () => {
  it("says plainly that applying is free", () => {
    renderWithApp(<NeverPayNotice />);
    expect(screen.getByRole("heading", { name: "Never pay to apply" })).toBeInTheDocument();
    expect(screen.getByText(/Born To Win never charges to apply/)).toBeInTheDocument();
  });

  it("says Closed once the deadline is over, and nothing before", () => {
    const { unmount } = renderWithApp(<ClosedNotice deadline="2020-01-01T00:00:00.000Z" />);
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(screen.getByText(/its deadline has passed/)).toBeInTheDocument();
    unmount();
    renderWithApp(<ClosedNotice deadline={soon} />);
    expect(screen.queryByText("Closed")).not.toBeInTheDocument();
  });

  it("tells its poster and staff that a listing is not published, but not in a preview of it published", () => {
    const { unmount } = renderWithApp(<UnpublishedNotice status="rejected" />);
    expect(screen.getByText(/^Not on the site: it was not approved\./)).toBeInTheDocument();
    unmount();
    const hidden = renderWithApp(<UnpublishedNotice status="approved" hidden />);
    expect(screen.getByText(/^Hidden from the site\./)).toBeInTheDocument();
    hidden.unmount();
    const published = renderWithApp(<UnpublishedNotice status="approved" />);
    expect(screen.queryByText(/Visitors cannot see this page/)).toBeNull();
    published.unmount();
    renderWithApp(
      <DetailPreviewContext.Provider value={true}>
        <UnpublishedNotice status="pending" />
      </DetailPreviewContext.Provider>,
    );
    expect(screen.queryByText(/Visitors cannot see this page/)).toBeNull();
  });

  it("saves in the browser without an account", async () => {
    renderWithApp(<ListingTools kind="jobs" id={12} title="Data Analyst" deadline={soon} />);
    const save = screen.getByRole("button", { name: /^Save/ });
    expect(save).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(save);
    expect(screen.getByRole("button", { name: /^Saved/ })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem("btw:saved-opportunities")).toContain('"id":12');
    expect(screen.getByRole("link", { name: "Your saved opportunities (1)" })).toHaveAttribute(
      "href",
      "/saved",
    );
  });

  it("reports a listing anonymously: a reason is required, details are optional", async () => {
    const fetch = vi.fn(
      async (..._args: unknown[]) =>
        new Response(JSON.stringify({ message: "Thank you. Our team will review this listing." }), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<ListingTools kind="jobs" id={12} title="Data Analyst" deadline={soon} />);
    await userEvent.click(screen.getByRole("button", { name: "Report this listing" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this listing" });
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Choose a reason")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("radio", { name: "Asks for money to apply" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Details/ }), "They asked for 500 birr");
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/reports$/);
    expect(new Headers(init.headers).get("Authorization")).toBeNull();
    expect(JSON.parse(String(init.body))).toEqual({
      kind: "jobs",
      id: 12,
      reason: "asks-for-money",
      details: "They asked for 500 birr",
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("offers nothing to save or report for a draft, nor in staff's preview of a listing", () => {
    const draft = renderWithApp(<ListingTools kind="jobs" id={0} title="Draft" deadline={soon} />);
    expect(screen.queryByRole("button", { name: /Save|Report/ })).not.toBeInTheDocument();
    draft.unmount();
    renderWithApp(
      <DetailPreviewContext.Provider value={true}>
        <ListingTools kind="jobs" id={12} title="Data Analyst" deadline={soon} />
      </DetailPreviewContext.Provider>,
    );
    expect(screen.queryByRole("button", { name: /Save|Report/ })).not.toBeInTheDocument();
  });
});
