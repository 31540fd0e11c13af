// Scholarships: the kind's schemas, filters and typed Prisma access; rules and routes are shared.
import {
  apiPaths,
  scholarshipInputSchema,
  scholarshipListQuerySchema,
  scholarshipPageQuerySchema,
  scholarshipSchema,
  scholarshipUpdateSchema,
} from "@btw/contracts";
import { Prisma, type Scholarship as ScholarshipRow } from "@btw/db";
import type { z } from "zod";
import type { OpportunityKind } from "../opportunities/opportunity-kind.ts";
import { listContains } from "../opportunities/opportunity-sql.ts";

type Input = z.output<typeof scholarshipInputSchema>;
type Update = z.output<typeof scholarshipUpdateSchema>;
type Query = z.output<typeof scholarshipPageQuerySchema>;

export const scholarshipKind: OpportunityKind<ScholarshipRow, Input, Update, Query> = {
  entity: "scholarship",
  label: "Scholarship",
  listKey: "scholarships",
  paths: {
    collection: apiPaths.scholarships,
    paginate: apiPaths.paginateScholarships,
    userHistory: apiPaths.userScholarships,
    approve: apiPaths.approveScholarship,
  },
  webPath: "/resource/scholarships",
  hasPhoto: true,
  schemas: {
    item: scholarshipSchema,
    input: scholarshipInputSchema,
    update: scholarshipUpdateSchema,
    page: scholarshipPageQuerySchema,
    list: scholarshipListQuerySchema,
  },
  table: Prisma.raw('"scholarships"'),
  searchText: Prisma.raw('"title"'),
  filters: (query) =>
    query.fieldOfStudy ? [listContains(Prisma.raw('"fieldsOfStudy"'), query.fieldOfStudy)] : [],
  titleOf: (row) => row.title,
  model: (db) => ({
    find: (id) => db.scholarship.findUnique({ where: { id } }),
    create: (data) => db.scholarship.create({ data }),
    update: (id, data) => db.scholarship.update({ where: { id }, data }),
    remove: (id) => db.scholarship.delete({ where: { id } }),
  }),
};
