// /admin/<kind>/new and /admin/<kind>/<id>/edit: staff publish at once; a member's submission (or
// their edit of it) waits for an admin's approval.

import { ADMIN_PAGES } from "@btw/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ItemEditPage, useRouteId } from "../components/item-edit-page.tsx";
import { noticeDone, noticeSuccess } from "../lib/notices.ts";
import { useAdminUser } from "../session/admin-user.tsx";
import { can } from "../session/permissions.ts";
import { opportunityQueryOptions } from "./api/get-opportunity.ts";
import { useSaveOpportunity } from "./api/save-opportunity.ts";
import { InternshipForm } from "./forms/internship-form.tsx";
import { JobForm } from "./forms/job-form.tsx";
import type { OpportunityFormProps } from "./forms/opportunity-form-props.ts";
import { ScholarshipForm } from "./forms/scholarship-form.tsx";
import { TrainingForm } from "./forms/training-form.tsx";
import {
  type AnyOpportunity,
  KINDS,
  type OpportunityByKind,
  type OpportunityKind,
} from "./opportunity-kinds.ts";

/** Each kind's form; the page around it is the same for every kind. */
const FORMS: { [K in OpportunityKind]: ComponentType<OpportunityFormProps<OpportunityByKind[K]>> } = {
  scholarships: ScholarshipForm,
  internships: InternshipForm,
  training: TrainingForm,
  jobs: JobForm,
};

function KindForm({ kind, ...props }: OpportunityFormProps<AnyOpportunity> & { kind: OpportunityKind }) {
  const Form = FORMS[kind] as ComponentType<OpportunityFormProps<AnyOpportunity>>;
  return <Form {...props} />;
}

export default function OpportunityEditPage({ kind }: { kind: OpportunityKind }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const user = useAdminUser();
  const id = useRouteId();
  const staff = can(user.role, "opportunities");
  const backTo = staff ? KINDS[kind].adminPath : ADMIN_PAGES.mySubmissions;
  const save = useSaveOpportunity(kind);
  const existing = useQuery({ ...opportunityQueryOptions(kind, id ?? 0), enabled: id !== undefined });

  const onSave = async (values: Record<string, unknown>, photo: File | null) => {
    await save.mutateAsync({ id, values, photo });
    if (!id && !staff) noticeSuccess(t, "submitted");
    else noticeDone(t, id ? "saved" : "created", t(`kinds.${kind}.one`));
    navigate(backTo);
  };

  const title = id ? t(`kinds.${kind}.edit`) : staff ? t(`kinds.${kind}.add`) : t(`kinds.${kind}.submit`);
  const breadcrumb = <Link to={backTo}>{staff ? t(`kinds.${kind}.many`) : t("nav.mySubmissions")}</Link>;
  const lead = staff ? undefined : t("submit.reviewNote");

  return (
    <ItemEditPage
      title={title}
      breadcrumb={breadcrumb}
      lead={lead}
      loading={id !== undefined && !existing.data}
      error={existing.error}
    >
      <KindForm
        key={existing.data ? `${existing.data.id}-${existing.data.updatedAt}` : "new"}
        kind={kind}
        item={existing.data}
        onSave={onSave}
        cancelTo={backTo}
        submitLabel={id ? t("actions.save") : staff ? t("actions.create") : t("actions.submitForReview")}
      />
    </ItemEditPage>
  );
}
