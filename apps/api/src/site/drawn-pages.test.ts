import { afterEach, describe, expect, it, vi } from "vitest";
import { drawnPages } from "./drawn-pages.ts";

describe("drawnPages", () => {
  afterEach(() => vi.useRealTimers());

  const counting = () => {
    let drawings = 0;
    const draw =
      (html: string | undefined = "page") =>
      async () => {
        drawings += 1;
        return html;
      };
    const fail = () => async () => {
      drawings += 1;
      return undefined;
    };
    return { draw, fail, count: () => drawings };
  };

  it("draws an address once a second, and visitors asking at the same moment share the drawing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const memory = drawnPages<string>();
    const { draw, count } = counting();
    const [a, b] = await Promise.all([memory("/about", draw()), memory("/about", draw())]);
    expect([a, b, count()]).toEqual(["page", "page", 1]);
    // Another address, or the same one in another language, is another drawing.
    await memory("/am/about", draw());
    expect(count()).toBe(2);
    vi.advanceTimersByTime(999);
    await memory("/about", draw());
    expect(count()).toBe(2);
    vi.advanceTimersByTime(1);
    await memory("/about", draw());
    expect(count()).toBe(3);
  });

  it("tells when the drawing it gives back was started", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const memory = drawnPages<string>();
    const { draw } = counting();
    const times: number[] = [];
    const started = Date.now();
    await memory("/faqs", draw(), (at) => times.push(at));
    vi.advanceTimersByTime(600);
    await memory("/faqs", draw(), (at) => times.push(at));
    expect(times).toEqual([started, started]);
  });

  it("keeps no failed drawing, and no more addresses than its bound", async () => {
    const memory = drawnPages<string>({ maxEntries: 2 });
    const { draw, fail, count } = counting();
    expect(await memory("/boom", fail())).toBeUndefined();
    await memory("/boom", draw());
    expect(count()).toBe(2);
    await memory("/a", draw());
    await memory("/b", draw());
    // "/boom" was the oldest of three: drawn again; "/b" is still kept.
    await memory("/boom", draw());
    await memory("/b", draw());
    expect(count()).toBe(5);
  });
});
