// /admin/team: the people shown on the About Us page, in their display order.

import {
  ADMIN_LIST_SORTS,
  ADMIN_PAGES,
  adminEditPath,
  adminNewPath,
  PUBLIC_PAGES,
  type TeamMember,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { thumbColumn } from "../components/thumb-column.tsx";
import { getContentPage } from "../lists/api/list-tools.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { translationColumn } from "../translations/translation-column.tsx";
import { useDeleteContent } from "./api/delete-content.ts";

export default function TeamPage() {
  const { t } = useTranslation("admin");
  const remove = useDeleteContent("teams");
  return (
    <AdminPage
      title={t("team.title")}
      lead={t("team.lead")}
      actions={
        <>
          <ButtonLink to={adminNewPath(ADMIN_PAGES.team)}>{t("team.add")}</ButtonLink>
          <ButtonLink to={PUBLIC_PAGES.about.path} variant="secondary">
            {t("list.viewOnSite")}
          </ButtonLink>
        </>
      }
    >
      <ServerTable<TeamMember>
        queryKey={["admin", "teams"]}
        fetchPage={(request, signal) => getContentPage("teams", request, signal)}
        caption={t("team.title")}
        rowKey={(member) => member.id}
        emptyText={t("team.empty")}
        searchLabel={t("search.team")}
        sortKeys={ADMIN_LIST_SORTS.teams}
        selectLabel={(member) => t("bulk.selectItem", { name: member.name })}
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="teams" ids={selected.map((member) => member.id)} onDone={clear} />
        )}
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
          translationColumn("teams", t("versions.column")),
        ]}
        actions={(member) => (
          <>
            <EditRowLink to={adminEditPath(ADMIN_PAGES.team, member.id)} name={member.name} />
            <DeleteButton itemName={member.name} onDelete={() => remove.mutateAsync(member.id)} />
          </>
        )}
      />
    </AdminPage>
  );
}
