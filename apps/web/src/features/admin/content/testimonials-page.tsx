// /admin/testimonials: what people say about Born To Win, shown in the home page's carousel.

import type { Testimonial } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { thumbColumn } from "../components/thumb-column.tsx";
import { ContentListPage } from "./content-list-page.tsx";

export default function TestimonialsPage() {
  const { t } = useTranslation("admin");
  return (
    <ContentListPage
      list="testimonials"
      name={(item) => item.full_Name}
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
      ]}
    />
  );
}
