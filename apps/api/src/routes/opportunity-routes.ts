import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { internshipsRouter } from "../internships/internships.router.ts";
import { jobsRouter } from "../jobs/jobs.router.ts";
import { scholarshipsRouter } from "../scholarships/scholarships.router.ts";
import { trainingRouter } from "../training/training.router.ts";

export const opportunityRoutes: Array<(ctx: AppContext) => Router> = [
  scholarshipsRouter,
  internshipsRouter,
  trainingRouter,
  jobsRouter,
];
