import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslation } from "react-i18next";
import { translateValidation } from "./i18n.ts";

/**
 * Forms validate with the contracts' zod schemas (through Standard Schema, so the web needs no
 * direct zod import): exactly the rules the API applies.
 */
export const schemaResolver = standardSchemaResolver;

/** The translated text of a field's error. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: { message?: unknown } | undefined) =>
    translateValidation(t, typeof error?.message === "string" ? error.message : undefined);
}
