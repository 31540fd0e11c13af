import type { Router } from "express";
import type { AppContext } from "../context.ts";

export const accountRoutes: Array<(ctx: AppContext) => Router> = [];
