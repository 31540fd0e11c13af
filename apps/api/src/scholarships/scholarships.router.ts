import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { opportunityRouter } from "../opportunities/opportunity.router.ts";
import { scholarshipKind } from "./scholarships.service.ts";

export const scholarshipsRouter = (ctx: AppContext): Router => opportunityRouter(ctx, scholarshipKind);
