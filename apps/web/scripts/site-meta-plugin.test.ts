// @vitest-environment node
import { join } from "node:path";
import { JOB_TYPES } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { buildSiteMeta } from "./site-meta-plugin.ts";

const localesDir = join(import.meta.dirname, "../src/locales");

describe("site meta", () => {
  it("carries each language's labels of the fixed lists, keyed by the stored value", () => {
    const am = buildSiteMeta(localesDir, "am");
    expect(am.vocabularies.jobTypes["Full-time"]).toBe("ሙሉ ጊዜ");
    expect(am.vocabularies.internshipCategories["Web Development Intern"]).toBe("የዌብ ልማት ተለማማጅ");
    expect(Object.keys(am.vocabularies.jobTypes)).toEqual([...JOB_TYPES]);
    const om = buildSiteMeta(localesDir, "om");
    expect(om.vocabularies.modesOfStudy.Online).toBe("Toora interneetiin");
    expect(buildSiteMeta(localesDir, "en").vocabularies.scholarshipTypes["Fully Funded"]).toBe(
      "Fully Funded",
    );
  });
});
