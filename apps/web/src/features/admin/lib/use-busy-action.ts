import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noticeError } from "./notices.ts";

/**
 * A button's action on the server: `busy` while it runs (the button disabled or showing it works), and a
 * failure shown as the API's error notice.
 */
export function useBusyAction() {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      noticeError(t, error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
