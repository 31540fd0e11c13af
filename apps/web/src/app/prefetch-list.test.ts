import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { listAddress } from "../lib/list-address.ts";
import { prefetchList } from "./prefetch-list.ts";

const address = listAddress({
  keys: ["field"] as const,
  allowed: {},
  toParams: (page, { field }) => ({ page, field }),
});
const request = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;

describe("a list route's loader", () => {
  it("starts fetching the page of results the address asks for, into the page's query", async () => {
    const queryClient = new QueryClient();
    let answer: (value: string[]) => void = () => {};
    const queryFn = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const loader = prefetchList(queryClient, address, (params) => ({ queryKey: ["list", params], queryFn }));
    // The navigation does not wait for the answer.
    expect(loader(request("http://site.test/list?page=2&field=Law"))).toBeNull();
    expect(queryFn).toHaveBeenCalledTimes(1);
    const key = ["list", { page: 2, field: "Law" }];
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe("fetching");
    answer(["a"]);
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(["a"]));
  });

  it("never fails the navigation: a failed fetch is left for the page to show", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loader = prefetchList(queryClient, address, (params) => ({
      queryKey: ["broken", params],
      queryFn: async () => {
        throw new Error("offline");
      },
    }));
    expect(loader(request("http://site.test/list"))).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(["broken", { page: 1, field: "" }])?.status).toBe("error"),
    );
  });
});
