// /admin/blogs/new and /admin/blogs/<id>/edit.
import { type Blog, blogInputSchema } from "@btw/contracts";
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
import { blogQueryOptions } from "./api/get-blog.ts";
import { useSaveBlog } from "./api/save-blog.ts";

type Output = Infer<typeof blogInputSchema>;
type Values = FormShape<Output>;
const BACK = "/admin/blogs";

export default function BlogEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const existing = useQuery({ ...blogQueryOptions(id ?? 0), enabled: id !== undefined });
  const save = useSaveBlog();
  const title = id ? t("blogs.edit") : t("blogs.add");
  const breadcrumb = <Link to={BACK}>{t("blogs.title")}</Link>;

  const onSave: SaveWithFile = async (values, photo) => {
    await save.mutateAsync({ id, values, photo });
    noticeSuccess(t, id ? "saved" : "created");
    navigate(BACK);
  };

  return (
    <AdminPage title={title} breadcrumb={breadcrumb}>
      {id !== undefined && !existing.data ? (
        <LoadingItem error={existing.error} />
      ) : (
        <BlogForm
          key={existing.data?.updatedAt ?? "new"}
          blog={existing.data}
          onSave={onSave}
          submitLabel={id ? t("actions.save") : t("actions.create")}
        />
      )}
    </AdminPage>
  );
}

function BlogForm({ blog, onSave, submitLabel }: { blog?: Blog; onSave: SaveWithFile; submitLabel: string }) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Output>(blogInputSchema, {
    defaultValues: {
      title: blog?.title ?? "",
      description: blog?.description ?? "",
      content: blog?.content ?? "",
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const state = useFileFormState(form, onSave);
  return (
    <FormFrame
      label={t("blogs.one")}
      onSubmit={state.onSubmit}
      dirty={state.dirty}
      submitting={state.submitting}
      submitLabel={submitLabel}
      cancelTo={BACK}
      failure={state.failure}
    >
      <TextField
        label={t("fields.title")}
        required
        maxLength={200}
        error={fieldError(errors.title)}
        {...register("title")}
      />
      <TextAreaField
        label={t("fields.summary")}
        hint={t("fields.summaryHint")}
        required
        rows={3}
        maxLength={1000}
        error={fieldError(errors.description)}
        {...register("description")}
      />
      <TextAreaField
        label={t("fields.content")}
        hint={t("fields.contentHint")}
        rows={14}
        maxLength={50_000}
        error={fieldError(errors.content)}
        {...register("content")}
      />
      <FileUpload
        label={t("fields.photo")}
        kind="image"
        file={state.file}
        onChange={state.setFile}
        currentUrl={blog?.photo}
      />
    </FormFrame>
  );
}
