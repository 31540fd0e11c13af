// Training: the kind's filters, page texts and typed Prisma access; its settings come from the
// contracts' kind registry, and rules and routes are shared.
import { labelFrom, OPPORTUNITY_KIND_REGISTRY } from "@btw/contracts";
import { Prisma, type Training as TrainingRow } from "@btw/db";
import { fillTemplate, formatDate } from "@btw/i18n";
import type { z } from "zod";
import { kindSettings, type OpportunityKind, openItemsQuery } from "../opportunities/opportunity-kind.ts";
import { listContains } from "../opportunities/opportunity-sql.ts";

const settings = kindSettings(OPPORTUNITY_KIND_REGISTRY.training);
type Input = z.output<typeof settings.schemas.input>;
type Update = z.output<typeof settings.schemas.update>;
type Query = z.output<typeof settings.schemas.page>;

export const trainingKind: OpportunityKind<TrainingRow, Input, Update, Query> = {
  ...settings,
  table: Prisma.raw('"training"'),
  searchText: Prisma.raw('"Title"'),
  filters: (query) => (query.country ? [listContains(Prisma.raw('"selectedCountries"'), query.country)] : []),
  pageText: (row, { language, leads, vocabularies }) => {
    // As the app's page writes it (training-detail-page.tsx).
    const start = formatDate(row.startDate, language);
    const end = formatDate(row.endDate, language);
    return {
      eyebrow: row.selectedCountries
        .map((country) => labelFrom(vocabularies, "countries", country))
        .join(", "),
      title: row.Title,
      lead:
        start && end
          ? fillTemplate(leads.trainingDates, { start, end })
          : start || end || leads.trainingDatesTbd,
      description: row.Description,
    };
  },
  model: (db) => ({
    find: (id) => db.training.findUnique({ where: { id } }),
    create: (data) => db.training.create({ data }),
    update: (id, data) => db.training.update({ where: { id }, data }),
    remove: (id) => db.training.delete({ where: { id } }),
    listOpen: (today, take) => db.training.findMany(openItemsQuery(today, take)),
  }),
};
