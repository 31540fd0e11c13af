// Training: the kind's filters, page texts and typed Prisma access; its settings come from the
// contracts' kind registry, and rules and routes are shared.
import { courseJsonLd, OPPORTUNITY_KIND_REGISTRY, opportunityBand } from "@btw/contracts";
import { Prisma, type Training as TrainingRow } from "@btw/db";
import type { z } from "zod";
import {
  columnsOf,
  kindSettings,
  listFilters,
  type OpportunityKind,
} from "../opportunities/opportunity-kind.ts";

const settings = kindSettings(OPPORTUNITY_KIND_REGISTRY.training);
type Input = z.output<typeof settings.schemas.input>;
type Update = z.output<typeof settings.schemas.update>;
type Query = z.output<typeof settings.schemas.page>;

export const trainingKind: OpportunityKind<TrainingRow, Input, Update, Query> = {
  ...settings,
  table: Prisma.raw('"training"'),
  columns: columnsOf(Prisma.TrainingScalarFieldEnum),
  searchText: Prisma.raw('"Title"'),
  filters: listFilters("training", {
    country: { match: "has" },
    deliveryMode: { match: "equals", enumType: "DeliveryMode" },
    cost: { match: "equals", enumType: "Cost" },
  }),
  jsonLd: (_row, page) => courseJsonLd(page),
  pageText: (row, texts) => ({ ...opportunityBand("training", row, texts), description: row.Description }),
  model: (db) => ({
    find: (id) => db.training.findUnique({ where: { id } }),
    create: (data) => db.training.create({ data }),
    update: (id, data) => db.training.update({ where: { id }, data }),
    remove: (id) => db.training.delete({ where: { id } }),
  }),
};
