// /admin/resources/new and /admin/resources/<id>/edit: a PDF, image or video with its type.
import {
  ADMIN_PAGES,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPE_SLUGS,
  RESOURCE_TYPES,
  type Resource,
  resourceInputSchema,
} from "@btw/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { SelectField } from "../../../components/select.tsx";
import { registerWithDefault } from "../../../lib/schema-form.ts";
import { FileUpload } from "../components/file-upload.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { ItemEditPage, useRouteId } from "../components/item-edit-page.tsx";
import { noticeDone } from "../lib/notices.ts";
import { translationValues } from "../lib/translation-values.ts";
import { type SaveWithFile, useEditForm } from "../lib/use-edit-form.ts";
import { TranslationsSection } from "../translations/translations-section.tsx";
import { resourceQueryOptions } from "./api/get-resource.ts";
import { useSaveResource } from "./api/save-resource.ts";

const BACK = ADMIN_PAGES.resources;

export default function ResourceEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const id = useRouteId();
  const existing = useQuery({ ...resourceQueryOptions(id ?? 0), enabled: id !== undefined });
  const save = useSaveResource();

  const onSave: SaveWithFile = async (values, file) => {
    const { resource } = await save.mutateAsync({ id, values, file });
    noticeDone(t, id ? "saved" : "created", t("resources.one"));
    navigate(`${BACK}?category=${resource.category}`);
  };

  return (
    <ItemEditPage
      title={id ? t("resources.edit") : t("resources.add")}
      breadcrumb={<Link to={BACK}>{t("resources.title")}</Link>}
      loading={id !== undefined && !existing.data}
      error={existing.error}
    >
      <ResourceForm
        key={existing.data?.id ?? "new"}
        resource={existing.data}
        onSave={onSave}
        submitLabel={id ? t("actions.save") : t("actions.create")}
      />
    </ItemEditPage>
  );
}

function ResourceForm({
  resource,
  onSave,
  submitLabel,
}: {
  resource?: Resource;
  onSave: SaveWithFile;
  submitLabel: string;
}) {
  const { t } = useTranslation("admin");
  const [fileError, setFileError] = useState<string | undefined>();
  const { form, errors, fieldError, field, frame, upload } = useEditForm(
    resourceInputSchema,
    {
      defaultValues: {
        ...translationValues(resource),
        title: resource?.title ?? "",
        description: resource?.description ?? "",
        types: resource?.types ?? "",
      },
    },
    // A new resource needs its file: say so under the file field, before anything is sent.
    async (values, file) => {
      if (!resource && !file) {
        setFileError(t("upload.required"));
        return;
      }
      await onSave(values, file);
    },
  );
  const { register, formState } = form;
  const typeOptions = RESOURCE_TYPE_SLUGS.map((slug) => ({
    value: slug,
    label: `${RESOURCE_TYPES[slug].label} (${RESOURCE_CATEGORIES[RESOURCE_TYPES[slug].category]})`,
  }));

  return (
    <FormFrame label={t("resources.one")} state={frame} submitLabel={submitLabel} cancelTo={BACK}>
      <TextField label={t("fields.title")} required maxLength={200} {...field("title")} />
      <TextAreaField label={t("fields.description")} rows={4} maxLength={2000} {...field("description")} />
      <SelectField
        label={t("fields.resourceType")}
        hint={t("fields.resourceTypeHint")}
        required
        placeholder={t("form.choose")}
        options={typeOptions}
        error={fieldError(errors.types)}
        {...registerWithDefault({ register, formState }, "types")}
      />
      <FileUpload
        label={t("fields.file")}
        kind="resource"
        required={!resource}
        file={upload.file}
        onChange={(file) => {
          upload.onChange(file);
          setFileError(undefined);
        }}
        currentUrl={resource?.resource_files}
        error={fileError}
      />
      <TranslationsSection kind="resources" form={form} resetKey={frame.draft?.restoredAt} />
    </FormFrame>
  );
}
