import type { Role } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { homePathFor } from "../session/permissions.ts";

/** Shown instead of a screen the role may not open (the API would refuse its data anyway). */
export function ForbiddenView({ role }: { role: Role }) {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("forbidden.title")} lead={t("forbidden.text", { role: t(`roles.${role}`) })}>
      <ButtonLink to={homePathFor(role)}>{t("forbidden.back")}</ButtonLink>
    </AdminPage>
  );
}

export function AdminNotFound({ role }: { role: Role }) {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("notFound.title")} lead={t("notFound.text")}>
      <ButtonLink to={homePathFor(role)}>{t("forbidden.back")}</ButtonLink>
    </AdminPage>
  );
}
