/** A list field's message: the list's own, else the first of its items'. */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string" && own) return own;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  if (typeof root === "string" && root) return root;
  for (const item of Object.values(error)) {
    const message = item && typeof item === "object" ? (item as { message?: unknown }).message : undefined;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}
