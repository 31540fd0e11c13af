// The organisation's own details that the operator sets (apps/api/src/env.ts: ORG_*): how to reach
// it, where it is, its registration number and office hours. The API answers them once
// (apiPaths.siteSettings); the footer, contact, about, donate and privacy pages, receipts and the
// home page's structured data all read them from there. A detail the operator has not set is left
// out, never made up.
import { z } from "zod";

/** Days (1 = Monday) and whole hours on a 24-hour clock; @btw/i18n's formatOfficeHours writes them. */
export const officeHoursSchema = z
  .object({
    firstDay: z.int().min(1).max(7),
    lastDay: z.int().min(1).max(7),
    open: z.int().min(0).max(23),
    close: z.int().min(1).max(24),
  })
  .refine((hours) => hours.open < hours.close, { message: "opening must come before closing" });

export const organisationContactSchema = z.object({
  email: z.email().optional(),
  /** As people dial it from abroad: `+251 ...`. */
  phone: z.string().optional(),
  whatsapp: z.string().optional(),
  /** The office's address in English (@btw/i18n's placeName writes known places in am and om). */
  address: z.string().optional(),
  registrationNumber: z.string().optional(),
  officeHours: officeHoursSchema.optional(),
});
export type OrganisationContact = z.infer<typeof organisationContactSchema>;

export const siteSettingsSchema = z.object({ organisation: organisationContactSchema });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
