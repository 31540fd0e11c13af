import type { Prisma } from "@btw/db";
import { describeOpportunityRoutes } from "../../test/opportunity-route-suite.ts";
import { jobKind } from "./jobs.service.ts";

describeOpportunityRoutes({
  kind: jobKind,
  validBody: (token) => ({
    JobTitle: `Junior developer ${token}`,
    Type: "Full-time",
    Description: "Join a small team in Addis Ababa.",
    company: "Example Employer",
    location: "Addis Ababa, Ethiopia",
    applyUrl: "https://jobs.example.org/apply",
    deadline: "2099-12-31",
  }),
  formFields: (token) => ({
    JobTitle: `Data analyst ${token}`,
    Type: "Part-time",
    Description: "Reports and dashboards.",
    company: "",
    location: "",
    applyUrl: "https://jobs.example.org/form",
    deadline: "",
  }),
  requiredField: "JobTitle",
  editBody: (token) => ({ JobTitle: `Senior developer ${token}`, Type: "Contract" }),
  row: (token, index) => ({
    JobTitle: `Paging ${token} ${index}`,
    Type: "Remote",
    Description: "Remote work.",
    applyUrl: "https://jobs.example.org/row",
  }),
  insertMany: (db, rows) => db.job.createMany({ data: rows as Prisma.JobCreateManyInput[] }),
});
