// The organisation's details as the operator set them (env.ts: ORG_*), in contracts' shape.
import type { OrganisationContact } from "@btw/contracts";
import type { Env } from "../env.ts";

type OrganisationEnv = Pick<
  Env,
  "ORG_EMAIL" | "ORG_PHONE" | "ORG_WHATSAPP" | "ORG_ADDRESS" | "ORG_REGISTRATION_NUMBER" | "ORG_OFFICE_HOURS"
>;

export function organisationContact(env: OrganisationEnv): OrganisationContact {
  const details: OrganisationContact = {
    email: env.ORG_EMAIL,
    phone: env.ORG_PHONE,
    whatsapp: env.ORG_WHATSAPP,
    address: env.ORG_ADDRESS,
    registrationNumber: env.ORG_REGISTRATION_NUMBER,
    officeHours: env.ORG_OFFICE_HOURS,
  };
  // Unset details are absent from the answer, not null.
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  ) as OrganisationContact;
}
