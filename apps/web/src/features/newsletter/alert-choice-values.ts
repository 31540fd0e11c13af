import type { OpportunityKind } from "@btw/contracts";
import type { Language } from "@btw/i18n";

/** The subscribe form's alert choices; empty lists mean "everything". */
export interface AlertChoiceValues {
  kinds: OpportunityKind[];
  fieldsOfStudy: string[];
  countries: string[];
  language: Language;
}
