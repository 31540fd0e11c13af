import { describe, expect, it } from "vitest";
import {
  approveBodySchema,
  DONATION_LIMITS_ETB,
  DONOR_PHONE_MESSAGE,
  donationRequestSchema,
  feedbackInputSchema,
  imageSrcSet,
  RESOURCE_CATEGORY_OPTIONS,
  RESOURCE_TYPES,
  registerInputSchema,
  scholarshipInputSchema,
  scholarshipPageQuerySchema,
  scholarshipUpdateSchema,
  totalPages,
} from "./index.ts";

const scholarship = {
  title: "DAAD Master's Scholarship",
  scholarshipType: "Fully Funded",
  modeOfStudy: "On campus",
  URL: "https://www.daad.de",
  eligibilityCountries: [],
};

describe("list fields", () => {
  it("accept a real list, a JSON-encoded list (as old multipart forms sent) and comma-separated text", () => {
    for (const fieldsOfStudy of [
      ["Engineering", "Data Science"],
      '["Engineering","Data Science"]',
      "Engineering, Data Science",
    ]) {
      const parsed = scholarshipInputSchema.parse({ ...scholarship, fieldsOfStudy });
      expect(parsed.fieldsOfStudy).toEqual(["Engineering", "Data Science"]);
    }
  });

  it("drop duplicates and reject broken JSON with a message naming the field", () => {
    expect(
      scholarshipInputSchema.parse({ ...scholarship, fieldsOfStudy: ["Engineering", "Engineering"] })
        .fieldsOfStudy,
    ).toEqual(["Engineering"]);
    const result = scholarshipInputSchema.safeParse({ ...scholarship, fieldsOfStudy: '["unclosed' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["fieldsOfStudy"]);
  });
});

describe("edits", () => {
  it("clear an optional field sent empty and leave out what is not sent", () => {
    expect(scholarshipUpdateSchema.parse({ experience: "" })).toEqual({ experience: null });
    expect(scholarshipUpdateSchema.parse({})).toEqual({});
  });
});

describe("pagination", () => {
  it("defaults to the spec's page size and caps the limit at 100", () => {
    expect(scholarshipPageQuerySchema.parse({})).toMatchObject({ page: 1, limit: 6, sort: "newest" });
    expect(scholarshipPageQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(scholarshipPageQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(totalPages(0, 4)).toBe(1);
    expect(totalPages(9, 4)).toBe(3);
  });
});

describe("feedback", () => {
  it("uses the spec's messages and accepts phone numbers as people type them", () => {
    const empty = feedbackInputSchema.safeParse({ phone: "", message: "" });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      "Phone required",
      "message is required",
    ]);
    expect(feedbackInputSchema.parse({ phone: "+251 911 234 567", message: "Hi" }).phone).toBe(
      "+251 911 234 567",
    );
    expect(feedbackInputSchema.safeParse({ phone: "call me", message: "Hi" }).success).toBe(false);
  });

  it("says a message is too long, not missing, past its 5,000 characters", () => {
    const long = feedbackInputSchema.safeParse({ phone: "0911234567", message: "x".repeat(5001) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      "Message must be at most 5000 characters",
    ]);
    expect(feedbackInputSchema.safeParse({ phone: "0911234567", message: "x".repeat(5000) }).success).toBe(
      true,
    );
  });
});

describe("donation request", () => {
  const donor = {
    amount: "250",
    fname: "Abebe",
    lname: "Kebede",
    phone_number: "+251 911 234 567",
    email: "Abebe@Example.com",
    address: "Bole, Addis Ababa",
  };

  it("normalises the amount, the phone number (E.164) and the email", () => {
    const parsed = donationRequestSchema.parse(donor);
    expect(parsed).toMatchObject({
      amount: 250,
      phone_number: "+251911234567",
      email: "abebe@example.com",
      title: "Donate",
      donationType: "oneTime",
    });
  });

  it("reads Ethiopian numbers as people type them and takes numbers from abroad with their country code", () => {
    const phone = (phone_number: string) => donationRequestSchema.safeParse({ ...donor, phone_number });
    for (const typed of ["0911234567", "251911234567", "+251 911-234-567", "00251911234567"])
      expect(phone(typed).data?.phone_number, typed).toBe("+251911234567");
    expect(phone("0711234567").data?.phone_number).toBe("+251711234567");
    expect(phone("+1 (404) 555-0199").data?.phone_number).toBe("+14045550199");
    expect(phone("+44 20 7946 0958").data?.phone_number).toBe("+442079460958");
    for (const bad of ["12345", "call me", "+251 911", "+1 404"])
      expect(phone(bad).error?.issues[0]?.message, bad).toBe(DONOR_PHONE_MESSAGE);
  });

  it("refuses amounts outside the limits", () => {
    expect(donationRequestSchema.safeParse({ ...donor, amount: DONATION_LIMITS_ETB.min - 1 }).success).toBe(
      false,
    );
    expect(donationRequestSchema.safeParse({ ...donor, amount: DONATION_LIMITS_ETB.max + 1 }).success).toBe(
      false,
    );
    expect(donationRequestSchema.safeParse({ ...donor, amount: "ten" }).success).toBe(false);
  });
});

describe("accounts", () => {
  it("refuse passwords bcrypt would silently truncate", () => {
    const base = { fullName: "Hana", email: "hana@example.org" };
    expect(registerInputSchema.safeParse({ ...base, password: "short" }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...base, password: "ሀ".repeat(25) }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...base, password: "a long enough passphrase" }).success).toBe(
      true,
    );
  });
});

describe("approval", () => {
  it("approves when the body is empty", () => {
    expect(approveBodySchema.parse(undefined)).toEqual({ status: "approved" });
    expect(approveBodySchema.parse({ status: "rejected", reason: "Link is broken" })).toEqual({
      status: "rejected",
      reason: "Link is broken",
    });
  });
});

describe("resources and images", () => {
  it("every dropdown option is a resource type with a category code", () => {
    for (const option of RESOURCE_CATEGORY_OPTIONS)
      expect(RESOURCE_TYPES[option].category).toBeGreaterThan(0);
    expect(RESOURCE_CATEGORY_OPTIONS).toHaveLength(11);
  });

  it("gives a srcset for stored WebP variants and none for other addresses", () => {
    expect(imageSrcSet("/uploads/images/ab-1200.webp")).toBe(
      "/uploads/images/ab-400.webp 400w, /uploads/images/ab-800.webp 800w, /uploads/images/ab-1200.webp 1200w",
    );
    expect(imageSrcSet("https://example.org/photo.jpg")).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });
});
