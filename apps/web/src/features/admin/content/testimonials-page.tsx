// /admin/testimonials: what people say about Born To Win, shown in the home page's carousel.

import type { Testimonial } from "@btw/contracts";
import { ADMIN_PAGES, adminEditPath, adminNewPath } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DataTable } from "../components/data-table.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { thumbColumn } from "../components/thumb-column.tsx";
import { useDeleteContent } from "./api/delete-content.ts";
import { useTestimonials } from "./api/get-testimonials.ts";

export default function TestimonialsPage() {
  const { t } = useTranslation("admin");
  const list = useTestimonials();
  const remove = useDeleteContent("testimonials");
  return (
    <AdminPage
      title={t("testimonials.title")}
      lead={t("testimonials.lead")}
      actions={<ButtonLink to={adminNewPath(ADMIN_PAGES.testimonials)}>{t("testimonials.add")}</ButtonLink>}
    >
      <DataTable<Testimonial>
        caption={t("testimonials.title")}
        rows={list.data}
        rowKey={(item) => item.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t("testimonials.empty")}
        columns={[
          thumbColumn(t("fields.photo"), (item: Testimonial) => item.photo),
          {
            key: "name",
            header: t("fields.fullName"),
            primary: true,
            cell: (item) => <span className="data-table__primary">{item.full_Name}</span>,
          },
          {
            key: "quote",
            header: t("fields.quote"),
            cell: (item) => <span className="data-table__clip">{item.clients_say}</span>,
          },
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
