// /admin/blogs/new and /admin/blogs/<id>/edit: a post written in the rich-text editor, kept as a
// draft, published now or scheduled, with a preview that is the public page's own parts.
import { ADMIN_PAGES, type Blog } from "@btw/contracts";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { RadioGroup, TextAreaField, TextField } from "../../../components/field.tsx";
import { ApiError } from "../../../lib/http.ts";
import { FormFrame } from "../components/form-frame.tsx";
import { ItemEditPage, useRouteId } from "../components/item-edit-page.tsx";
import { PhotoField } from "../components/photo-field.tsx";
import { RichTextField } from "../editor/rich-text-field.tsx";
import { formatShortDateTime } from "../lib/dates.ts";
import { noticeDone } from "../lib/notices.ts";
import { type SaveWithFile, useEditForm } from "../lib/use-edit-form.ts";
import { blogQueryOptions } from "./api/get-blog.ts";
import { useSaveBlog } from "./api/save-blog.ts";
import { BlogPreview } from "./blog-preview.tsx";
import "./blog-form.css";
import { translationValues } from "../lib/translation-values.ts";
import { TranslationsSection } from "../translations/translations-section.tsx";
import {
  blogFormSchema,
  dateTimeInputValue,
  initialPublishing,
  type Publishing,
  publishingValues,
} from "./blog-publishing.ts";

const BACK = ADMIN_PAGES.blogs;

export default function BlogEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const id = useRouteId();
  const existing = useQuery({ ...blogQueryOptions(id ?? 0), enabled: id !== undefined });
  const save = useSaveBlog();
  const title = id ? t("blogs.edit") : t("blogs.add");
  const breadcrumb = <Link to={BACK}>{t("blogs.title")}</Link>;

  const onSave = async (values: Record<string, unknown>, photo: File | null) => {
    const { blog } = await save.mutateAsync({ id, values, photo });
    if (blog.status === "draft") toast.success(t("blogs.draftSaved"));
    else if (blog.status === "scheduled")
      toast.success(t("blogs.scheduled", { when: formatShortDateTime(blog.publishAt) }));
    else noticeDone(t, id ? "saved" : "created", t("blogs.one"));
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

function BlogForm({
  blog,
  onSave,
  submitLabel,
}: {
  blog?: Blog;
  onSave: (values: Record<string, unknown>, photo: File | null) => Promise<void>;
  submitLabel: string;
}) {
  const { t } = useTranslation("admin");
  const [previewing, setPreviewing] = useState(false);

  const send: SaveWithFile = async ({ publishing, ...values }, photo) => {
    const chosen = publishingValues(publishing as Publishing, values.publishAt as Date | undefined, blog);
    if (chosen === "needs-future-time") {
      throw new ApiError(400, t("blogs.scheduleInFuture"), [
        { path: "publishAt", message: t("blogs.scheduleInFuture") },
      ]);
    }
    await onSave({ ...values, ...chosen }, photo);
  };

  const { form, field, frame, upload } = useEditForm(
    blogFormSchema,
    {
      defaultValues: {
        ...translationValues(blog),
        title: blog?.title ?? "",
        description: blog?.description ?? "",
        content: blog?.content ?? "",
        status: blog?.status === "draft" ? "draft" : "published",
        publishAt: blog && blog.status === "scheduled" ? dateTimeInputValue(blog.publishAt) : "",
        publishing: initialPublishing(blog),
      },
      keepDraft: true,
    },
    send,
  );
  const { control } = form;
  const values = form.watch();
  const publishing = values.publishing as Publishing;

  return (
    <FormFrame label={t("blogs.one")} state={frame} submitLabel={submitLabel} cancelTo={BACK}>
      <fieldset className="blog-form__modes">
        <legend className="visually-hidden">{t("blogs.view")}</legend>
        <button
          type="button"
          className="rich-text-editor__tool"
          aria-pressed={!previewing}
          onClick={() => setPreviewing(false)}
        >
          {t("blogs.write")}
        </button>
        <button
          type="button"
          className="rich-text-editor__tool"
          aria-pressed={previewing}
          onClick={() => setPreviewing(true)}
        >
          {t("blogs.preview")}
        </button>
      </fieldset>
      {previewing ? (
        // Its own boundary: the public page's texts load here without suspending the whole form.
        <Suspense fallback={<p className="field__hint">{t("status.loading")}</p>}>
          <BlogPreview
            post={{
              title: values.title,
              description: values.description,
              content: values.content,
              photo: blog?.photo ?? null,
              publishAt: blog?.publishAt ?? new Date().toISOString(),
            }}
            photo={upload.file ?? undefined}
          />
        </Suspense>
      ) : null}
      <div hidden={previewing} className="stack">
        <TextField label={t("fields.title")} required maxLength={200} {...field("title")} />
        <TextAreaField
          label={t("fields.summary")}
          hint={t("fields.summaryHint")}
          required
          rows={3}
          maxLength={1000}
          {...field("description")}
        />
        <RichTextField
          control={control}
          name="content"
          label={t("fields.content")}
          resetKey={frame.draft?.restoredAt}
          images
        />
        <PhotoField {...upload} currentUrl={blog?.photo} />
        <RadioGroup
          legend={t("blogs.publishing")}
          name="publishing"
          options={[
            { value: "draft", label: t("blogs.asDraft") },
            {
              value: "now",
              label: blog?.status === "published" ? t("blogs.published") : t("blogs.publishNow"),
            },
            { value: "schedule", label: t("blogs.schedule") },
          ]}
          inputProps={(value) => ({
            checked: publishing === value,
            onChange: () => {
              form.setValue("publishing", value, { shouldDirty: true });
              form.setValue("status", value === "draft" ? "draft" : "published", { shouldDirty: true });
            },
          })}
        />
        {publishing === "schedule" ? (
          <TextField
            type="datetime-local"
            label={t("blogs.publishAt")}
            hint={t("blogs.publishAtHint")}
            required
            {...field("publishAt")}
          />
        ) : null}
        <TranslationsSection kind="blogs" form={form} resetKey={frame.draft?.restoredAt} />
      </div>
    </FormFrame>
  );
}
