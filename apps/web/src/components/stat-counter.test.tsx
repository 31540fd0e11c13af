import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StatCounter } from "./stat-counter.tsx";

const format = (value: number) => value.toLocaleString("en");
const shown = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')?.textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("StatCounter", () => {
  it("counts up from 0 to its value once it is in view, and readers get the value at once", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    let reportInView: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof reportInView) {
          reportInView = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container, getByText } = render(<StatCounter value={1234} format={format} label="Open jobs" />);
    expect(getByText("1,234", { selector: ".visually-hidden" })).toBeInTheDocument();
    expect(shown(container)).toBe("0");

    act(() => reportInView([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(1000));
    const midway = Number(shown(container)?.replace(/,/g, ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1234);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown(container)).toBe("1,234");
  });

  it("shows the value at once where the browser cannot tell what is in view", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { container, rerender } = render(<StatCounter value={15} format={format} label="Open jobs" />);
    expect(shown(container)).toBe("15");
    rerender(<StatCounter value={16} format={format} label="Open jobs" />);
    expect(shown(container)).toBe("16");
  });
});
