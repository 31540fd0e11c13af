import { describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-next-paint.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("afterNextPaint", () => {
  it("runs once, after a frame or after the hidden tab's wait, whichever comes first", async () => {
    const run = vi.fn();
    afterNextPaint(run, 50);
    expect(run).not.toHaveBeenCalled();
    await wait(120);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs in a hidden tab, which paints no frames", async () => {
    const frames = vi.spyOn(globalThis, "requestAnimationFrame").mockImplementation(() => 0);
    try {
      const run = vi.fn();
      afterNextPaint(run, 20);
      await wait(60);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      frames.mockRestore();
    }
  });

  it("never runs once cancelled", async () => {
    const run = vi.fn();
    afterNextPaint(run, 20)();
    await wait(80);
    expect(run).not.toHaveBeenCalled();
  });
});
