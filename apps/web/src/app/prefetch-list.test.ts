import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listAddress } from "../lib/list-address.ts";
import { LIST_PREFETCH_WAIT_MS, prefetchList } from "./prefetch-list.ts";

const address = listAddress({
  keys: ["field"] as const,
  allowed: {},
  toParams: (page, { field }) => ({ page, field }),
});
const request = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;

describe("a list route's loader", () => {
  afterEach(() => vi.useRealTimers());

  it("fetches the page of results the address asks for, into the page's query", async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => ({ items: ["a"] }));
    const loader = prefetchList(queryClient, address, (params) => ({ queryKey: ["list", params], queryFn }));
    await loader(request("http://site.test/list?page=2&field=Law"));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(["list", { page: 2, field: "Law" }])).toEqual({ items: ["a"] });
  });

  it("stops waiting for a slow answer after LIST_PREFETCH_WAIT_MS, and the fetch goes on", async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    const loader = prefetchList(queryClient, address, (params) => ({
      queryKey: ["slow", params],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    }));
    let done = false;
    const loading = loader(request("http://site.test/list")).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(LIST_PREFETCH_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
    answer("late");
    await vi.advanceTimersByTimeAsync(0);
    expect(queryClient.getQueryData(["slow", { page: 1, field: "" }])).toBe("late");
  });

  it("never fails the navigation: a failed fetch is left for the page to show", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loader = prefetchList(queryClient, address, (params) => ({
      queryKey: ["broken", params],
      queryFn: async () => {
        throw new Error("offline");
      },
    }));
    await expect(loader(request("http://site.test/list"))).resolves.toBeNull();
    expect(queryClient.getQueryState(["broken", { page: 1, field: "" }])?.status).toBe("error");
  });
});
