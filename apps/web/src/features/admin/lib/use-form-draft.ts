// Unsaved values of a long form kept in this browser (localStorage), so a reload, a crash or a lost
// session does not lose a blog post. One draft per person and screen address (form and item), so a
// shared computer never offers one person's draft to another; saving clears it.
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useLocation } from "react-router";
import { useAdminUser } from "../session/admin-user.tsx";

const PREFIX = "btw-admin-draft:";

interface StoredDraft {
  savedAt: string;
  values: unknown;
}

export const draftStorageKey = (userId: number, address: string) => `${PREFIX}${userId}:${address}`;

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    return parsed && typeof parsed.savedAt === "string" && parsed.values && typeof parsed.values === "object"
      ? (parsed as StoredDraft)
      : null;
  } catch {
    return null;
  }
}

function removeDraft(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage refused (private mode): there is no draft to forget.
  }
}

interface FormDraft {
  /** When the restored draft was last written; undefined when nothing was restored. */
  restoredAt: string | undefined;
  discard: () => void;
  clear: () => void;
}

export function useFormDraft<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  enabled: boolean,
): FormDraft {
  const { pathname } = useLocation();
  const key = draftStorageKey(useAdminUser().id, pathname);
  const [restoredAt, setRestoredAt] = useState<string | undefined>();
  const cleared = useRef(false);

  // Restore once, on arrival: the draft's values over the saved ones (so the form counts as changed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per form and address
  useEffect(() => {
    if (!enabled) return;
    const draft = readDraft(key);
    const saved = JSON.stringify(form.control._defaultValues);
    if (!draft || JSON.stringify(draft.values) === saved) return;
    form.reset({ ...form.control._defaultValues, ...(draft.values as Values) }, { keepDefaultValues: true });
    setRestoredAt(draft.savedAt);
  }, [enabled, key]);

  // Keep every change; a form back at its saved values has no draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable
  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((values) => {
      if (cleared.current) return;
      try {
        if (JSON.stringify(values) === JSON.stringify(form.control._defaultValues)) removeDraft(key);
        else
          globalThis.localStorage?.setItem(
            key,
            JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies StoredDraft),
          );
      } catch {
        // Storage full or refused: the form still works, only without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [enabled, key]);

  const clear = useCallback(() => {
    cleared.current = true;
    removeDraft(key);
  }, [key]);

  const discard = useCallback(() => {
    removeDraft(key);
    form.reset();
    setRestoredAt(undefined);
  }, [form, key]);

  return { restoredAt, discard, clear };
}
