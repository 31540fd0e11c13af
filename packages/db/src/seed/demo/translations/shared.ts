import type { Translations } from "@btw/contracts";

/** One kind's versions: the translatable fields in Amharic and Afaan Oromo, keyed by the row's English title. */
export type DemoTranslations = Record<string, Translations>;

/** Paragraphs as the editor stores them (HTML). */
export const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");
