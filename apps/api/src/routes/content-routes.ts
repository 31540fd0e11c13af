import type { Router } from "express";
import type { AppContext } from "../context.ts";

export const contentRoutes: Array<(ctx: AppContext) => Router> = [];
