import { apiPaths, type SiteSettings, siteSettingsSchema } from "@btw/contracts";
import { defineRoute } from "../lib/route.ts";
import { organisationContact } from "./site-settings.service.ts";

export const siteSettingsRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.siteSettings,
    tag: "Site",
    summary: "The organisation's contact details",
    description:
      "Email, phone, WhatsApp, office address, registration number and office hours, as the operator set them (`ORG_*` settings). A detail that is not set is left out.",
    access: "public",
    cache: "public",
    response: { status: 200, description: "The organisation's details", schema: siteSettingsSchema },
    handler: ({ ctx }): SiteSettings => ({ organisation: organisationContact(ctx.env) }),
  }),
];
