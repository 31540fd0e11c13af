// Scholarships: the kind's filters, page texts and typed Prisma access; its settings come from the
// contracts' kind registry, and rules and routes are shared.
import { labelFrom, OPPORTUNITY_KIND_REGISTRY } from "@btw/contracts";
import { Prisma, type Scholarship as ScholarshipRow } from "@btw/db";
import type { z } from "zod";
import { kindSettings, type OpportunityKind, openItemsQuery } from "../opportunities/opportunity-kind.ts";
import { listContains } from "../opportunities/opportunity-sql.ts";

const settings = kindSettings(OPPORTUNITY_KIND_REGISTRY.scholarships);
type Input = z.output<typeof settings.schemas.input>;
type Update = z.output<typeof settings.schemas.update>;
type Query = z.output<typeof settings.schemas.page>;

export const scholarshipKind: OpportunityKind<ScholarshipRow, Input, Update, Query> = {
  ...settings,
  table: Prisma.raw('"scholarships"'),
  searchText: Prisma.raw('"title"'),
  filters: (query) =>
    query.fieldOfStudy ? [listContains(Prisma.raw('"fieldsOfStudy"'), query.fieldOfStudy)] : [],
  // As the app's page writes it (scholarship-detail-page.tsx).
  pageText: (row, { vocabularies }) => ({
    eyebrow: `${labelFrom(vocabularies, "scholarshipTypes", row.scholarshipType)} · ${labelFrom(vocabularies, "modesOfStudy", row.modeOfStudy)}`,
    title: row.title,
    description: row.description || row.title,
  }),
  model: (db) => ({
    find: (id) => db.scholarship.findUnique({ where: { id } }),
    create: (data) => db.scholarship.create({ data }),
    update: (id, data) => db.scholarship.update({ where: { id }, data }),
    remove: (id) => db.scholarship.delete({ where: { id } }),
    listOpen: (today, take) => db.scholarship.findMany(openItemsQuery(today, take)),
  }),
};
