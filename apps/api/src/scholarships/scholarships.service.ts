// Scholarships: the kind's filters, page texts and typed Prisma access; its settings come from the
// contracts' kind registry, and rules and routes are shared.
import { OPPORTUNITY_KIND_REGISTRY, opportunityBand } from "@btw/contracts";
import { Prisma, type Scholarship as ScholarshipRow } from "@btw/db";
import type { z } from "zod";
import {
  columnsOf,
  kindSettings,
  listFilters,
  type OpportunityKind,
} from "../opportunities/opportunity-kind.ts";

const settings = kindSettings(OPPORTUNITY_KIND_REGISTRY.scholarships);
type Input = z.output<typeof settings.schemas.input>;
type Update = z.output<typeof settings.schemas.update>;
type Query = z.output<typeof settings.schemas.page>;

export const scholarshipKind: OpportunityKind<ScholarshipRow, Input, Update, Query> = {
  ...settings,
  table: Prisma.raw('"scholarships"'),
  columns: columnsOf(Prisma.ScholarshipScalarFieldEnum, ["studyLevels"]),
  searchText: Prisma.raw('"title"'),
  filters: listFilters("scholarships", {
    studyLevel: { match: "has", enumType: "StudyLevel" },
    funding: { match: "equals", enumType: "Funding" },
    hostCountry: { match: "equals" },
    fieldOfStudy: { match: "has" },
    modeOfStudy: { match: "equals" },
  }),
  pageText: (row, texts) => ({
    ...opportunityBand("scholarships", row, texts),
    description: row.description || row.title,
  }),
  model: (db) => ({
    find: (id) => db.scholarship.findUnique({ where: { id } }),
    create: (data) => db.scholarship.create({ data }),
    update: (id, data) => db.scholarship.update({ where: { id }, data }),
    remove: (id) => db.scholarship.delete({ where: { id } }),
  }),
};
