import type { Router } from "express";
import type { AppContext } from "../context.ts";

export const opportunityRoutes: Array<(ctx: AppContext) => Router> = [];
