import { describe, expect, it } from "vitest";
import {
  isVocabularyValue,
  labelFrom,
  opportunityTitleLabel,
  VOCABULARIES,
  VOCABULARY_NAMES,
  type VocabularyLabels,
  vocabularyKey,
} from "./vocabularies.ts";

describe("vocabularies", () => {
  it.each(VOCABULARY_NAMES)("%s: every value can be a catalog key (no '.' or ':')", (vocabulary) => {
    for (const value of VOCABULARIES[vocabulary].values) expect(value).not.toMatch(/[.:]/);
  });

  it("names a value's label by its section and the value, and nothing for free text", () => {
    expect(vocabularyKey("jobTypes", "Full-time")).toBe("opportunities:jobTypes.Full-time");
    expect(vocabularyKey("jobTypes", "Seasonal")).toBeUndefined();
    expect(isVocabularyValue("modesOfStudy", "Online")).toBe(true);
    expect(isVocabularyValue("modesOfStudy", "online")).toBe(false);
  });

  it("reads a label from a language's labels, and a value outside the list as stored", () => {
    const labels = Object.fromEntries(VOCABULARY_NAMES.map((name) => [name, {}])) as VocabularyLabels;
    labels.jobTypes["Full-time"] = "ሙሉ ጊዜ";
    expect(labelFrom(labels, "jobTypes", "Full-time")).toBe("ሙሉ ጊዜ");
    expect(labelFrom(labels, "jobTypes", "Seasonal")).toBe("Seasonal");
    expect(labelFrom(labels, "jobTypes", "Part-time")).toBe("Part-time");
  });

  it("labels a title only for a kind named by a vocabulary value", () => {
    const label = (vocabulary: string, value: string) => `${vocabulary}:${value}`;
    expect(opportunityTitleLabel("internships", "Web Development Intern", label)).toBe(
      "internshipCategories:Web Development Intern",
    );
    expect(opportunityTitleLabel("jobs", "Accountant", label)).toBe("Accountant");
    expect(opportunityTitleLabel("scholarships", "Masters", label)).toBe("Masters");
  });
});
