import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { laterToast } from "../../../lib/later-toast.ts";

/**
 * The links of the newsletter emails land on the home page in the subscriber's language with
 * `?subscribed=1|0` or `?unsubscribed=1|0`: this shows the outcome as a notice, once, and takes the
 * marker out of the address so a reload or a shared link does not show it again.
 */
export function SubscriptionOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = useRef<string | null>(null);
  const subscribed = params.get("subscribed");
  const unsubscribed = params.get("unsubscribed");

  useEffect(() => {
    if (subscribed === null && unsubscribed === null) return;
    const key = `${subscribed}/${unsubscribed}`;
    if (shown.current === key) return;
    shown.current = key;
    if (subscribed === "1") laterToast("success", t("newsletter.confirmed"));
    else if (subscribed !== null) laterToast("error", t("newsletter.confirmFailed"));
    if (unsubscribed === "1") laterToast("info", t("newsletter.unsubscribed"));
    else if (unsubscribed !== null) laterToast("error", t("newsletter.unsubscribeFailed"));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("subscribed");
        next.delete("unsubscribed");
        return next;
      },
      { replace: true },
    );
  }, [subscribed, unsubscribed, setParams, t]);

  return null;
}
