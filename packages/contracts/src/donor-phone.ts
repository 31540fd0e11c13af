// Donors give from anywhere (the office is in Atlanta): any number the world's numbering plans
// allow, stored in E.164 (+2519..., +1404...). A number without a country code is read as
// Ethiopian, so 0911234567, 251911234567 and +251 911 234 567 are all +251911234567.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { safeString } from "./input-rules.ts";

export const DONOR_PHONE_MESSAGE =
  "Enter a phone number such as 0911234567, or an international one with its country code (+1 404 555 0199)";

export const donorPhoneSchema = safeString({ label: "Phone", error: "Phone required" })
  .trim()
  .min(1, { message: "Phone required", abort: true })
  .max(40, { message: DONOR_PHONE_MESSAGE, abort: true })
  .transform((value, context) => {
    const phone = parsePhoneNumberFromString(value, "ET");
    if (phone?.isValid()) return phone.number;
    context.addIssue({ code: "custom", message: DONOR_PHONE_MESSAGE });
    return z.NEVER;
  });
