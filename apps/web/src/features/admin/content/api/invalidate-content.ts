import type { QueryClient } from "@tanstack/react-query";

/** Admin cache keys of each kind of content, and the keys the public pages read it under. */
const KEYS = {
  blogs: ["blogs"],
  resources: ["resources"],
  testimonials: ["testimonials"],
  teams: ["teams"],
} as const;

export type ContentKind = keyof typeof KEYS;

/** After a write: the admin lists and the public pages showing that content. */
export function invalidateContent(queryClient: QueryClient, kind: ContentKind): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", kind] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "statistics"] }),
    queryClient.invalidateQueries({ queryKey: [...KEYS[kind]] }),
  ]);
}
