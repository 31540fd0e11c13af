// /admin/testimonials/new and /admin/testimonials/<id>/edit.
import { type Testimonial, testimonialInputSchema } from "@btw/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { useFieldError } from "../../../lib/forms.ts";
import type { Infer } from "../../../lib/types.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { FileUpload } from "../components/file-upload.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { LoadingItem } from "../components/loading-item.tsx";
import { noticeSuccess } from "../lib/notices.ts";
import { type FormShape, useSchemaForm } from "../lib/schema-form.ts";
import { type SaveWithFile, useFileFormState } from "../lib/use-file-form.ts";
import { testimonialQueryOptions } from "./api/get-testimonial.ts";
import { useSaveTestimonial } from "./api/save-testimonial.ts";

type Output = Infer<typeof testimonialInputSchema>;
type Values = FormShape<Output>;
const BACK = "/admin/testimonials";

export default function TestimonialEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const existing = useQuery({ ...testimonialQueryOptions(id ?? 0), enabled: id !== undefined });
  const save = useSaveTestimonial();

  const onSave: SaveWithFile = async (values, photo) => {
    await save.mutateAsync({ id, values, photo });
    noticeSuccess(t, id ? "saved" : "created");
    navigate(BACK);
  };

  return (
    <AdminPage
      title={id ? t("testimonials.edit") : t("testimonials.add")}
      breadcrumb={<Link to={BACK}>{t("testimonials.title")}</Link>}
    >
      {id !== undefined && !existing.data ? (
        <LoadingItem error={existing.error} />
      ) : (
        <TestimonialForm
          key={existing.data?.id ?? "new"}
          testimonial={existing.data}
          onSave={onSave}
          submitLabel={id ? t("actions.save") : t("actions.create")}
        />
      )}
    </AdminPage>
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
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Output>(testimonialInputSchema, {
    defaultValues: { full_Name: testimonial?.full_Name ?? "", clients_say: testimonial?.clients_say ?? "" },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const state = useFileFormState(form, onSave);
  return (
    <FormFrame
      label={t("testimonials.one")}
      onSubmit={state.onSubmit}
      dirty={state.dirty}
      submitting={state.submitting}
      submitLabel={submitLabel}
      cancelTo={BACK}
      failure={state.failure}
    >
      <TextField
        label={t("fields.fullName")}
        required
        maxLength={120}
        error={fieldError(errors.full_Name)}
        {...register("full_Name")}
      />
      <TextAreaField
        label={t("fields.quote")}
        required
        rows={5}
        maxLength={1000}
        error={fieldError(errors.clients_say)}
        {...register("clients_say")}
      />
      <FileUpload
        label={t("fields.photo")}
        kind="image"
        file={state.file}
        onChange={state.setFile}
        currentUrl={testimonial?.photo}
      />
    </FormFrame>
  );
}
