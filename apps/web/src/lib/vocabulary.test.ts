import { VOCABULARIES, VOCABULARY_NAMES } from "@btw/contracts";
import { afterEach, describe, expect, it } from "vitest";
import amOpportunities from "../locales/am/opportunities.json";
import omOpportunities from "../locales/om/opportunities.json";
import { i18n, loadNamespaces, setLanguage } from "./i18n.ts";
import { vocabularyLabel } from "./vocabulary.ts";

afterEach(async () => {
  await setLanguage("en");
});

async function tIn(language: "en" | "am" | "om") {
  await setLanguage(language);
  await loadNamespaces(["opportunities"]);
  return i18n.getFixedT(language, "opportunities");
}

describe("vocabularyLabel", () => {
  it("gives a stored value's label in the page's language", async () => {
    expect(vocabularyLabel(await tIn("am"), "jobTypes", "Full-time")).toBe("ሙሉ ጊዜ");
    expect(vocabularyLabel(await tIn("om"), "modesOfStudy", "Online")).toBe("Toora interneetiin");
    expect(
      vocabularyLabel(await tIn("am"), "internshipCategories", "Software Developer Intern (C/C++/Java)"),
    ).toBe("የሶፍትዌር ገንቢ ተለማማጅ (C/C++/Java)");
    expect(vocabularyLabel(await tIn("en"), "scholarshipTypes", "Tuition Waiver")).toBe("Tuition Waiver");
  });

  it("shows a value outside the list as stored (older free text)", async () => {
    const t = await tIn("am");
    expect(vocabularyLabel(t, "jobTypes", "Seasonal")).toBe("Seasonal");
    expect(vocabularyLabel(t, "jobTypes", "full-time")).toBe("full-time");
    expect(vocabularyLabel(t, "countries", "Kenya")).toBe("Kenya");
  });

  it.each([
    ["am", amOpportunities],
    ["om", omOpportunities],
  ] as const)("has a %s label, not the English value, for every value of every list", (_, catalog) => {
    for (const name of VOCABULARY_NAMES) {
      const key = VOCABULARIES[name].section.split(":")[1] ?? "";
      const section = (catalog as unknown as Record<string, Record<string, string>>)[key] ?? {};
      for (const value of VOCABULARIES[name].values) {
        expect(section[value], `${name}: ${value}`).toBeTruthy();
        expect(section[value], `${name}: ${value}`).not.toBe(value);
      }
    }
  });
});
