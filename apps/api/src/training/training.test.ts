import type { Prisma } from "@btw/db";
import { describeOpportunityRoutes } from "../../test/opportunity-route-suite.ts";
import { trainingKind } from "./training.service.ts";

describeOpportunityRoutes({
  kind: trainingKind,
  validBody: (token) => ({
    Title: `Training ${token}`,
    Description: "A four-week course with weekly live sessions.",
    selectedCountries: ["Ethiopia", "Japan"],
    applyUrl: "https://training.example.org/apply",
    startDate: "2099-02-01",
    endDate: "2099-03-01",
    deadline: "2099-01-15",
  }),
  formFields: (token) => ({
    Title: `Training ${token}`,
    Description: "Weekend workshops.",
    selectedCountries: JSON.stringify(["Canada"]),
    applyUrl: "https://training.example.org/form",
    startDate: "",
    endDate: "",
    deadline: "",
  }),
  requiredField: "Title",
  editBody: (token) => ({ Title: `Training ${token} (edited)`, selectedCountries: ["Germany"] }),
  row: (token, index) => ({
    Title: `Paging ${token} ${index}`,
    Description: "Self-paced.",
    selectedCountries: ["Ethiopia"],
    applyUrl: "https://training.example.org/row",
  }),
  insertMany: (db, rows) => db.training.createMany({ data: rows as Prisma.TrainingCreateManyInput[] }),
  filter: {
    param: "country",
    value: "Japan",
    apply: (row, matches) => ({ ...row, selectedCountries: matches ? ["Ethiopia", "Japan"] : ["Ethiopia"] }),
  },
});
