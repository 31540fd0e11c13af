import { API_PREFIX, apiPaths, siteSettingsSchema } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { EnvError, loadEnv } from "../env.ts";
import { organisationContact } from "./site-settings.service.ts";

describe("the organisation's details (ORG_* settings)", () => {
  const t = createTestContext({
    ORG_EMAIL: "office@borntowin.test",
    ORG_PHONE: "+251 11 555 0100",
    ORG_REGISTRATION_NUMBER: "ACSO-1234",
    ORG_OFFICE_HOURS: "Mon-Sat 09:00-18:00",
  });

  it("answers what the operator set, publicly and cacheably", async () => {
    const res = await t.request().get(`${API_PREFIX}${apiPaths.siteSettings}`).expect(200);
    expect(siteSettingsSchema.parse(res.body)).toEqual({
      organisation: {
        email: "office@borntowin.test",
        phone: "+251 11 555 0100",
        address: "Atlanta, Georgia, USA",
        registrationNumber: "ACSO-1234",
        officeHours: { firstDay: 1, lastDay: 6, open: 9, close: 18 },
      },
    });
    expect(res.headers["cache-control"]).toMatch(/public/);
  });

  it("leaves out what is not set and makes nothing up: only the spec's office and hours by default", () => {
    expect(organisationContact(loadEnv({}))).toEqual({
      address: "Atlanta, Georgia, USA",
      officeHours: { firstDay: 1, lastDay: 5, open: 8, close: 17 },
    });
    // An empty value (compose passes unset variables as "") is the same as none.
    expect(organisationContact(loadEnv({ ORG_PHONE: "", ORG_ADDRESS: "", ORG_OFFICE_HOURS: "" }))).toEqual(
      organisationContact(loadEnv({})),
    );
  });

  it("refuses details that are not what they say they are", () => {
    for (const bad of [
      { ORG_EMAIL: "office" },
      { ORG_PHONE: "0911 23" },
      { ORG_WHATSAPP: "call us" },
      { ORG_OFFICE_HOURS: "weekdays" },
      { ORG_OFFICE_HOURS: "Mon-Fri 17:00-08:00" },
    ]) {
      expect(() => loadEnv(bad), JSON.stringify(bad)).toThrow(EnvError);
    }
  });
});
