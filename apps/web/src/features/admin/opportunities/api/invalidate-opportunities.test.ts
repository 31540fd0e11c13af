import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateOpportunities } from "./invalidate-opportunities.ts";

describe("after a review or another write to a kind", () => {
  it("refreshes the kind's lists, the dashboard, the side menu's waiting counts and the kind's public pages", async () => {
    const queryClient = new QueryClient();
    const refreshed = [["admin", "jobs"], ["admin", "statistics"], ["admin", "notices"], ["jobs"]];
    const kept = [["admin", "scholarships"], ["scholarships"]];
    for (const key of [...refreshed, ...kept]) queryClient.setQueryData(key, 1);
    await invalidateOpportunities(queryClient, "jobs");
    for (const key of refreshed)
      expect(queryClient.getQueryState(key)?.isInvalidated, key.join("/")).toBe(true);
    for (const key of kept) expect(queryClient.getQueryState(key)?.isInvalidated, key.join("/")).toBe(false);
  });
});
