import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/field.tsx";

/** The closing date every opportunity may have (empty: open until removed). */
export function DeadlineField(props: Omit<ComponentProps<typeof TextField>, "label" | "type" | "hint">) {
  const { t } = useTranslation("admin");
  return <TextField label={t("fields.deadline")} type="date" hint={t("fields.deadlineHint")} {...props} />;
}
