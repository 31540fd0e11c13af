import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { opportunityRouter } from "../opportunities/opportunity.router.ts";
import { trainingKind } from "./training.service.ts";

export const trainingRouter = (ctx: AppContext): Router => opportunityRouter(ctx, trainingKind);
