// The notices every admin action shows: spec section 8's success texts (spelling fixed) and the
// API's own error message.
import type { TFunction } from "i18next";
import { toast } from "sonner";
import { describeError } from "../../../lib/errors.ts";

/** Notices that say which thing they are about ("Scholarship created."). */
type NamedNotice = "created" | "saved" | "deleted";
type SuccessNotice = "submitted" | "changed" | "approved" | "rejected" | "retried";

export function noticeSuccess(t: TFunction, notice: SuccessNotice): void {
  toast.success(t(`notices.${notice}`, { ns: "admin" }));
}

/** `thing` is the kind of item ("Blog post") or, for a deletion, the item's own name. */
export function noticeDone(t: TFunction, notice: NamedNotice, thing: string): void {
  toast.success(t(`notices.${notice}`, { ns: "admin", thing }));
}

export function noticeError(t: TFunction, error: unknown): void {
  toast.error(describeError(t, error));
}
