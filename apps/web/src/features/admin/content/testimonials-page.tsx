// /admin/testimonials: what people say about Born To Win, shown in the home page's carousel.

import { ADMIN_LIST_SORTS, ADMIN_PAGES, adminEditPath, adminNewPath, type Testimonial } from "@btw/contracts";
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

export default function TestimonialsPage() {
  const { t } = useTranslation("admin");
  const remove = useDeleteContent("testimonials");
  return (
    <AdminPage
      title={t("testimonials.title")}
      lead={t("testimonials.lead")}
      actions={<ButtonLink to={adminNewPath(ADMIN_PAGES.testimonials)}>{t("testimonials.add")}</ButtonLink>}
    >
      <ServerTable<Testimonial>
        queryKey={["admin", "testimonials"]}
        fetchPage={(request, signal) => getContentPage("testimonials", request, signal)}
        caption={t("testimonials.title")}
        rowKey={(item) => item.id}
        emptyText={t("testimonials.empty")}
        searchLabel={t("search.testimonials")}
        sortKeys={ADMIN_LIST_SORTS.testimonials}
        selectLabel={(item) => t("bulk.selectItem", { name: item.full_Name })}
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="testimonials" ids={selected.map((item) => item.id)} onDone={clear} />
        )}
        columns={[
          thumbColumn(t("fields.photo"), (item: Testimonial) => item.photo),
          {
            key: "name",
            header: t("fields.fullName"),
            primary: true,
            sortKey: "full_Name",
            cell: (item) => <span className="data-table__primary">{item.full_Name}</span>,
          },
          {
            key: "quote",
            header: t("fields.quote"),
            cell: (item) => <span className="data-table__clip">{item.clients_say}</span>,
          },
          translationColumn("testimonials", t("versions.column")),
        ]}
        actions={(item) => (
          <>
            <EditRowLink to={adminEditPath(ADMIN_PAGES.testimonials, item.id)} name={item.full_Name} />
            <DeleteButton itemName={item.full_Name} onDelete={() => remove.mutateAsync(item.id)} />
          </>
        )}
      />
    </AdminPage>
  );
}
