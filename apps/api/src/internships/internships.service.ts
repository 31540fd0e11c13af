// Internships: the kind's filters, page texts and typed Prisma access; its settings come from the
// contracts' kind registry, and rules and routes are shared.
import {
  internshipPostingJsonLd,
  OPPORTUNITY_KIND_REGISTRY,
  OTHER_INTERNSHIP_CATEGORY,
  opportunityBand,
} from "@btw/contracts";
import { type Internship as InternshipRow, Prisma } from "@btw/db";
import type { z } from "zod";
import {
  columnsOf,
  kindSettings,
  listFilters,
  type OpportunityKind,
} from "../opportunities/opportunity-kind.ts";

const settings = kindSettings(OPPORTUNITY_KIND_REGISTRY.internships);
type Input = z.output<typeof settings.schemas.input>;
type Update = z.output<typeof settings.schemas.update>;
type Query = z.output<typeof settings.schemas.page>;

export const internshipKind: OpportunityKind<InternshipRow, Input, Update, Query> = {
  ...settings,
  table: Prisma.raw('"internships"'),
  columns: columnsOf(Prisma.InternshipScalarFieldEnum),
  // Internships have no title: a search looks at the category and the company names.
  searchText: Prisma.sql`("internshipCategory" || ' ' || array_to_string(company, ' '))`,
  filters: listFilters("internships", {
    category: { match: "equals" },
    pay: { match: "equals", enumType: "Pay" },
    city: { match: "equals" },
    workplace: { match: "equals", enumType: "Workplace" },
  }),
  // The listing's own title, else its category (what "Other" is, when said).
  titleOf: (row) =>
    `${row.title || (row.internshipCategory === OTHER_INTERNSHIP_CATEGORY && row.categoryOther) || row.internshipCategory}${row.company[0] ? ` at ${row.company[0]}` : ""}`,
  jsonLd: (row, page) =>
    internshipPostingJsonLd(page, {
      company: row.company,
      remote:
        /remote/i.test(row.internshipCategory) || row.eligibilityCountries.some((c) => /remote/i.test(c)),
    }),
  pageText: (row, texts) => {
    const band = opportunityBand("internships", row, texts);
    return { ...band, pageTitle: `${band.title}: ${band.eyebrow}`, description: row.Responsibilities };
  },
  model: (db) => ({
    find: (id) => db.internship.findUnique({ where: { id } }),
    create: (data) => db.internship.create({ data }),
    update: (id, data) => db.internship.update({ where: { id }, data }),
    remove: (id) => db.internship.delete({ where: { id } }),
  }),
};
