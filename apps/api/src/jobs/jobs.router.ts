import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { opportunityRouter } from "../opportunities/opportunity.router.ts";
import { jobKind } from "./jobs.service.ts";

export const jobsRouter = (ctx: AppContext): Router => opportunityRouter(ctx, jobKind);
