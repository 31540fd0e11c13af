import type { QueryClient } from "@tanstack/react-query";
import type { OpportunityKind } from "../opportunity-kinds.ts";

/**
 * After any write: the admin lists, the dashboard's counts, the side menu's counts of what waits
 * (notices) and the public pages of that kind.
 */
export function invalidateOpportunities(queryClient: QueryClient, kind: OpportunityKind): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", kind] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "statistics"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "submissions"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "notices"] }),
    queryClient.invalidateQueries({ queryKey: [kind] }),
  ]);
}
