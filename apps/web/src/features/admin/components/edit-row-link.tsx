import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A table row's "Edit" link, named for its item for screen readers. */
export function EditRowLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation("admin");
  return (
    <Link className="row-button" to={to} aria-label={t("actions.editItem", { name })}>
      {t("actions.edit")}
    </Link>
  );
}
