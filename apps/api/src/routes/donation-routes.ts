import type { Router } from "express";
import type { AppContext } from "../context.ts";

export const donationRoutes: Array<(ctx: AppContext) => Router> = [];
