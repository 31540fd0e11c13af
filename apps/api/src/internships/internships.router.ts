import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { opportunityRouter } from "../opportunities/opportunity.router.ts";
import { internshipKind } from "./internships.service.ts";

export const internshipsRouter = (ctx: AppContext): Router => opportunityRouter(ctx, internshipKind);
