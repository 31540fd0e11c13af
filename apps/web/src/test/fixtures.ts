// Plain response objects, shaped by the contracts' types, for tests that put data in the query cache.
import type { Blog, Internship, Job, Resource, Resume, Scholarship, Training } from "@btw/contracts";

const stamp = "2026-01-15T10:00:00.000Z";
const moderation = (id: number) => ({
  language: "en" as const,
  translations: {},
  id,
  deadline: null,
  status: "approved" as const,
  reviewReason: null,
  createdById: null,
  createdAt: stamp,
  updatedAt: stamp,
  verifiedOrganisation: false,
});

export const aScholarship = (id: number, overrides: Partial<Scholarship> = {}): Scholarship => ({
  ...moderation(id),
  title: `Scholarship ${id}`,
  scholarshipType: "Fully Funded",
  modeOfStudy: "On campus",
  experience: null,
  description: null,
  fieldsOfStudy: ["Computer Science"],
  studyLevels: [],
  funding: null,
  hostCountry: null,
  eligibilityCountries: ["Ethiopia"],
  photo1: null,
  URL: `https://scholarships.example.org/${id}`,
  ...overrides,
});

export const anInternship = (id: number, overrides: Partial<Internship> = {}): Internship => ({
  ...moderation(id),
  title: null,
  internshipCategory: "Web Development Intern",
  categoryOther: null,
  pay: null,
  city: null,
  workplace: null,
  openDate: null,
  company: [`Company ${id}`],
  skill: ["HTML"],
  eligibilityCountries: ["Ethiopia"],
  Responsibilities: "Build pages.",
  Benefits: "Mentorship.",
  photo1: null,
  applyUrl: `https://apply.example.org/${id}`,
  ...overrides,
});

export const aTraining = (id: number, overrides: Partial<Training> = {}): Training => ({
  ...moderation(id),
  Title: `Training ${id}`,
  Description: "Four weeks of evening classes.",
  photo1: null,
  selectedCountries: ["Ethiopia"],
  deliveryMode: null,
  cost: null,
  applyUrl: `https://apply.example.org/training/${id}`,
  startDate: null,
  endDate: null,
  ...overrides,
});

export const aJob = (id: number, overrides: Partial<Job> = {}): Job => ({
  ...moderation(id),
  JobTitle: `Job ${id}`,
  Type: "Full-time",
  Description: "A job.",
  company: "Employer",
  location: "Addis Ababa, Ethiopia",
  jobCategory: null,
  categoryOther: null,
  experienceLevel: null,
  city: null,
  workplace: null,
  applyUrl: `https://jobs.example.org/${id}`,
  ...overrides,
});

export const pageOf = <K extends string, T>(key: K, items: T[], page = 1, limit = 6, count = items.length) =>
  ({ [key]: items, count, totalPages: Math.max(1, Math.ceil(count / limit)), page, limit }) as Record<
    K,
    T[]
  > & {
    count: number;
    totalPages: number;
    page: number;
    limit: number;
  };

export const aResume = (id: number, overrides: Partial<Resume> = {}): Resume => ({
  id,
  fullName: "Abebe Kebede",
  email: "abebe@example.test",
  phone: "+251911000000",
  location: "Adama",
  education: "BSc",
  jobTitle: null,
  areaOfInterest: "Accounting",
  skillLevel: "Entry",
  coverLetter: "I keep books.",
  cvFile: `cv-${id}.pdf`,
  readAt: null,
  createdAt: "2026-11-19T10:00:00.000Z",
  ...overrides,
});

export const aBlog = (id: number, overrides: Partial<Blog> = {}): Blog => ({
  language: "en",
  translations: {},
  id,
  title: `News ${id}`,
  description: "What happened, in two lines.",
  content: "<p>The whole story.</p>",
  photo: `/uploads/images/news-${id}-1200.webp`,
  status: "published",
  publishAt: stamp,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const aResource = (id: number, overrides: Partial<Resource> = {}): Resource => ({
  language: "en",
  translations: {},
  id,
  title: `Guide ${id}`,
  description: "A one-page guide.",
  resource_files: `/uploads/resources/guide-${id}.webp`,
  mimeType: "image/webp",
  types: "ielts",
  category: 2,
  createdAt: stamp,
  ...overrides,
});
