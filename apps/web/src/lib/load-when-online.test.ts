import { afterEach, describe, expect, it, vi } from "vitest";
import { loadWhenOnline } from "./load-when-online.ts";

const online = (value: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(value);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadWhenOnline", () => {
  it("asks again once the browser is back online when the network dropped, and answers then", async () => {
    online(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    load.mockResolvedValue("sections");
    let answer: string | undefined;
    void loadWhenOnline(load).then((value) => {
      answer = value;
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(answer).toBeUndefined();
    online(true);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(answer).toBe("sections"));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails at once when the browser is online: a missing file is the route's to handle", async () => {
    online(true);
    const gone = new TypeError("error loading dynamically imported module");
    await expect(loadWhenOnline(() => Promise.reject(gone))).rejects.toBe(gone);
  });
});
