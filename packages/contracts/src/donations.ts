import { z } from "zod";
import {
  isoDateString,
  optionalDate,
  optionalText,
  pageQuery,
  paginationMetaSchema,
  requiredText,
} from "./common.ts";
import { DONATION_LIMITS_ETB } from "./constants.ts";
import { donorPhoneSchema } from "./donor-phone.ts";
import { amountSchema } from "./input-rules.ts";
import { sortParam } from "./list-queries.ts";
import { emailSchema } from "./submissions.ts";

export const donationTypeSchema = z.enum(["oneTime", "monthly"]);
export type DonationType = z.infer<typeof donationTypeSchema>;
export const donationStatusSchema = z.enum(["pending", "paid", "failed", "cancelled", "refunded"]);
export type DonationStatus = z.infer<typeof donationStatusSchema>;

export const donationRequestSchema = z.object({
  amount: amountSchema(DONATION_LIMITS_ETB, "ETB"),
  fname: requiredText("First name", 80),
  lname: requiredText("Last name", 80),
  phone_number: donorPhoneSchema,
  title: z.literal("Donate").default("Donate"),
  email: emailSchema,
  address: requiredText("Address", 300, { multiline: true }),
  donationType: donationTypeSchema.default("oneTime"),
});
export type DonationRequest = z.input<typeof donationRequestSchema>;

export const donationResponseSchema = z.object({
  success: z.literal(true),
  newOrder: z.object({ callback_url: z.string(), tx_ref: z.string() }),
});
export type DonationResponse = z.infer<typeof donationResponseSchema>;

export const donationSchema = z.object({
  id: z.number().int(),
  txRef: z.string(),
  amount: z.number(),
  currency: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  donationType: donationTypeSchema,
  status: donationStatusSchema,
  chapaReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Paid through a test checkout (ours or Chapa's test mode): no money moved. */
  test: z.boolean(),
  /** A checkout opened and left: still pending after a day, or closed by the stale check for that. */
  abandoned: z.boolean(),
  paidAt: isoDateString.nullable(),
  createdAt: isoDateString,
});
export type Donation = z.infer<typeof donationSchema>;

/** What the thank-you page may show about one donation, looked up by its tx_ref. */
export const donationStatusResponseSchema = z.object({
  txRef: z.string(),
  status: donationStatusSchema,
  amount: z.number(),
  currency: z.string(),
  donationType: donationTypeSchema,
  /** A test payment: the page says TEST, no money moved. */
  test: z.boolean(),
  paidAt: isoDateString.nullable(),
});
export type DonationStatusResponse = z.infer<typeof donationStatusResponseSchema>;

export const donationPageQuerySchema = pageQuery(20).extend({
  status: donationStatusSchema.optional(),
  donationType: donationTypeSchema.optional(),
  from: optionalDate,
  to: optionalDate,
  q: optionalText(100),
  sort: sortParam("donations"),
});
export const donationPageSchema = z
  .object({ data: z.array(donationSchema) })
  .extend(paginationMetaSchema.shape);
export const donationMonthlyTotalsSchema = z.object({
  totals: z.array(z.object({ month: z.string(), count: z.number().int(), amountEtb: z.number() })),
});
