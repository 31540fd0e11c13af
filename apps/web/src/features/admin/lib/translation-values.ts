// The form values of an item's original language and its versions in other languages: the
// versions travel as one JSON text (contracts' translation fields parse it, as a form sends it).
import type { Translations } from "@btw/contracts";
import type { Language } from "@btw/i18n";

export const translationValues = (item?: { language?: Language; translations?: Translations }) => ({
  language: item?.language ?? "en",
  translations: JSON.stringify(item?.translations ?? {}),
});
