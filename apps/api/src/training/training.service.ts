// Training: the kind's schemas, filters and typed Prisma access; rules and routes are shared.
import {
  apiPaths,
  trainingInputSchema,
  trainingListQuerySchema,
  trainingPageQuerySchema,
  trainingSchema,
  trainingUpdateSchema,
} from "@btw/contracts";
import { Prisma, type Training as TrainingRow } from "@btw/db";
import type { z } from "zod";
import type { OpportunityKind } from "../opportunities/opportunity-kind.ts";
import { listContains } from "../opportunities/opportunity-sql.ts";

type Input = z.output<typeof trainingInputSchema>;
type Update = z.output<typeof trainingUpdateSchema>;
type Query = z.output<typeof trainingPageQuerySchema>;

export const trainingKind: OpportunityKind<TrainingRow, Input, Update, Query> = {
  entity: "training",
  label: "Training",
  listKey: "training",
  paths: {
    collection: apiPaths.training,
    paginate: apiPaths.paginateTraining,
    userHistory: apiPaths.userTraining,
    approve: apiPaths.approveTraining,
  },
  webPath: "/resource/training",
  hasPhoto: true,
  schemas: {
    item: trainingSchema,
    input: trainingInputSchema,
    update: trainingUpdateSchema,
    page: trainingPageQuerySchema,
    list: trainingListQuerySchema,
  },
  table: Prisma.raw('"training"'),
  searchText: Prisma.raw('"Title"'),
  filters: (query) => (query.country ? [listContains(Prisma.raw('"selectedCountries"'), query.country)] : []),
  titleOf: (row) => row.Title,
  model: (db) => ({
    find: (id) => db.training.findUnique({ where: { id } }),
    create: (data) => db.training.create({ data }),
    update: (id, data) => db.training.update({ where: { id }, data }),
    remove: (id) => db.training.delete({ where: { id } }),
  }),
};
