// /admin/team: the people shown on the About Us page, in their display order.

import type { TeamMember } from "@btw/contracts";
import { ADMIN_PAGES, adminEditPath, adminNewPath, PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DataTable } from "../components/data-table.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { thumbColumn } from "../components/thumb-column.tsx";
import { useDeleteContent } from "./api/delete-content.ts";
import { useTeam } from "./api/get-team.ts";

export default function TeamPage() {
  const { t } = useTranslation("admin");
  const list = useTeam();
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
      <DataTable<TeamMember>
        caption={t("team.title")}
        rows={list.data}
        rowKey={(member) => member.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t("team.empty")}
        columns={[
          thumbColumn(t("fields.photo"), (member: TeamMember) => member.photo),
          {
            key: "name",
            header: t("fields.name"),
            primary: true,
            cell: (member) => (
              <>
                <span className="data-table__primary">{member.name}</span>
                <span className="data-table__secondary">{member.position}</span>
              </>
            ),
          },
          { key: "order", header: t("fields.sortOrder"), cell: (member) => member.sortOrder },
          {
            key: "links",
            header: t("team.links"),
            cell: (member) =>
              [member.twitter ? t("team.social") : null, member.linkedn ? "LinkedIn" : null]
                .filter(Boolean)
                .join(", ") || "—",
          },
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
