import { VOCABULARIES, VOCABULARY_NAMES } from "@btw/contracts";
import { SUPPORTED_LANGUAGES } from "@btw/i18n";
import { describe, expect, it } from "vitest";
import { listingTitle, vocabularyLabel, vocabularyLabels } from "./vocabulary-labels.ts";

describe("vocabulary labels the server writes", () => {
  it.each(SUPPORTED_LANGUAGES)("%s: every value of every list has a label", (language) => {
    const labels = vocabularyLabels(language);
    for (const name of VOCABULARY_NAMES) {
      expect(Object.keys(labels[name])).toEqual([...VOCABULARIES[name].values]);
    }
  });

  it("reads the site's labels, and a value outside the list as stored", () => {
    expect(vocabularyLabel("am", "internshipCategories", "Web Development Intern")).toBe("የዌብ ልማት ተለማማጅ");
    expect(vocabularyLabel("om", "jobTypes", "Full-time")).toBe("Yeroo guutuu");
    expect(vocabularyLabel("en", "internshipCategories", "Web Development Intern")).toBe(
      "Web Development Intern",
    );
    expect(vocabularyLabel("am", "internshipCategories", "Beekeeping Intern")).toBe("Beekeeping Intern");
  });

  it("labels an internship's title (its category) and leaves other kinds' titles as written", () => {
    expect(listingTitle("om", "internships", "Web Development Intern")).toBe("Shaakaltuu Misooma Weebii");
    expect(listingTitle("am", "jobs", "Full-time")).toBe("Full-time");
  });
});
