// One valid row per call, with unique defaults; tests override what they care about. The demo seed
// builds its rows through these same functions, so a factory that drifts from the schema breaks the seed.
import { randomBytes } from "node:crypto";
import { INTERNSHIP_CATEGORIES, RESOURCE_TYPES, type ResourceType } from "@btw/contracts";
import type { Prisma, Role } from "../generated/prisma/client.ts";
import { hashPassword } from "./passwords.ts";

/** A client or an interactive transaction: factories work inside `db.$transaction(async (tx) => ...)`. */
export type DbClient = Prisma.TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number, from = new Date()) => new Date(from.getTime() + days * DAY_MS);

let sequence = 0;
// Test files of one run share a database from several worker processes: the random part keeps
// defaults unique across processes, the counter keeps them readable and ordered within one.
const runTag = randomBytes(3).toString("hex");
export function uniqueSuffix(): string {
  sequence += 1;
  return `${runTag}${sequence.toString().padStart(4, "0")}`;
}

// ---- Accounts -----------------------------------------------------------------------------------

/** Every factory user signs in with this unless the test chooses a password. */
export const FACTORY_PASSWORD = "born-to-win-factory-pass";

// Fixture passwords are known to every test, so their hashes use bcrypt's lowest cost (under a
// millisecond; sign-in reads the cost from the hash). Most tests share a password: hash it once.
const FIXTURE_HASH_COST = 4;
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, FIXTURE_HASH_COST);
    hashes.set(password, hash);
  }
  return hash;
}

type MakeUserOptions = Partial<Omit<Prisma.UserUncheckedCreateInput, "passwordHash" | "role">> & {
  role?: Role;
  password?: string;
};

/** A user and the plain password it signs in with. */
export async function makeUser(db: DbClient, options: MakeUserOptions = {}) {
  const { password = FACTORY_PASSWORD, role = "member", ...overrides } = options;
  const suffix = uniqueSuffix();
  const user = await db.user.create({
    data: {
      fullName: `Test ${role} ${suffix}`,
      email: `${role}-${suffix}@example.test`,
      passwordHash: await cachedHash(password),
      role,
      // Accounts are verified unless a test says otherwise (sign-up's own tests make unverified ones).
      emailVerifiedAt: new Date(),
      ...overrides,
    },
  });
  return { user, password };
}

// ---- Opportunities (default: approved, deadline a month away) ------------------------------------

export function makeScholarship(
  db: DbClient,
  overrides: Partial<Prisma.ScholarshipUncheckedCreateInput> = {},
) {
  const suffix = uniqueSuffix();
  return db.scholarship.create({
    data: {
      title: `Test Scholarship ${suffix}`,
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree",
      description: "Covers tuition, a monthly stipend and a return flight.",
      fieldsOfStudy: ["Computer Science"],
      eligibilityCountries: ["Ethiopia"],
      URL: `https://scholarships.example.org/${suffix}`,
      deadline: daysFromNow(30),
      status: "approved",
      ...overrides,
    },
  });
}

export function makeInternship(db: DbClient, overrides: Partial<Prisma.InternshipUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.internship.create({
    data: {
      internshipCategory: INTERNSHIP_CATEGORIES[0],
      openDate: new Date(),
      company: [`Test Company ${suffix}`],
      skill: ["JavaScript", "Git"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities: "Build and test features with the product team.",
      Benefits: "Monthly stipend and mentorship.",
      applyUrl: `https://internships.example.org/${suffix}`,
      deadline: daysFromNow(30),
      status: "approved",
      ...overrides,
    },
  });
}

export function makeTraining(db: DbClient, overrides: Partial<Prisma.TrainingUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.training.create({
    data: {
      Title: `Test Training ${suffix}`,
      Description: "A four-week course with weekly live sessions.",
      selectedCountries: ["Ethiopia"],
      applyUrl: `https://training.example.org/${suffix}`,
      startDate: daysFromNow(45),
      endDate: daysFromNow(75),
      deadline: daysFromNow(30),
      status: "approved",
      ...overrides,
    },
  });
}

export function makeJob(db: DbClient, overrides: Partial<Prisma.JobUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.job.create({
    data: {
      JobTitle: `Test Job ${suffix}`,
      Type: "Full-time",
      Description: "Join a small team in Addis Ababa.",
      company: `Test Employer ${suffix}`,
      location: "Addis Ababa, Ethiopia",
      applyUrl: `https://jobs.example.org/${suffix}`,
      deadline: daysFromNow(30),
      status: "approved",
      ...overrides,
    },
  });
}

// ---- Content ------------------------------------------------------------------------------------

export function makeBlog(db: DbClient, overrides: Partial<Prisma.BlogUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.blog.create({
    data: {
      title: `Test news ${suffix}`,
      description: "A short summary of the news item.",
      content: "The full story, in a few paragraphs.",
      ...overrides,
    },
  });
}

export function makeTestimonial(
  db: DbClient,
  overrides: Partial<Prisma.TestimonialUncheckedCreateInput> = {},
) {
  const suffix = uniqueSuffix();
  return db.testimonial.create({
    data: {
      full_Name: `Test Student ${suffix}`,
      clients_say: "Born To Win helped me find and win my scholarship.",
      ...overrides,
    },
  });
}

export function makeTeamMember(db: DbClient, overrides: Partial<Prisma.TeamMemberUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.teamMember.create({
    data: {
      name: `Test Member ${suffix}`,
      position: "Volunteer",
      teamMemberBio: "Mentors students through their applications.",
      twitter: `https://x.com/member${suffix}`,
      linkedn: `https://www.linkedin.com/in/member-${suffix}`,
      ...overrides,
    },
  });
}

/** `category` follows `types` (RESOURCE_TYPES) unless the test sets it. */
export function makeResource(
  db: DbClient,
  overrides: Partial<Omit<Prisma.ResourceUncheckedCreateInput, "types">> & { types?: ResourceType } = {},
) {
  const suffix = uniqueSuffix();
  const types = overrides.types ?? "resume-sample";
  return db.resource.create({
    data: {
      title: `Test resource ${suffix}`,
      description: "A one-page guide.",
      resource_files: `/uploads/test/${suffix}.pdf`,
      mimeType: "application/pdf",
      category: RESOURCE_TYPES[types].category,
      ...overrides,
      types,
    },
  });
}

// ---- What visitors send -------------------------------------------------------------------------

export function makeFeedback(db: DbClient, overrides: Partial<Prisma.FeedbackUncheckedCreateInput> = {}) {
  return db.feedback.create({
    data: {
      phone: "+251 911 234 567",
      message: `Feedback ${uniqueSuffix()}: the site helped me.`,
      ...overrides,
    },
  });
}

export function makeResume(db: DbClient, overrides: Partial<Prisma.ResumeUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.resume.create({
    data: {
      fullName: `Test Applicant ${suffix}`,
      email: `applicant-${suffix}@example.test`,
      phone: "+251 911 234 567",
      location: "Addis Ababa",
      education: "BSc in Computer Science",
      areaOfInterest: "Information technology",
      skillLevel: "College Graduate",
      coverLetter: "I would like to join as a junior developer.",
      ...overrides,
    },
  });
}

export function makeSubscriber(db: DbClient, overrides: Partial<Prisma.SubscriberUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.subscriber.create({
    data: {
      email: `reader-${suffix}@example.test`,
      confirmToken: randomBytes(24).toString("hex"),
      ...overrides,
    },
  });
}

export function makeContactMessage(
  db: DbClient,
  overrides: Partial<Prisma.ContactMessageUncheckedCreateInput> = {},
) {
  const suffix = uniqueSuffix();
  return db.contactMessage.create({
    data: {
      email: `visitor-${suffix}@example.test`,
      message: "Which English test do German universities accept?",
      ...overrides,
    },
  });
}

// ---- Donations ----------------------------------------------------------------------------------

export function makeDonation(db: DbClient, overrides: Partial<Prisma.DonationUncheckedCreateInput> = {}) {
  const suffix = uniqueSuffix();
  return db.donation.create({
    data: {
      txRef: `btw-test-${suffix}`,
      amount: 500,
      fname: "Test",
      lname: `Donor ${suffix}`,
      email: `donor-${suffix}@example.test`,
      phone_number: "0911234567",
      address: "Bole, Addis Ababa",
      ...overrides,
    },
  });
}

export function makeAuditEntry(db: DbClient, overrides: Partial<Prisma.AuditLogUncheckedCreateInput> = {}) {
  return db.auditLog.create({
    data: {
      action: "create",
      entity: "scholarship",
      entityId: uniqueSuffix(),
      summary: "Test entry",
      ...overrides,
    },
  });
}
