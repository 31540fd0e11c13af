import { describe, expect, it } from "vitest";
import { type BandTexts, opportunityBand } from "./opportunity-band.ts";

const texts: BandTexts = {
  language: "en",
  label: (vocabulary, value) => `${vocabulary}:${value}`,
  leads: {
    trainingDates: "{{start}} to {{end}}",
    trainingDatesTbd: "Dates to be announced",
    internshipOpens: "Opens {{date}}",
    internshipOpenNow: "Open now",
  },
};

describe("opportunityBand", () => {
  it("names fixed-list values by their labels and writes leads from the templates", () => {
    expect(
      opportunityBand(
        "scholarships",
        { scholarshipType: "Fully Funded", modeOfStudy: "Online", title: "T" },
        texts,
      ),
    ).toEqual({ eyebrow: "scholarshipTypes:Fully Funded · modesOfStudy:Online", title: "T" });
    expect(
      opportunityBand(
        "internships",
        {
          company: ["A", "B"],
          internshipCategory: "Web Development Intern",
          openDate: "2027-01-05T00:00:00.000Z",
        },
        texts,
      ),
    ).toEqual({
      eyebrow: "A, B",
      title: "internshipCategories:Web Development Intern",
      lead: "Opens 5 January 2027",
    });
    expect(
      opportunityBand("internships", { company: [], internshipCategory: "x", openDate: null }, texts).lead,
    ).toBe("Open now");
    // An internship with its own title is named by it; its category stays the filter's.
    expect(
      opportunityBand(
        "internships",
        { company: [], internshipCategory: "Other", title: "Public health intern", openDate: null },
        texts,
      ).title,
    ).toBe("Public health intern");
  });

  it("reads dates as the API's strings or the database's Dates alike, in the page's language", () => {
    const course = { selectedCountries: ["Japan"], Title: "C", startDate: "2026-12-01T00:00:00.000Z" };
    expect(
      opportunityBand("training", { ...course, endDate: new Date("2026-12-20T00:00:00Z") }, texts),
    ).toEqual({
      eyebrow: "countries:Japan",
      title: "C",
      lead: "1 December 2026 to 20 December 2026",
    });
    expect(opportunityBand("training", { ...course, endDate: null }, { ...texts, language: "am" }).lead).toBe(
      "ኅዳር 22 ቀን 2019 ዓ.ም. (1 Dec 2026)",
    );
    expect(opportunityBand("training", { ...course, startDate: null, endDate: null }, texts).lead).toBe(
      "Dates to be announced",
    );
  });

  it("gives a job no lead when it names neither company nor place", () => {
    const job = { Type: "Full-time", JobTitle: "J", company: null, location: null };
    expect(opportunityBand("jobs", job, texts)).toEqual({ eyebrow: "jobTypes:Full-time", title: "J" });
    expect(opportunityBand("jobs", { ...job, location: "Adama" }, texts).lead).toBe("Adama");
  });
});
