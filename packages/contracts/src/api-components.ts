// The API's named shapes. The OpenAPI document (apps/api/src/openapi) lists each once under
// components/schemas and refers to it ($ref) wherever a request or an answer carries it.
import { userSchema } from "./accounts.ts";
import { reviewContextSchema } from "./approvals.ts";
import { errorResponseSchema } from "./common.ts";
import { blogSchema, resourceSchema, teamMemberSchema, testimonialSchema } from "./content.ts";
import { donationRequestSchema, donationSchema } from "./donations.ts";
import {
  internshipInputSchema,
  internshipSchema,
  jobInputSchema,
  jobSchema,
  scholarshipInputSchema,
  scholarshipSchema,
  trainingInputSchema,
  trainingSchema,
} from "./opportunities.ts";
import { reportSchema } from "./reports.ts";
import { contactMessageSchema, feedbackSchema, resumeSchema, subscriberSchema } from "./submissions.ts";

export const API_COMPONENT_SCHEMAS = {
  Error: errorResponseSchema,
  Scholarship: scholarshipSchema,
  ScholarshipInput: scholarshipInputSchema,
  Internship: internshipSchema,
  InternshipInput: internshipInputSchema,
  Training: trainingSchema,
  TrainingInput: trainingInputSchema,
  Job: jobSchema,
  JobInput: jobInputSchema,
  ReviewContext: reviewContextSchema,
  Resource: resourceSchema,
  Blog: blogSchema,
  Testimonial: testimonialSchema,
  TeamMember: teamMemberSchema,
  Donation: donationSchema,
  DonationRequest: donationRequestSchema,
  User: userSchema,
  Feedback: feedbackSchema,
  Resume: resumeSchema,
  Subscriber: subscriberSchema,
  ContactMessage: contactMessageSchema,
  Report: reportSchema,
} as const;
