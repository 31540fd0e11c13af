// The kinds' long texts (contracts' `richTextFields`) are stored as sanitised HTML: whatever a form
// sends for them (the admin editor's HTML, a member's plain text) passes the one sanitiser
// (lib/rich-text.ts) on create and on update, so every page can draw what is stored as it is.
import { richTextToPlain, type Translations } from "@btw/contracts";
import type { ZodObject } from "zod";
import { sanitisedTranslations } from "../lib/content-language.ts";
import { AppError } from "../lib/errors.ts";
import { sanitizeRichText } from "../lib/rich-text.ts";
import type { OpportunityKind } from "./opportunity-kind.ts";

/**
 * The parsed input with its long texts sanitised. A text that holds nothing once sanitised (only a
 * script, say) counts as emptied: cleared when the field may be empty, refused with the field's own
 * "required" message otherwise.
 */
export function withSanitisedRichText<Input extends object>(
  kind: Pick<OpportunityKind, "richTextFields" | "schemas">,
  input: Input,
): Input {
  const out = { ...input } as Record<string, unknown>;
  for (const field of kind.richTextFields) {
    const value = out[field];
    if (typeof value !== "string") continue;
    const html = sanitizeRichText(value);
    if (richTextToPlain(html) || /<img\s/.test(html)) {
      out[field] = html;
      continue;
    }
    const emptied = (kind.schemas.input as unknown as ZodObject).shape[field]?.safeParse("");
    if (!emptied?.success)
      throw new AppError("bad_request", emptied?.error.issues[0]?.message ?? "Required", field);
    out[field] = emptied.data ?? null;
  }
  if (out.translations && typeof out.translations === "object")
    out.translations = sanitisedTranslations(out.translations as Translations, kind.richTextFields);
  return out as Input;
}
