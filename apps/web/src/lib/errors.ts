import type { TFunction } from "i18next";
import { ApiError } from "./http.ts";
import { translateMessage } from "./i18n.ts";

/**
 * The text a visitor sees for a failed call: the server's message in the reader's language (through
 * the same catalog and shapes as form messages, translateMessage), else a catalog fallback.
 */
export function describeError(t: TFunction, error: unknown, fallbackKey = "errors.generic"): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t("errors.network", { ns: "common" });
    const text = translateMessage(t, error.message);
    if (text) return text;
  }
  return t(fallbackKey, { ns: "common" });
}
