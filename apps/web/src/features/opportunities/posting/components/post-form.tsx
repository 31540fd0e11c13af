// The kind's form, then its preview, then the confirmation. The form stays mounted (hidden) during
// the preview, so "Edit" comes back to exactly what was typed.
import {
  OPPORTUNITY_KIND_INFO,
  OPPORTUNITY_KIND_REGISTRY,
  type OpportunityKind,
  PRIVATE_PAGES,
} from "@btw/contracts";
import { toLanguage } from "@btw/i18n";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../../components/button.tsx";
import { EmptyState } from "../../../../components/empty-state.tsx";
import { FormAlert } from "../../../../components/members/form-alert.tsx";
import { Skeleton } from "../../../../components/skeleton.tsx";
import { useAccountUser } from "../../../../lib/api/get-account.ts";
import { describeError } from "../../../../lib/errors.ts";
import { applyServerIssues, useSchemaForm } from "../../../../lib/schema-form.ts";
import { isExpired, useSession } from "../../../../lib/session/session-store.ts";
import { postOpportunityHref } from "../../../../lib/submission-href.ts";
import { ownListingQueryOptions, useSubmitListing } from "../api/submit-listing.ts";
import { draftItem, initialValues, KIND_FIELDS, oneItemListFields, openedLists } from "../kind-fields.ts";
import { KindField } from "./kind-field.tsx";
import { ListingPreview } from "./listing-preview.tsx";
import { PhotoInput } from "./photo-input.tsx";
import { StepLabel } from "./step-label.tsx";

export function PostForm({ kind, id }: { kind: OpportunityKind; id?: number | undefined }) {
  const { t } = useTranslation("post");
  const session = useSession();
  // A new listing starts from the poster's profile (its organisation), once the server has said it;
  // an edit of a published listing says whether it leaves the lists until it is reviewed again.
  const me = useAccountUser(session && !isExpired(session) ? session.token : "");
  const existing = useQuery({ ...ownListingQueryOptions(kind, id ?? 0), enabled: id !== undefined });
  if (id === undefined) {
    if (me.isLoading) return <Skeleton height="20rem" />;
    return <ListingForm kind={kind} organisation={me.data?.organisation ?? null} />;
  }
  if (existing.isPending) return <Skeleton height="20rem" />;
  if (existing.isError) {
    return (
      <EmptyState tone="error" title={t("edit.notFound")}>
        {describeError(t, existing.error)}
      </EmptyState>
    );
  }
  const item = existing.data as unknown as Record<string, unknown>;
  const leavesTheLists = item.status === "approved" && me.data?.autoApprove === false;
  return <ListingForm kind={kind} id={id} item={item} leavesTheLists={leavesTheLists} />;
}

type Step = "details" | "preview" | "done";
type Values = Record<string, string | string[]>;

function ListingForm({
  kind,
  id,
  item,
  organisation,
  leavesTheLists = false,
}: {
  kind: OpportunityKind;
  id?: number;
  item?: Record<string, unknown>;
  organisation?: string | null;
  /** An edit of a published listing that goes back to review: the form says so. */
  leavesTheLists?: boolean;
}) {
  const { t, i18n } = useTranslation("post");
  const submit = useSubmitListing(kind);
  const fields = KIND_FIELDS[kind];
  const hasPhoto = OPPORTUNITY_KIND_INFO[kind].hasPhoto;
  const [step, setStep] = useState<Step>("details");
  const [parsed, setParsed] = useState<Record<string, unknown> | null>(null);
  const [photo, setPhoto] = useState<{ file: File | null; url: string | null }>({ file: null, url: null });
  const [failure, setFailure] = useState<string | null>(null);
  const storedPhoto = typeof item?.photo1 === "string" ? item.photo1 : null;
  // A rejected listing is sent again for review; a waiting or published one is changed.
  const resubmitting = item?.status === "rejected";
  const form = useSchemaForm<Values, Record<string, unknown>>(OPPORTUNITY_KIND_REGISTRY[kind].schemas.input, {
    defaultValues: initialValues(kind, item, organisation, toLanguage(i18n.language)),
    oneItemLists: oneItemListFields(kind),
    openedLists: openedLists(kind, item),
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const toPreview = handleSubmit((values) => {
    setFailure(null);
    setParsed(values);
    setStep("preview");
    window.scrollTo({ top: 0 });
  });

  const send = async () => {
    if (!parsed) return;
    setFailure(null);
    try {
      await submit.mutateAsync({ id, values: parsed, photo: photo.file });
      setStep("done");
      window.scrollTo({ top: 0 });
    } catch (error) {
      setStep("details");
      if (
        !applyServerIssues(
          error,
          setError,
          fields.map((field) => field.name),
        )
      ) {
        setFailure(describeError(t, error));
      }
    }
  };

  if (step === "done") {
    return (
      <section className="post-done" aria-labelledby="post-done-title" role="status">
        <h2 id="post-done-title">{t("done.title")}</h2>
        <p>{t("done.text")}</p>
        <div className="form__actions">
          <ButtonLink to={PRIVATE_PAGES.account}>{t("done.account")}</ButtonLink>
          <ButtonLink to={postOpportunityHref()} variant="secondary">
            {t("done.another")}
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <>
      {step === "preview" && parsed ? (
        <section aria-labelledby="post-preview-title">
          <StepLabel step={3} />
          <h2 id="post-preview-title" className="post-step__title">
            {t("steps.preview")}
          </h2>
          <ListingPreview kind={kind} item={draftItem(kind, parsed, photo.url ?? storedPhoto)} />
          <p className="post-fees">{t("fees")}</p>
          <div className="form__actions post-actions">
            <Button type="button" variant="secondary" onClick={() => setStep("details")}>
              {t("actions.edit")}
            </Button>
            <Button
              type="button"
              loading={submit.isPending}
              loadingLabel={t("actions.submitting")}
              onClick={send}
            >
              {id ? t(resubmitting ? "actions.resubmit" : "actions.sendChanges") : t("actions.submit")}
            </Button>
          </div>
        </section>
      ) : null}
      <form
        className="form post-form"
        onSubmit={toPreview}
        noValidate
        hidden={step !== "details"}
        aria-labelledby="post-form-title"
      >
        <StepLabel step={2} />
        <div className="post-form__head">
          <h2 id="post-form-title" className="post-step__title">
            {id ? t(resubmitting ? "edit.title" : "edit.changeTitle") : t(`kinds.${kind}.title`)}
          </h2>
          {id ? null : <Link to={postOpportunityHref()}>{t("actions.change")}</Link>}
        </div>
        {typeof item?.reviewReason === "string" && item.status === "rejected" ? (
          <FormAlert tone="info">{t("edit.reason", { reason: item.reviewReason })}</FormAlert>
        ) : null}
        {leavesTheLists ? <FormAlert tone="info">{t("edit.published")}</FormAlert> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {fields.map((field) => (
          <KindField key={field.name} field={field} form={form} error={errors[field.name] as never} />
        ))}
        {hasPhoto ? (
          <PhotoInput
            file={photo.file}
            currentUrl={storedPhoto}
            onChange={(file, url) => setPhoto({ file, url })}
          />
        ) : null}
        <p className="post-fees">{t("fees")}</p>
        <div className="form__actions post-actions">
          <Button type="submit">{t("actions.preview")}</Button>
        </div>
      </form>
    </>
  );
}
