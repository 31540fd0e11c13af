// A list of the site's content (posts, resources, testimonials, team): searched, sorted and paged by
// the API; each row edited or deleted (one or the ticked ones); its versions in other languages last.
import {
  ADMIN_LIST_SORTS,
  ADMIN_PAGES,
  type AdminContentList,
  adminEditPath,
  adminNewPath,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import type { Query } from "../../../lib/http.ts";
import { AdminPage } from "../components/admin-page.tsx";
import type { Column } from "../components/data-table.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { type FilterSpec, type PageRequest, ServerTable } from "../components/server-table.tsx";
import { type ContentRow, getContentPage } from "../lists/api/list-tools.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { translationColumn } from "../translations/translation-column.tsx";
import { useDeleteContent } from "./api/delete-content.ts";

/** Each list's part of the catalog (`<section>.title`, `search.<section>`) and its page in ADMIN_PAGES. */
const SECTIONS = {
  blogs: "blogs",
  resources: "resources",
  testimonials: "testimonials",
  teams: "team",
} as const;

interface ContentListPageProps<L extends AdminContentList> {
  list: L;
  /** How the row's buttons name it. */
  name: (row: ContentRow<L>) => string;
  columns: Column<ContentRow<L>>[];
  /** Where the list shows on the public site ("View on site"). */
  publicPath?: string;
  filters?: FilterSpec[];
  /** What the filters add to the API's query. */
  query?: (request: PageRequest) => Query;
}

export function ContentListPage<L extends AdminContentList>({
  list,
  name,
  columns,
  publicPath,
  filters,
  query,
}: ContentListPageProps<L>) {
  const { t } = useTranslation("admin");
  const remove = useDeleteContent(list);
  const section = SECTIONS[list];
  const page = ADMIN_PAGES[section];
  return (
    <AdminPage
      title={t(`${section}.title`)}
      lead={t(`${section}.lead`)}
      actions={
        <>
          <ButtonLink to={adminNewPath(page)}>{t(`${section}.add`)}</ButtonLink>
          {publicPath ? (
            <ButtonLink to={publicPath} variant="secondary">
              {t("list.viewOnSite")}
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <ServerTable<ContentRow<L>>
        queryKey={["admin", list]}
        fetchPage={(request, signal) => getContentPage(list, request, signal, query?.(request))}
        searchLabel={t(`search.${section}`)}
        sortKeys={ADMIN_LIST_SORTS[list]}
        selectLabel={(row) => t("bulk.selectItem", { name: name(row) })}
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list={list} ids={selected.map((row) => row.id)} onDone={clear} />
        )}
        filters={filters}
        caption={t(`${section}.title`)}
        emptyText={t(`${section}.empty`)}
        rowKey={(row) => row.id}
        columns={[...columns, translationColumn(list, t("versions.column"))]}
        actions={(row) => (
          <>
            <EditRowLink to={adminEditPath(page, row.id)} name={name(row)} />
            <DeleteButton itemName={name(row)} onDelete={() => remove.mutateAsync(row.id)} />
          </>
        )}
      />
    </AdminPage>
  );
}
