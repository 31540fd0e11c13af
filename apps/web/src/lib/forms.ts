import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import type { FieldValues, Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateMessage } from "./i18n.ts";

/**
 * Forms validate with the contracts' zod schemas (through Standard Schema, so the web needs no
 * direct zod import): exactly the rules the API applies.
 */
export const schemaResolver = standardSchemaResolver;

type PublicFormSchemas = typeof import("./form-schemas.ts");
const loadPublicFormSchemas = () => import("./form-schemas.ts");

/**
 * A public form's checks, loaded (with zod) when the form first checks its fields: on a phone,
 * building the schemas is a long task the page should not pay before its first tap. Call
 * `prefetch` when the reader starts on the form (its first focus), so they are there by the send.
 */
export function publicFormResolver<Values extends FieldValues>(name: keyof PublicFormSchemas) {
  let resolver: Resolver<Values> | undefined;
  const resolve: Resolver<Values> = async (values, context, options) => {
    const schema = (await loadPublicFormSchemas())[name];
    resolver ??= standardSchemaResolver(
      schema as Parameters<typeof standardSchemaResolver>[0],
    ) as Resolver<Values>;
    return resolver(values, context, options);
  };
  return { resolver: resolve, prefetch: () => void loadPublicFormSchemas() };
}

/** The translated text of a field's error. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: { message?: unknown } | undefined) =>
    translateMessage(t, typeof error?.message === "string" ? error.message : undefined);
}
