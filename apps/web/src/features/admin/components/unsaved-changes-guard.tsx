import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/**
 * Warns before unsaved changes are lost: a dialog for in-app navigation, the browser's own prompt for
 * reloads, closing the tab or leaving the site. Pass `when` false once the form is saved.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation("admin");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  // Saved (or reset) while a navigation waited: let it go.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("unsaved.title")}
      confirmLabel={t("unsaved.leave")}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t("unsaved.text")}</p>
    </ConfirmDialog>
  );
}
