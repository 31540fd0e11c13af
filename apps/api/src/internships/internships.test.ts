import { INTERNSHIP_CATEGORIES } from "@btw/contracts";
import type { Prisma } from "@btw/db";
import { describeOpportunityRoutes } from "../../test/opportunity-route-suite.ts";
import { internshipKind } from "./internships.service.ts";

describeOpportunityRoutes({
  kind: internshipKind,
  validBody: (token) => ({
    internshipCategory: "Web Development Intern",
    openDate: "2099-01-15",
    company: [`Company ${token}`],
    skill: ["JavaScript", "Git"],
    eligibilityCountries: ["Ethiopia"],
    Responsibilities: "Build and test features with the product team.",
    Benefits: "Monthly stipend and mentorship.",
    applyUrl: "https://internships.example.org/apply",
    deadline: "2099-12-31",
  }),
  formFields: (token) => ({
    internshipCategory: "Mobile App Developer Intern",
    openDate: "",
    company: JSON.stringify([`Company ${token}`, "Partner"]),
    skill: "Kotlin,Swift",
    eligibilityCountries: JSON.stringify(["Ethiopia"]),
    Responsibilities: "Ship a feature.",
    Benefits: "Stipend.",
    applyUrl: "https://internships.example.org/form",
    deadline: "2099-06-30",
  }),
  requiredField: "Responsibilities",
  editBody: (token) => ({
    company: [`Company ${token} renamed`],
    Benefits: "Stipend, laptop and mentorship.",
  }),
  row: (token, index) => ({
    internshipCategory: INTERNSHIP_CATEGORIES[1],
    company: [`Paging ${token} ${index}`],
    skill: [],
    eligibilityCountries: ["Ethiopia"],
    Responsibilities: "Label data.",
    Benefits: "Stipend.",
    applyUrl: "https://internships.example.org/row",
  }),
  insertMany: (db, rows) => db.internship.createMany({ data: rows as Prisma.InternshipCreateManyInput[] }),
  filter: {
    param: "category",
    value: "Mobile App Developer Intern",
    apply: (row, matches) => ({
      ...row,
      internshipCategory: matches ? "Mobile App Developer Intern" : "Web Development Intern",
    }),
  },
});
