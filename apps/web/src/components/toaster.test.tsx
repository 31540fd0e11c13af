import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../lib/i18n.ts";
import { TOASTER_SETTINGS, Toaster } from "./toaster.tsx";

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
}

/** Lets sonner's queued updates (timeouts and animation frames) run. */
function flush(ms = 0) {
  act(() => vi.advanceTimersByTime(ms + 20));
}

describe("Toaster", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toast.dismiss());
    flush(500);
    vi.useRealTimers();
  });

  it("shows a notice top right with a labelled close button, and closes it after 5 seconds", () => {
    renderToaster();
    act(() => void toast.success("Send message successful!"));
    flush();
    const notice = screen.getByText("Send message successful!").closest("li")!;
    expect(notice.closest("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    expect(notice.closest("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
    expect(notice.querySelector("button")).toHaveAccessibleName("Dismiss notification");
    expect(screen.getByRole("region", { name: "Notifications (Alt+T)" })).toBeInTheDocument();
    flush(TOASTER_SETTINGS.duration - 200);
    expect(screen.queryByText("Send message successful!")).toBeInTheDocument();
    flush(1000);
    expect(screen.queryByText("Send message successful!")).not.toBeInTheDocument();
  });

  it("waits while hovered", () => {
    renderToaster();
    act(() => void toast.info("Hello"));
    flush();
    const list = screen.getByText("Hello").closest("ol")!;
    fireEvent.mouseEnter(list);
    fireEvent.mouseMove(list);
    flush(TOASTER_SETTINGS.duration * 2);
    expect(screen.getByText("Hello")).toBeInTheDocument();
    fireEvent.mouseLeave(list);
    flush(TOASTER_SETTINGS.duration + 1000);
    expect(screen.queryByText("Hello")).not.toBeInTheDocument();
  });

  it("waits while the window is out of focus, and gives the full time back on return", () => {
    renderToaster();
    act(() => void toast.error("Phone required"));
    flush();
    act(() => void window.dispatchEvent(new Event("blur")));
    flush(TOASTER_SETTINGS.duration * 2);
    expect(screen.getByText("Phone required")).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event("focus")));
    flush(TOASTER_SETTINGS.duration - 500);
    expect(screen.getByText("Phone required")).toBeInTheDocument();
    flush(1500);
    expect(screen.queryByText("Phone required")).not.toBeInTheDocument();
  });

  it("moves focus to the notices on Alt+T", () => {
    renderToaster();
    act(() => void toast("Saved"));
    flush();
    fireEvent.keyDown(document, { altKey: true, code: "KeyT", key: "t" });
    expect(document.activeElement).toBe(screen.getByText("Saved").closest("ol"));
  });

  it("shows three notices at once; the others wait their turn", () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Notice ${n}`);
    });
    flush();
    const visible = screen
      .getAllByRole("listitem")
      .filter((item) => item.getAttribute("data-visible") === "true");
    expect(visible).toHaveLength(TOASTER_SETTINGS.visibleToasts);
  });

  it("draws the notices inside an open modal dialog, so they show over it", async () => {
    renderToaster();
    const dialog = document.createElement("dialog");
    document.body.append(dialog);
    await act(async () => dialog.showModal());
    act(() => void toast.success("Approved successfully!"));
    flush();
    expect(dialog).toContainElement(screen.getByText("Approved successfully!"));
    await act(async () => dialog.close());
    flush();
    expect(dialog).not.toContainElement(screen.getByText("Approved successfully!"));
    dialog.remove();
  });

  it("draws the notices inside a sheet while it is a modal dialog (a list's Filters sheet on a phone)", async () => {
    renderToaster();
    const sheet = document.createElement("div");
    sheet.setAttribute("role", "dialog");
    document.body.append(sheet);
    act(() => void toast.info("You are offline"));
    flush();
    expect(sheet).not.toContainElement(screen.getByText("You are offline"));
    await act(async () => sheet.setAttribute("aria-modal", "true"));
    flush();
    expect(sheet).toContainElement(screen.getByText("You are offline"));
    await act(async () => sheet.removeAttribute("aria-modal"));
    flush();
    expect(sheet).not.toContainElement(screen.getByText("You are offline"));
    sheet.remove();
  });
});
