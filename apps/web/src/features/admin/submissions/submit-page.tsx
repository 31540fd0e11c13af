// /admin/submit: pick what to share; members' submissions wait for an admin's approval.
import { adminNewPath } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPage } from "../components/admin-page.tsx";
import { KINDS, OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { useAdminUser } from "../session/admin-user.tsx";
import { can } from "../session/permissions.ts";
import "./submit.css";

export default function SubmitPage() {
  const { t } = useTranslation("admin");
  const user = useAdminUser();
  const staff = can(user.role, "opportunities");
  return (
    <AdminPage title={t("submit.title")} lead={staff ? t("submit.leadStaff") : t("submit.lead")}>
      <ul className="choice-grid">
        {OPPORTUNITY_KINDS.map((kind) => (
          <li key={kind}>
            <Link className="choice-card" to={adminNewPath(KINDS[kind].adminPath)}>
              <span className="choice-card__title">{t(`kinds.${kind}.submit`)}</span>
              <span className="choice-card__text">{t(`kinds.${kind}.submitText`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
