// Forms (the console's, the posting form, the account pages): react-hook-form validated by the
// contracts' zod schemas (the API's own rules), with the form's values in the shape inputs hold
// (dates as yyyy-mm-dd text) and the parsed values sent.
import {
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import { schemaResolver } from "./forms.ts";
import { ApiError, toFormData } from "./http.ts";

/** What a form holds for a parsed shape: text for dates, numbers and optional text; lists stay lists. */
export type FormShape<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends Date
    ? string
    : NonNullable<T[K]> extends readonly unknown[]
      ? string[]
      : NonNullable<T[K]> extends boolean
        ? boolean
        : string;
};

type AnySchema = Parameters<typeof schemaResolver>[0];

/** How a stored list is shown in one text box: its items joined by a comma and a space. */
export const LIST_JOIN = ", ";

export function useSchemaForm<Values extends FieldValues, Output = Values>(
  schema: AnySchema,
  {
    blankAsMissing = [],
    oneItemLists = [],
    openedLists = {},
    ...options
  }: Omit<UseFormProps<Values, unknown, Output>, "resolver"> & {
    /** Optional fields whose schema refuses "" (a phone number): an empty box means "not given". */
    blankAsMissing?: readonly (keyof Values & string)[];
    /**
     * Fields whose schema takes a list where the form holds one text: the text is one item, commas
     * and all (a blank box: none).
     */
    oneItemLists?: readonly (keyof Values & string)[];
    /**
     * The stored list a one-item field opened with (its items joined by `LIST_JOIN` in the box):
     * while the box still holds that text, the list goes back as it was, so an old listing's
     * several items are not merged into one. Any change to the text makes it one item.
     */
    openedLists?: Partial<Record<keyof Values & string, readonly string[]>>;
  },
) {
  // The schema's input side is looser than the form's (it also accepts JSON-encoded lists).
  const base = schemaResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  const resolver: Resolver<Values, unknown, Output> =
    blankAsMissing.length === 0 && oneItemLists.length === 0
      ? base
      : (values, context, resolverOptions) => {
          const cleaned: Record<string, unknown> = { ...values };
          for (const name of blankAsMissing) if (cleaned[name] === "") cleaned[name] = undefined;
          for (const name of oneItemLists) {
            const text = String(cleaned[name] ?? "").trim();
            const opened = openedLists[name];
            cleaned[name] =
              opened && text === opened.join(LIST_JOIN).trim() ? [...opened] : text ? [text] : [];
          }
          return base(cleaned as Values, context, resolverOptions);
        };
  return useForm<Values, unknown, Output>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...options,
  });
}

/**
 * `register(name)` with the field's starting value as the control's `defaultValue`, for a select
 * (or any one-value control): it opens on the saved choice. react-hook-form only sets the value on
 * the element from outside, which some DOMs drop on a select (happy-dom), and which nothing shows
 * before the script runs. Not for checkboxes: there `defaultValue` would be their value.
 */
export function registerWithDefault<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "register" | "formState">,
  name: Path<Values>,
) {
  const saved: unknown = get(form.formState.defaultValues, name);
  return { defaultValue: saved == null ? "" : String(saved), ...form.register(name) };
}

/** "2026-12-31" for a date input, from the ISO date-time the API answers. */
export function dateInputValue(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : "";
}

/** Multipart body: lists as JSON strings; a cleared value goes as "" so the API stores "none". */
export function toMultipart(
  values: Record<string, unknown>,
  files: Record<string, File | null | undefined> = {},
) {
  const plain = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === null ? "" : value]),
  );
  const form = toFormData(plain);
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file);
  return form;
}

/**
 * Puts the API's per-field validation messages under their fields. Answers true when at least one
 * field took a message (the caller may then skip the general error notice).
 */
export function applyServerIssues<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.issues.length === 0) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = issue.path.split(".")[0] ?? "";
    if (!fields.includes(field)) continue;
    setError(field as Path<Values>, { type: "server", message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
