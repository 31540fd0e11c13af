// /admin/blogs/new and /admin/blogs/<id>/edit.
import { ADMIN_PAGES, type Blog, blogInputSchema } from "@btw/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { ItemEditPage, useRouteId } from "../components/item-edit-page.tsx";
import { PhotoField } from "../components/photo-field.tsx";
import { noticeDone } from "../lib/notices.ts";
import { type SaveWithFile, useEditForm } from "../lib/use-edit-form.ts";
import { blogQueryOptions } from "./api/get-blog.ts";
import { useSaveBlog } from "./api/save-blog.ts";

const BACK = ADMIN_PAGES.blogs;

export default function BlogEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const id = useRouteId();
  const existing = useQuery({ ...blogQueryOptions(id ?? 0), enabled: id !== undefined });
  const save = useSaveBlog();
  const title = id ? t("blogs.edit") : t("blogs.add");
  const breadcrumb = <Link to={BACK}>{t("blogs.title")}</Link>;

  const onSave: SaveWithFile = async (values, photo) => {
    await save.mutateAsync({ id, values, photo });
    noticeDone(t, id ? "saved" : "created", t("blogs.one"));
    navigate(BACK);
  };

  return (
    <ItemEditPage
      title={title}
      breadcrumb={breadcrumb}
      loading={id !== undefined && !existing.data}
      error={existing.error}
    >
      <BlogForm
        key={existing.data?.updatedAt ?? "new"}
        blog={existing.data}
        onSave={onSave}
        submitLabel={id ? t("actions.save") : t("actions.create")}
      />
    </ItemEditPage>
  );
}

function BlogForm({ blog, onSave, submitLabel }: { blog?: Blog; onSave: SaveWithFile; submitLabel: string }) {
  const { t } = useTranslation("admin");
  const { form, errors, fieldError, frame, upload } = useEditForm(
    blogInputSchema,
    {
      defaultValues: {
        title: blog?.title ?? "",
        description: blog?.description ?? "",
        content: blog?.content ?? "",
      },
      keepDraft: true,
    },
    onSave,
  );
  const { register } = form;
  return (
    <FormFrame label={t("blogs.one")} state={frame} submitLabel={submitLabel} cancelTo={BACK}>
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
      <PhotoField {...upload} currentUrl={blog?.photo} />
    </FormFrame>
  );
}
