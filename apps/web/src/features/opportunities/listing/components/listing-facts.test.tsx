import { afterEach, describe, expect, it } from "vitest";
import { loadNamespaces, setLanguage } from "../../../../lib/i18n.ts";
import { aJob, anInternship, aScholarship, aTraining } from "../../../../test/fixtures.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { InternshipDetailBody } from "../../kinds/internships/internship-detail-page.tsx";
import { JobDetailBody } from "../../kinds/jobs/job-detail-page.tsx";
import { ScholarshipDetailBody } from "../../kinds/scholarships/scholarship-detail-page.tsx";
import { TrainingDetailBody } from "../../kinds/training/training-detail-page.tsx";

/** The page's description list as "term: details" lines. */
const facts = () =>
  [...document.querySelectorAll(".detail-list > div")].map(
    (entry) => `${entry.querySelector("dt")?.textContent}: ${entry.querySelector("dd")?.textContent}`,
  );

describe("an opportunity's page lists what its list filters by", () => {
  afterEach(async () => {
    await setLanguage("en");
  });

  it("a scholarship's level, funding, host country, fields and mode; experience only when the poster said it", () => {
    renderWithApp(
      <ScholarshipDetailBody
        item={aScholarship(1, {
          studyLevels: ["master", "phd"],
          funding: "full",
          hostCountry: "Germany",
          fieldsOfStudy: ["Computer Science"],
        })}
      />,
    );
    expect(facts()).toEqual([
      "Level of study: Master's degree, PhD",
      "Funding: Fully funded",
      "Host country: Germany",
      "Fields of study: Computer Science",
      "Mode of study: On campus",
      "Eligible countries: Ethiopia",
    ]);
  });

  it("a scholarship open to any field says so, and leaves out what the poster did not state", () => {
    renderWithApp(
      <ScholarshipDetailBody item={aScholarship(2, { fieldsOfStudy: [], experience: "Two years" })} />,
    );
    expect(facts()).toEqual([
      "Experience: Two years",
      "Fields of study: Any field",
      "Mode of study: On campus",
      "Eligible countries: Ethiopia",
    ]);
  });

  it("an internship's category, pay, city and workplace; a job's and a training's own", () => {
    const { unmount } = renderWithApp(
      <InternshipDetailBody item={anInternship(3, { pay: "paid", city: "Adama", workplace: "hybrid" })} />,
    );
    expect(facts().slice(0, 4)).toEqual([
      "Internship category: Web Development Intern",
      "Paid or unpaid: Paid",
      "City: Adama",
      "On site or remote: Hybrid",
    ]);
    unmount();
    const job = renderWithApp(
      <JobDetailBody
        item={aJob(4, { jobCategory: "technology", experienceLevel: "entry", workplace: "remote" })}
      />,
    );
    expect(facts().slice(0, 4)).toEqual([
      "Job type: Full-time",
      "Category: Technology",
      "Experience level: Entry level",
      "On site or remote: Remote",
    ]);
    job.unmount();
    renderWithApp(<TrainingDetailBody item={aTraining(5, { deliveryMode: "online", cost: "free" })} />);
    expect(facts()).toEqual([
      "Training place: Ethiopia",
      "Online or in person: Online",
      "Free or paid: Free",
    ]);
  });

  it("in the reader's language", async () => {
    await setLanguage("am");
    await loadNamespaces(["opportunities"]);
    renderWithApp(<TrainingDetailBody item={aTraining(6, { deliveryMode: "online", cost: "free" })} />);
    expect(facts()[0]).toMatch(/^የሥልጠና ቦታ: /);
    expect(facts()).toHaveLength(3);
    expect(facts().join("\n")).not.toMatch(/[A-Za-z]{3}/);
  });
});
