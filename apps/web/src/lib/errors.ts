import type { TFunction } from "i18next";
import { ApiError } from "./http.ts";

/** The text a visitor sees for a failed call: the server's message, else a catalog fallback. */
export function describeError(t: TFunction, error: unknown, fallbackKey = "errors.generic"): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t("errors.network", { ns: "common" });
    if (error.message) return error.message;
  }
  return t(fallbackKey, { ns: "common" });
}
