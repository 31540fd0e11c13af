// The four moderated kinds as the admin side handles them: their settings (API paths, response keys,
// photo, pages) come from the contracts' kind registry; this adds how a row is shown in tables,
// notices and dialogs.
import {
  type AnyOpportunity,
  OPPORTUNITY_KIND_REGISTRY,
  OPPORTUNITY_KINDS,
  type OpportunityByKind,
  type OpportunityKind,
  type OpportunityKindEntry,
  opportunityTitle,
} from "@btw/contracts";

export type { AnyOpportunity, OpportunityByKind, OpportunityKind };
export { OPPORTUNITY_KINDS };

interface KindConfig<K extends OpportunityKind> {
  kind: K;
  /** Key of one item in create/get/update/approve answers. */
  entity: OpportunityKindEntry["entity"];
  paths: OpportunityKindEntry["paths"];
  /** multipart with an image under `photo1`. */
  hasPhoto: boolean;
  /** Where the public sees approved items. */
  publicPath: string;
  /** The admin list of this kind. */
  adminPath: string;
  titleOf: (item: OpportunityByKind[K]) => string;
  detailOf: (item: OpportunityByKind[K]) => string;
  photoOf: (item: OpportunityByKind[K]) => string | null;
}

/** What a table shows under an item's title, for each kind. */
const DETAILS: { [K in OpportunityKind]: (item: OpportunityByKind[K]) => string } = {
  scholarships: (item) => [item.scholarshipType, item.modeOfStudy].filter(Boolean).join(" · "),
  internships: (item) => item.company.join(", "),
  training: (item) => item.selectedCountries.join(", "),
  jobs: (item) => [item.Type, item.company, item.location].filter(Boolean).join(" · "),
};

function config<K extends OpportunityKind>(kind: K): KindConfig<K> {
  const entry = OPPORTUNITY_KIND_REGISTRY[kind];
  return {
    kind,
    entity: entry.entity,
    paths: entry.paths,
    hasPhoto: entry.hasPhoto,
    publicPath: entry.page.path,
    adminPath: entry.adminPath,
    titleOf: (item) => opportunityTitle(kind, item),
    detailOf: DETAILS[kind],
    photoOf: (item) => ("photo1" in item && typeof item.photo1 === "string" ? item.photo1 : null),
  };
}

export const KINDS = Object.fromEntries(OPPORTUNITY_KINDS.map((kind) => [kind, config(kind)])) as {
  [K in OpportunityKind]: KindConfig<K>;
};

/** Reads one kind's config for an item of unknown kind (tables that show every kind). */
export function kindConfig(kind: OpportunityKind): KindConfig<OpportunityKind> {
  return KINDS[kind] as unknown as KindConfig<OpportunityKind>;
}
