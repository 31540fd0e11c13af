// Jobs: the kind's page texts, JobPosting data and typed Prisma access; its settings come from the
// contracts' kind registry, and rules and routes are shared. Jobs carry no photo.
import { jobPostingJsonLd, OPPORTUNITY_KIND_REGISTRY, opportunityBand } from "@btw/contracts";
import { type Job as JobRow, Prisma } from "@btw/db";
import type { z } from "zod";
import {
  columnsOf,
  kindSettings,
  listFilters,
  type OpportunityKind,
} from "../opportunities/opportunity-kind.ts";

const settings = kindSettings(OPPORTUNITY_KIND_REGISTRY.jobs);
type Input = z.output<typeof settings.schemas.input>;
type Update = z.output<typeof settings.schemas.update>;
type Query = z.output<typeof settings.schemas.page>;

export const jobKind: OpportunityKind<JobRow, Input, Update, Query> = {
  ...settings,
  table: Prisma.raw('"jobs"'),
  columns: columnsOf(Prisma.JobScalarFieldEnum),
  searchText: Prisma.raw('"JobTitle"'),
  // `q` (the title search) is the jobs filter; the shared code applies it to every kind.
  filters: listFilters("jobs", {
    jobType: { match: "equals" },
    jobCategory: { match: "equals", enumType: "JobCategory" },
    experienceLevel: { match: "equals", enumType: "ExperienceLevel" },
    city: { match: "equals" },
    workplace: { match: "equals", enumType: "Workplace" },
  }),
  pageText: (row, texts) => ({ ...opportunityBand("jobs", row, texts), description: row.Description }),
  jsonLd: (row, page) => jobPostingJsonLd(row, page.siteUrl, page.url),
  model: (db) => ({
    find: (id) => db.job.findUnique({ where: { id } }),
    // The shared service never sets photo1 on a kind without one.
    create: ({ photo1: _photo, ...data }) => db.job.create({ data }),
    update: (id, { photo1: _photo, ...data }) => db.job.update({ where: { id }, data }),
    remove: (id) => db.job.delete({ where: { id } }),
  }),
};
