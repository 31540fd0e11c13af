// Each admin edit form opens a stored listing with every select on its stored choice (not the
// placeholder): the required ones (category, type, mode of study) and the optional ones.
import { VOCABULARIES, type Vocabulary } from "@btw/contracts";
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../../testing/render-admin.tsx";
import { InternshipForm } from "./internship-form.tsx";
import { JobForm } from "./job-form.tsx";
import { ScholarshipForm } from "./scholarship-form.tsx";
import { TrainingForm } from "./training-form.tsx";

/** A vocabulary's last value: never the first, so a select left on its first option cannot pass. */
const last = (vocabulary: Vocabulary) => VOCABULARIES[vocabulary].values.at(-1) as string;

const common = {
  id: 9,
  language: "en" as const,
  translations: {},
  status: "pending" as const,
  reviewReason: null,
  createdById: 3,
  verifiedOrganisation: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  deadline: "2027-02-01T00:00:00.000Z",
  applyUrl: "https://example.org/apply",
  photo1: null,
};

/** Each form with a stored item, and its selects' labels with the values they must show. */
const forms: Array<{
  name: string;
  form: (save: () => Promise<void>) => ReactNode;
  selects: Record<string, string>;
}> = [
  {
    name: "scholarship",
    form: (onSave) => (
      <ScholarshipForm
        item={
          {
            ...common,
            title: "A scholarship",
            scholarshipType: "Fully Funded",
            modeOfStudy: last("modesOfStudy"),
            experience: null,
            description: "<p>Study.</p>",
            fieldsOfStudy: ["Engineering"],
            studyLevels: [],
            funding: last("fundingLevels"),
            hostCountry: last("allCountries"),
            eligibilityCountries: [],
            URL: "https://example.org/s",
          } as never
        }
        onSave={onSave}
        cancelTo="/admin/scholarships"
        submitLabel="Save"
      />
    ),
    selects: {
      "Mode of study": last("modesOfStudy"),
      Funding: last("fundingLevels"),
      "Host country": last("allCountries"),
    },
  },
  {
    name: "internship",
    form: (onSave) => (
      <InternshipForm
        item={
          {
            ...common,
            title: null,
            internshipCategory: last("internshipCategories"),
            categoryOther: null,
            pay: last("payKinds"),
            city: last("cities"),
            workplace: last("workplaces"),
            openDate: null,
            company: ["Shega Media"],
            skill: [],
            eligibilityCountries: [],
            Responsibilities: "<p>Build.</p>",
            Benefits: "<p>Learn.</p>",
          } as never
        }
        onSave={onSave}
        cancelTo="/admin/internships"
        submitLabel="Save"
      />
    ),
    selects: {
      "Internship category": last("internshipCategories"),
      "Paid or unpaid": last("payKinds"),
      City: last("cities"),
      "On site or remote": last("workplaces"),
    },
  },
  {
    name: "training",
    form: (onSave) => (
      <TrainingForm
        item={
          {
            ...common,
            Title: "A training",
            Description: "<p>Learn.</p>",
            selectedCountries: ["Ethiopia"],
            deliveryMode: last("deliveryModes"),
            cost: last("costs"),
            startDate: null,
            endDate: null,
          } as never
        }
        onSave={onSave}
        cancelTo="/admin/training"
        submitLabel="Save"
      />
    ),
    selects: { "Online or in person": last("deliveryModes"), "Free or paid": last("costs") },
  },
  {
    name: "job",
    form: (onSave) => (
      <JobForm
        item={
          {
            ...common,
            JobTitle: "A job",
            Type: last("jobTypes"),
            Description: "<p>Work.</p>",
            company: "Shega Media",
            location: null,
            jobCategory: last("jobCategories"),
            categoryOther: null,
            experienceLevel: last("experienceLevels"),
            city: last("cities"),
            workplace: last("workplaces"),
          } as never
        }
        onSave={onSave}
        cancelTo="/admin/jobs"
        submitLabel="Save"
      />
    ),
    selects: {
      Type: last("jobTypes"),
      Category: last("jobCategories"),
      "Experience level": last("experienceLevels"),
      City: last("cities"),
      "On site or remote": last("workplaces"),
    },
  },
];

describe("Admin opportunity forms", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);
  beforeEach(() => localStorage.clear());

  it.each(forms)("open a stored $name with its selects on the stored choices", ({ form, selects }) => {
    renderAdmin(form(async () => {}));
    for (const [label, value] of Object.entries(selects))
      expect(screen.getByRole("combobox", { name: new RegExp(`^${label}`) }), label).toHaveValue(value);
  });
});
