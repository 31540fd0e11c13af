import type { Prisma } from "@btw/db";
import { describeOpportunityRoutes } from "../../test/opportunity-route-suite.ts";
import { scholarshipKind } from "./scholarships.service.ts";

describeOpportunityRoutes({
  kind: scholarshipKind,
  validBody: (token) => ({
    title: `Scholarship ${token}`,
    scholarshipType: "Fully Funded",
    modeOfStudy: "Online",
    experience: "Bachelor's degree",
    fieldsOfStudy: ["Computer Science", "Data Science"],
    eligibilityCountries: ["Ethiopia"],
    URL: "https://scholarships.example.org/apply",
    deadline: "2099-12-31",
  }),
  formFields: (token) => ({
    title: `Scholarship ${token}`,
    scholarshipType: "Partially Funded",
    modeOfStudy: "On campus",
    experience: "",
    fieldsOfStudy: JSON.stringify(["Engineering"]),
    eligibilityCountries: JSON.stringify(["Ethiopia", "Kenya"]),
    URL: "https://scholarships.example.org/form",
    deadline: "",
  }),
  requiredField: "title",
  editBody: (token) => ({ title: `Scholarship ${token} (edited)`, fieldsOfStudy: ["Public Health"] }),
  row: (token, index) => ({
    title: `Paging ${token} ${index}`,
    scholarshipType: "Fully Funded",
    modeOfStudy: "Online",
    fieldsOfStudy: ["Engineering"],
    eligibilityCountries: ["Ethiopia"],
    URL: "https://scholarships.example.org/row",
  }),
  insertMany: (db, rows) => db.scholarship.createMany({ data: rows as Prisma.ScholarshipCreateManyInput[] }),
  filter: {
    param: "fieldOfStudy",
    value: "Data Science",
    apply: (row, matches) => ({
      ...row,
      fieldsOfStudy: matches ? ["Engineering", "Data Science"] : ["Engineering"],
    }),
  },
});
