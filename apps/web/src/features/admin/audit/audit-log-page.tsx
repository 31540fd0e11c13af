// /admin/audit-log (admins only): who created, changed, approved, rejected or deleted what, and when.
import { AUDIT_ENTITIES, type AuditEntry } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { getAuditLogPage } from "./api/get-audit-log.ts";

/** Row numbers read "#12"; an entry about no one row (the demo content's marker) shows none. */
const rowNumber = (entityId: string) => (/^\d+$/.test(entityId) ? ` #${entityId}` : "");

export default function AuditLogPage() {
  const { t, i18n } = useTranslation("admin");
  const time = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : i18n.language, {
    timeStyle: "short",
  });
  return (
    <AdminPage title={t("audit.title")} lead={t("audit.lead")}>
      <ServerTable<AuditEntry>
        queryKey={["admin", "audit"]}
        fetchPage={async (request, signal) => {
          const page = await getAuditLogPage(
            {
              page: request.page,
              limit: request.limit,
              entity: request.filters.entity || undefined,
              q: request.q || undefined,
            },
            signal,
          );
          return { rows: page.entries, count: page.count, totalPages: page.totalPages };
        }}
        searchLabel={t("audit.search")}
        filters={[
          {
            name: "entity",
            label: t("audit.entity"),
            options: [
              { value: "", label: t("audit.allEntities") },
              ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) })),
            ],
          },
        ]}
        caption={t("audit.title")}
        emptyText={t("audit.empty")}
        rowKey={(entry) => entry.id}
        columns={[
          {
            key: "when",
            header: t("audit.when"),
            primary: true,
            cell: (entry) => (
              <time dateTime={entry.createdAt}>
                {formatShortDate(entry.createdAt, i18n.language, true)}
                <span className="data-table__secondary">{time.format(new Date(entry.createdAt))}</span>
              </time>
            ),
          },
          {
            key: "who",
            header: t("audit.who"),
            cell: (entry) =>
              entry.actorName ??
              (entry.actorId ? t("audit.formerUser", { id: entry.actorId }) : t("audit.system")),
          },
          {
            key: "action",
            header: t("audit.action"),
            cell: (entry) => (
              <span className={`badge badge--audit-${entry.action}`}>
                {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </span>
            ),
          },
          {
            key: "what",
            header: t("audit.what"),
            cell: (entry) => (
              <>
                <span className="data-table__primary">
                  {t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })}
                  {rowNumber(entry.entityId)}
                </span>
                <span className="data-table__secondary">{entry.summary}</span>
              </>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
