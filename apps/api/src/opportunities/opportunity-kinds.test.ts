import {
  OPPORTUNITY_FILTERS,
  OPPORTUNITY_KIND_REGISTRY,
  OPPORTUNITY_KINDS,
  VOCABULARIES,
} from "@btw/contracts";
import { $Enums } from "@btw/db";
import { describe, expect, it } from "vitest";
import { API_OPPORTUNITY_KINDS, apiOpportunityKinds } from "./opportunity-kinds.ts";

describe("the API's opportunity kinds", () => {
  it("take every setting from the contracts' registry", () => {
    expect(apiOpportunityKinds.map((kind) => kind.kind)).toEqual([...OPPORTUNITY_KINDS]);
    for (const name of OPPORTUNITY_KINDS) {
      const kind = API_OPPORTUNITY_KINDS[name];
      const entry = OPPORTUNITY_KIND_REGISTRY[name];
      expect(kind.kind).toBe(name);
      expect(kind.entity).toBe(entry.entity);
      expect(kind.listKey).toBe(entry.listKey);
      expect(kind.paths).toBe(entry.paths);
      expect(kind.page).toBe(entry.page);
      expect(kind.hasPhoto).toBe(entry.hasPhoto);
      expect(kind.schemas).toBe(entry.schemas);
      // Every filter the contracts offer reads a column, in the contracts' order.
      expect(Object.keys(kind.filters)).toEqual(Object.keys(OPPORTUNITY_FILTERS[name]));
    }
  });

  it("store the contracts' values in the database's enums", () => {
    expect(Object.values($Enums.StudyLevel)).toEqual(VOCABULARIES.studyLevels.values);
    expect(Object.values($Enums.Funding)).toEqual(VOCABULARIES.fundingLevels.values);
  });

  it("names an internship by its title, else what its Other category is, else its category", () => {
    const { titleOf } = API_OPPORTUNITY_KINDS.internships;
    const row = { title: null, internshipCategory: "Other", categoryOther: "Agronomy", company: ["Farm"] };
    const name = (over: object) => titleOf({ ...row, ...over } as Parameters<typeof titleOf>[0]);
    expect(name({ title: "Coffee intern" })).toBe("Coffee intern at Farm");
    expect(name({})).toBe("Agronomy at Farm");
    expect(name({ internshipCategory: "Web Development Intern" })).toBe("Web Development Intern at Farm");
  });
});
