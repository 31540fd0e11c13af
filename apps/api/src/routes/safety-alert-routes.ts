import { alertsRoutes } from "../alerts/alerts.router.ts";
import type { DefinedRoute } from "../lib/route.ts";
import { reportsRoutes } from "../reports/reports.router.ts";

/** Scam safety (reports of listings) and alerts (closing soon, calendars, alert settings, digest links). */
export const safetyAlertRoutes: DefinedRoute[] = [...reportsRoutes, ...alertsRoutes];
