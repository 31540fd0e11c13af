// /admin/team: the people shown on the About Us page, in their display order.

import { PUBLIC_PAGES, type TeamMember } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { thumbColumn } from "../components/thumb-column.tsx";
import { ContentListPage } from "./content-list-page.tsx";

export default function TeamPage() {
  const { t } = useTranslation("admin");
  return (
    <ContentListPage
      list="teams"
      name={(member) => member.name}
      publicPath={PUBLIC_PAGES.about.path}
      columns={[
        thumbColumn(t("fields.photo"), (member: TeamMember) => member.photo),
        {
          key: "name",
          header: t("fields.name"),
          primary: true,
          sortKey: "name",
          cell: (member) => (
            <>
              <span className="data-table__primary">{member.name}</span>
              <span className="data-table__secondary">{member.position}</span>
            </>
          ),
        },
        {
          key: "order",
          header: t("fields.sortOrder"),
          sortKey: "sortOrder",
          cell: (member) => member.sortOrder,
        },
        {
          key: "links",
          header: t("team.links"),
          cell: (member) =>
            [member.twitter ? t("team.social") : null, member.linkedn ? "LinkedIn" : null]
              .filter(Boolean)
              .join(", ") || "—",
        },
      ]}
    />
  );
}
