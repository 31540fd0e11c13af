// ORG_OFFICE_HOURS as an operator writes it ("Mon-Fri 08:00-17:00"), read into contracts' OfficeHours.
import { officeHoursSchema } from "@btw/contracts";
import { z } from "zod";

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const PATTERN = new RegExp(`^(${DAYS.join("|")})-(${DAYS.join("|")}) (\\d{1,2}):00-(\\d{1,2}):00$`);

export const DEFAULT_OFFICE_HOURS = "Mon-Fri 08:00-17:00";

export const officeHoursSetting = z.string().transform((text, context) => {
  const match = PATTERN.exec(text.trim());
  const hours = match && {
    firstDay: DAYS.indexOf(match[1] as (typeof DAYS)[number]) + 1,
    lastDay: DAYS.indexOf(match[2] as (typeof DAYS)[number]) + 1,
    open: Number(match[3]),
    close: Number(match[4]),
  };
  const parsed = officeHoursSchema.safeParse(hours);
  if (parsed.success) return parsed.data;
  context.addIssue({ code: "custom", message: `must look like ${DEFAULT_OFFICE_HOURS} (whole hours)` });
  return z.NEVER;
});
