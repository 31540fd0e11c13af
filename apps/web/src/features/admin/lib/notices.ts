// The notices every admin action shows: spec section 8's success texts (spelling fixed) and the
// API's own error message.
import type { TFunction } from "i18next";
import { toast } from "../../../components/toast/toast-store.ts";
import { describeError } from "../../../lib/errors.ts";

export type SuccessNotice =
  | "created"
  | "submitted"
  | "saved"
  | "deleted"
  | "approved"
  | "rejected"
  | "retried";

export function noticeSuccess(t: TFunction, notice: SuccessNotice): void {
  toast.success(t(`notices.${notice}`, { ns: "admin" }));
}

export function noticeError(t: TFunction, error: unknown): void {
  toast.error(describeError(t, error));
}
