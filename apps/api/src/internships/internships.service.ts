// Internships: the kind's schemas, filters and typed Prisma access; rules and routes are shared.
import {
  apiPaths,
  internshipInputSchema,
  internshipListQuerySchema,
  internshipPageQuerySchema,
  internshipSchema,
  internshipUpdateSchema,
} from "@btw/contracts";
import { type Internship as InternshipRow, Prisma } from "@btw/db";
import type { z } from "zod";
import type { OpportunityKind } from "../opportunities/opportunity-kind.ts";

type Input = z.output<typeof internshipInputSchema>;
type Update = z.output<typeof internshipUpdateSchema>;
type Query = z.output<typeof internshipPageQuerySchema>;

export const internshipKind: OpportunityKind<InternshipRow, Input, Update, Query> = {
  entity: "internship",
  label: "Internship",
  listKey: "internships",
  paths: {
    collection: apiPaths.internships,
    paginate: apiPaths.paginateInternships,
    userHistory: apiPaths.userInternships,
    approve: apiPaths.approveInternship,
  },
  webPath: "/resource/internships",
  hasPhoto: true,
  schemas: {
    item: internshipSchema,
    input: internshipInputSchema,
    update: internshipUpdateSchema,
    page: internshipPageQuerySchema,
    list: internshipListQuerySchema,
  },
  table: Prisma.raw('"internships"'),
  // Internships have no title: a search looks at the category and the company names.
  searchText: Prisma.sql`("internshipCategory" || ' ' || array_to_string(company, ' '))`,
  filters: (query) => (query.category ? [Prisma.sql`"internshipCategory" = ${query.category}`] : []),
  titleOf: (row) => `${row.internshipCategory}${row.company[0] ? ` at ${row.company[0]}` : ""}`,
  model: (db) => ({
    find: (id) => db.internship.findUnique({ where: { id } }),
    create: (data) => db.internship.create({ data }),
    update: (id, data) => db.internship.update({ where: { id }, data }),
    remove: (id) => db.internship.delete({ where: { id } }),
  }),
};
