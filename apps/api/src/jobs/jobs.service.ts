// Jobs: the kind's schemas and typed Prisma access; rules and routes are shared. Jobs carry no photo.
import {
  apiPaths,
  jobInputSchema,
  jobListQuerySchema,
  jobPageQuerySchema,
  jobSchema,
  jobUpdateSchema,
} from "@btw/contracts";
import { type Job as JobRow, Prisma } from "@btw/db";
import type { z } from "zod";
import type { OpportunityKind } from "../opportunities/opportunity-kind.ts";

type Input = z.output<typeof jobInputSchema>;
type Update = z.output<typeof jobUpdateSchema>;
type Query = z.output<typeof jobPageQuerySchema>;

export const jobKind: OpportunityKind<JobRow, Input, Update, Query> = {
  entity: "job",
  label: "Job",
  listKey: "jobs",
  paths: {
    collection: apiPaths.jobs,
    paginate: apiPaths.paginateJobs,
    userHistory: apiPaths.userJobs,
    approve: apiPaths.approveJob,
  },
  webPath: "/resource/job-opportunities",
  hasPhoto: false,
  schemas: {
    item: jobSchema,
    input: jobInputSchema,
    update: jobUpdateSchema,
    page: jobPageQuerySchema,
    list: jobListQuerySchema,
  },
  table: Prisma.raw('"jobs"'),
  searchText: Prisma.raw('"JobTitle"'),
  // `q` (the title search) is the jobs filter; the shared code applies it to every kind.
  filters: () => [],
  titleOf: (row) => row.JobTitle,
  model: (db) => ({
    find: (id) => db.job.findUnique({ where: { id } }),
    // The shared service never sets photo1 on a kind without one.
    create: ({ photo1: _photo, ...data }) => db.job.create({ data }),
    update: (id, { photo1: _photo, ...data }) => db.job.update({ where: { id }, data }),
    remove: (id) => db.job.delete({ where: { id } }),
  }),
};
