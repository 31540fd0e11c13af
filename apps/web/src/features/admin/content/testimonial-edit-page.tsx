// /admin/testimonials/new and /admin/testimonials/<id>/edit.
import { ADMIN_PAGES, type Testimonial, testimonialInputSchema } from "@btw/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { ItemEditPage, useRouteId } from "../components/item-edit-page.tsx";
import { PhotoField } from "../components/photo-field.tsx";
import { noticeDone } from "../lib/notices.ts";
import { translationValues } from "../lib/translation-values.ts";
import { type SaveWithFile, useEditForm } from "../lib/use-edit-form.ts";
import { TranslationsSection } from "../translations/translations-section.tsx";
import { testimonialQueryOptions } from "./api/get-testimonial.ts";
import { useSaveTestimonial } from "./api/save-testimonial.ts";

const BACK = ADMIN_PAGES.testimonials;

export default function TestimonialEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const id = useRouteId();
  const existing = useQuery({ ...testimonialQueryOptions(id ?? 0), enabled: id !== undefined });
  const save = useSaveTestimonial();

  const onSave: SaveWithFile = async (values, photo) => {
    await save.mutateAsync({ id, values, photo });
    noticeDone(t, id ? "saved" : "created", t("testimonials.one"));
    navigate(BACK);
  };

  return (
    <ItemEditPage
      title={id ? t("testimonials.edit") : t("testimonials.add")}
      breadcrumb={<Link to={BACK}>{t("testimonials.title")}</Link>}
      loading={id !== undefined && !existing.data}
      error={existing.error}
    >
      <TestimonialForm
        key={existing.data?.id ?? "new"}
        testimonial={existing.data}
        onSave={onSave}
        submitLabel={id ? t("actions.save") : t("actions.create")}
      />
    </ItemEditPage>
  );
}

function TestimonialForm({
  testimonial,
  onSave,
  submitLabel,
}: {
  testimonial?: Testimonial;
  onSave: SaveWithFile;
  submitLabel: string;
}) {
  const { t } = useTranslation("admin");
  const { form, field, frame, upload } = useEditForm(
    testimonialInputSchema,
    {
      defaultValues: {
        ...translationValues(testimonial),
        full_Name: testimonial?.full_Name ?? "",
        clients_say: testimonial?.clients_say ?? "",
      },
    },
    onSave,
  );
  return (
    <FormFrame label={t("testimonials.one")} state={frame} submitLabel={submitLabel} cancelTo={BACK}>
      <TextField label={t("fields.fullName")} required maxLength={120} {...field("full_Name")} />
      <TextAreaField label={t("fields.quote")} required rows={5} maxLength={1000} {...field("clients_say")} />
      <PhotoField {...upload} currentUrl={testimonial?.photo} />
      <TranslationsSection kind="testimonials" form={form} resetKey={frame.draft?.restoredAt} />
    </FormFrame>
  );
}
