import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import { TOAST_SETTINGS } from "./toast-settings.ts";
import { toast } from "./toast-store.ts";
import { Toaster } from "./toaster.tsx";

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
}

describe("Toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("closes a notice after 5 seconds", () => {
    renderToaster();
    act(() => {
      toast.success("Send message successful!");
    });
    expect(screen.getByRole("status")).toHaveTextContent("Send message successful!");
    act(() => vi.advanceTimersByTime(TOAST_SETTINGS.durationMs - 100));
    expect(screen.queryByText("Send message successful!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Send message successful!")).not.toBeInTheDocument();
  });

  it("announces errors as alerts and can be dismissed by hand", () => {
    renderToaster();
    act(() => {
      toast.error("Phone required");
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Phone required");
    act(() => screen.getByRole("button", { name: "Dismiss notification" }).click());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("waits while hovered and while the window has lost focus", () => {
    renderToaster();
    act(() => {
      toast.info("Hello");
    });
    const list = screen.getByRole("status").parentElement!;
    fireEvent.mouseEnter(list);
    act(() => vi.advanceTimersByTime(TOAST_SETTINGS.durationMs * 2));
    expect(screen.getByText("Hello")).toBeInTheDocument();
    fireEvent.mouseLeave(list);
    act(() => {
      window.dispatchEvent(new Event("blur"));
    });
    act(() => vi.advanceTimersByTime(TOAST_SETTINGS.durationMs * 2));
    expect(screen.getByText("Hello")).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    act(() => vi.advanceTimersByTime(TOAST_SETTINGS.durationMs));
    expect(screen.queryByText("Hello")).not.toBeInTheDocument();
  });

  it("shows at most the limit at once and queues the rest", () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= TOAST_SETTINGS.limit + 2; i++) toast.info(`Notice ${i}`);
    });
    expect(screen.getAllByRole("status")).toHaveLength(TOAST_SETTINGS.limit);
    act(() => screen.getAllByRole("button", { name: "Dismiss notification" })[0]!.click());
    expect(screen.getAllByRole("status")).toHaveLength(TOAST_SETTINGS.limit);
    expect(screen.getByText(`Notice ${TOAST_SETTINGS.limit + 1}`)).toBeInTheDocument();
  });

  it("updates a notice in place", () => {
    renderToaster();
    let id = "";
    act(() => {
      id = toast.info("Sending…");
    });
    act(() => toast.update(id, { kind: "success", message: "Sent" }));
    expect(screen.getByRole("status")).toHaveTextContent("Sent");
  });

  it("moves focus to the notices with Alt+T", () => {
    renderToaster();
    act(() => {
      toast.info("Keyboard");
    });
    fireEvent.keyDown(document, { key: "t", code: "KeyT", altKey: true });
    expect(document.activeElement).toBe(screen.getByRole("status"));
  });

  it("is dismissed by dragging it 80% of its width, and springs back from less", () => {
    renderToaster();
    act(() => {
      toast.info("Swipe me");
    });
    const item = screen.getByRole("status");
    Object.defineProperty(item, "offsetWidth", { value: 300 });
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 250, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 250, pointerId: 1 });
    expect(screen.getByText("Swipe me")).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 345, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 345, pointerId: 1 });
    expect(screen.queryByText("Swipe me")).not.toBeInTheDocument();
  });
});
