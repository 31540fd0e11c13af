// The words of a version's status, shared by the edit form's Languages section and the lists' badge.
import type { TFunction } from "i18next";

/** "Amharic: 2 of 3 fields missing" (or, without a language, "2 of 3 fields missing"). */
export function statusText(
  t: TFunction<"admin">,
  language: string | null,
  missing: number,
  total: number,
): string {
  const state = total === 0 ? "nothingYet" : missing === 0 ? "complete" : "missing";
  if (language === null) return t(`versions.state.${state}`, { count: missing, total });
  return t(`versions.${state}`, { language, count: missing, total });
}
