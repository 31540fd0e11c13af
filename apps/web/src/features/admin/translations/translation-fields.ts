// How an edit form's "Languages" section edits each translatable field's versions: the control the
// form itself edits the original with (the rich-text editor, a one-line input or a text area) and
// the admin catalog's label of that field (its longest length is contracts' translationLimit). One
// entry per field of contracts' TRANSLATABLE_FIELDS (the type refuses a missing or unknown field),
// no per-kind component.
import type { ContentKind, TranslatableField } from "@btw/contracts";

type TranslationEditor = "rich" | "line" | "text";

interface TranslationFieldUi {
  editor: TranslationEditor;
  /** A key of the admin catalog's `fields`. */
  label: string;
  /** A rich text that holds pictures, as its original's editor allows (a blog post's body). */
  images?: boolean;
}

type FieldTable = { [K in ContentKind]: Record<TranslatableField<K>, TranslationFieldUi> };

const title = (label = "title"): TranslationFieldUi => ({ editor: "line", label });
const rich = (label: string, images = false): TranslationFieldUi => ({ editor: "rich", label, images });
const text = (label: string): TranslationFieldUi => ({ editor: "text", label });

const TRANSLATION_FIELD_UI: FieldTable = {
  scholarships: { title: title(), experience: title("experience"), description: rich("description") },
  internships: { title: title(), Responsibilities: rich("responsibilities"), Benefits: rich("benefits") },
  training: { Title: title(), Description: rich("description") },
  jobs: { JobTitle: title("jobTitle"), location: title("location"), Description: rich("description") },
  blogs: { title: title(), description: text("summary"), content: rich("content", true) },
  resources: { title: title(), description: text("description") },
  testimonials: { clients_say: text("quote") },
  teams: { position: title("position"), teamMemberBio: text("bio") },
};

export function translationFieldUi<K extends ContentKind>(
  kind: K,
  field: TranslatableField<K>,
): TranslationFieldUi {
  return (TRANSLATION_FIELD_UI[kind] as Record<string, TranslationFieldUi>)[field] as TranslationFieldUi;
}
