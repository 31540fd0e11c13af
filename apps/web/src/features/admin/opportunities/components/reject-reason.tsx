// The reason a reviewer gives for a reject (one item, from its preview, or several at once): the
// same box, the same limits (contracts' reviewReasonSchema) and the same words everywhere.
import { REJECT_REASON_MAX, reviewReasonSchema } from "@btw/contracts";
import { type KeyboardEventHandler, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextAreaField } from "../../../../components/field.tsx";

interface RejectReason {
  id: string;
  value: string;
  error: string | undefined;
  change: (value: string) => void;
  reset: () => void;
  /** The reason to send, or undefined after the box has said why it cannot be sent. */
  checked: () => string | undefined;
}

export function useRejectReason(): RejectReason {
  const { t } = useTranslation("admin");
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  return {
    id,
    value,
    error,
    change: (next) => {
      setValue(next);
      setError(undefined);
    },
    reset: () => {
      setValue("");
      setError(undefined);
    },
    checked: () => {
      const parsed = reviewReasonSchema.safeParse(value);
      if (!parsed.success) setError(parsed.error.issues[0]?.message);
      else if (!parsed.data) setError(t("review.reasonRequired"));
      return parsed.success ? parsed.data : undefined;
    },
  };
}

export function RejectReasonField({
  reason,
  hint,
  rows = 4,
  onKeyDown,
}: {
  reason: RejectReason;
  hint?: string;
  rows?: number;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation("admin");
  return (
    <TextAreaField
      id={reason.id}
      label={t("review.reason")}
      hint={hint}
      required
      rows={rows}
      maxLength={REJECT_REASON_MAX}
      value={reason.value}
      error={reason.error}
      onChange={(event) => reason.change(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
