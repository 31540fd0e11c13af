import type { QueryClient } from "@tanstack/react-query";

export function invalidateUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "statistics"] }),
  ]);
}
