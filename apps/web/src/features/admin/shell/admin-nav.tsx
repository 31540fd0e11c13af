import type { Role } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import "../components/list-toolbar.css";
import { useNotices } from "../lists/api/notices.ts";
import { countForNav, NoticePill } from "../lists/new-notices.tsx";
import { can } from "../session/permissions.ts";
import { ADMIN_NAV } from "./nav-items.ts";

/** The side menu: only what the signed-in role may open. */
export function AdminNav({ role, id, open }: { role: Role; id: string; open: boolean }) {
  const { t } = useTranslation("admin");
  const notices = useNotices(can(role, "dashboard"));
  const groups = ADMIN_NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => can(role, item.capability)),
  })).filter((group) => group.items.length > 0);
  return (
    <nav id={id} className="admin-nav" data-open={open || undefined} aria-label={t("nav.label")}>
      {groups.map((group) => (
        <div key={group.label} className="admin-nav__group">
          <h2 className="admin-nav__heading" id={`${id}-${group.label}`}>
            {t(`nav.groups.${group.label}`)}
          </h2>
          <ul className="admin-nav__list" aria-labelledby={`${id}-${group.label}`}>
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="admin-nav__link">
                  {t(`nav.${item.label}`)}
                  <NoticePill count={countForNav(notices.data, item.label)} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
