import { alertsRoutes } from "../alerts/alerts.router.ts";
import type { DefinedRoute } from "../lib/route.ts";
import { reportsRoutes } from "../reports/reports.router.ts";
import { telegramRoutes } from "../telegram/telegram.router.ts";

/** Scam safety (reports of listings) and alerts (closing soon, calendars, alert settings, digest links, Telegram). */
export const safetyAlertRoutes: DefinedRoute[] = [...reportsRoutes, ...alertsRoutes, ...telegramRoutes];
