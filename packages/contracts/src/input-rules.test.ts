import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clearableHttpUrl,
  DATE_RANGE,
  donationRequestSchema,
  feedbackInputSchema,
  findControlCharacters,
  hasControlCharacters,
  httpUrl,
  ID_RANGE,
  idParamsSchema,
  internshipInputSchema,
  internshipUpdateSchema,
  jobInputSchema,
  jobPageQuerySchema,
  jobUpdateSchema,
  nullableDate,
  optionalDate,
  registerInputSchema,
  scholarshipInputSchema,
  trainingInputSchema,
  trainingUpdateSchema,
} from "./index.ts";

/** Every code point no text field accepts, whatever its kind. */
const forbiddenEverywhere = fc.oneof(
  fc.integer({ min: 0x00, max: 0x08 }),
  fc.constantFrom(0x0b, 0x0c),
  fc.integer({ min: 0x0e, max: 0x1f }),
  fc.integer({ min: 0x7f, max: 0x9f }),
);
const withControl = fc
  .tuple(fc.string(), forbiddenEverywhere, fc.string())
  .map(([before, code, after]) => `${before}${String.fromCodePoint(code)}${after}`);

describe("ids", () => {
  it("accept every whole number from 1 to 2^31-1, as text or number", () => {
    fc.assert(
      fc.property(fc.integer({ min: ID_RANGE.min, max: ID_RANGE.max }), (id) => {
        expect(idParamsSchema.parse({ id: String(id) })).toEqual({ id });
        expect(idParamsSchema.parse({ id })).toEqual({ id });
      }),
    );
  });

  it("refuse everything else: out of range, signs, exponents, hex, spaces, lists", () => {
    for (const id of [
      "0",
      "-1",
      "2147483648",
      "99999999999",
      "1e3",
      "0x10",
      " 12",
      "12 ",
      "1.5",
      "",
      "abc",
    ]) {
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
    expect(idParamsSchema.safeParse({ id: ["12"] }).success).toBe(false);
    fc.assert(
      fc.property(fc.oneof(fc.bigInt({ max: 0n }), fc.bigInt({ min: BigInt(ID_RANGE.max) + 1n })), (id) => {
        expect(idParamsSchema.safeParse({ id: String(id) }).success).toBe(false);
      }),
    );
  });
});

describe("control characters", () => {
  it("are found in any string, key or depth of a request value", () => {
    fc.assert(
      fc.property(withControl, (text) => {
        expect(hasControlCharacters(text, { multiline: true })).toBe(true);
        expect(findControlCharacters({ a: [{ b: text }] })).toEqual(["a", 0, "b"]);
      }),
    );
    expect(findControlCharacters({ "a\u0000": 1 })).toEqual(["a\u0000"]);
    expect(findControlCharacters({ a: "line\nbreak\ttab\r" })).toBeUndefined();
  });

  it("are looked for without recursion, in time that grows with the value, at any depth", () => {
    let deep: unknown = "x\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const path = findControlCharacters({ deep });
    expect(path).toHaveLength(100_001);
    expect(path?.[0]).toBe("deep");
  });

  it("are refused by every text field, single-line fields also refuse tabs and line breaks", () => {
    const job = {
      JobTitle: "Clerk",
      Type: "Full-time",
      Description: "Files and phones",
      applyUrl: "https://example.org/apply",
    };
    expect(jobInputSchema.safeParse(job).success).toBe(true);
    expect(jobInputSchema.safeParse({ ...job, Description: "Two\nlines\tand a tab" }).success).toBe(true);
    expect(jobInputSchema.safeParse({ ...job, JobTitle: "Two\nlines" }).success).toBe(false);
    fc.assert(
      fc.property(
        withControl,
        fc.constantFrom("JobTitle", "Type", "Description", "company", "applyUrl"),
        (text, field) => {
          expect(jobInputSchema.safeParse({ ...job, [field]: `a${text}` }).success).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(withControl, (text) => {
        expect(jobPageQuerySchema.safeParse({ q: text }).success).toBe(false);
        expect(feedbackInputSchema.safeParse({ phone: "0911234567", message: `x${text}` }).success).toBe(
          false,
        );
        expect(
          registerInputSchema.safeParse({
            fullName: `A${text}`,
            email: "a@example.org",
            password: "long enough",
          }).success,
        ).toBe(false);
      }),
    );
  });

  it("leave ordinary text from any script alone", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 }), (text) => {
        fc.pre(!hasControlCharacters(text) && text.trim() !== "");
        expect(jobPageQuerySchema.parse({ q: text }).q).toBe(text.trim());
      }),
    );
    expect(jobPageQuerySchema.parse({ q: "ሥራ በአዲስ አበባ" }).q).toBe("ሥራ በአዲስ አበባ");
  });
});

describe("dates", () => {
  it("accept form and ISO dates inside 1900..2100", () => {
    expect(optionalDate.parse("2026-12-31")).toEqual(new Date("2026-12-31"));
    expect(optionalDate.parse("2026-12-31T10:00:00.000Z")).toEqual(new Date("2026-12-31T10:00:00.000Z"));
    expect(optionalDate.parse("")).toBeUndefined();
    expect(nullableDate.parse("")).toBeNull();
    fc.assert(
      fc.property(fc.date({ min: DATE_RANGE.min, max: DATE_RANGE.max, noInvalidDate: true }), (date) => {
        expect(nullableDate.parse(date.toISOString())).toEqual(date);
      }),
    );
  });

  it("refuse the far future and past, numbers, impossible days and free text", () => {
    for (const value of [
      "+275760-09-13T00:00:00.000Z",
      "2101-01-01",
      "1899-12-31",
      "2026-02-30",
      "2026-13-01",
      "1",
      "tomorrow",
      8.64e15,
      0,
      [2026],
      true,
    ]) {
      expect(nullableDate.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe("a listing's dates", () => {
  const day = (fromToday: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + fromToday))
      .toISOString()
      .slice(0, 10);
  };
  const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
  const job = { JobTitle: "Editor", Type: "Full-time", Description: "Edit the news." };
  const internship = {
    internshipCategory: "Web Development Intern",
    company: ["Company"],
    skill: [],
    eligibilityCountries: [],
    Responsibilities: "Build pages.",
    Benefits: "Mentorship.",
  };
  const training = { Title: "T", Description: "D", selectedCountries: ["Ethiopia"] };

  it("a deadline is today or later, when posted and when edited; none is fine", () => {
    const passed = "deadline: The deadline has passed: choose today or a later day";
    expect(messages(jobInputSchema.safeParse({ ...job, deadline: day(-1) }))).toEqual([passed]);
    expect(messages(jobUpdateSchema.safeParse({ deadline: day(-1) }))).toEqual([passed]);
    expect(jobInputSchema.safeParse({ ...job, deadline: day(0) }).success).toBe(true);
    expect(jobInputSchema.safeParse({ ...job, deadline: "" }).success).toBe(true);
    expect(jobUpdateSchema.safeParse({ JobTitle: "Editor" }).success).toBe(true);
  });

  it("an internship opens by its deadline, and a training ends on or after it starts", () => {
    expect(
      messages(internshipInputSchema.safeParse({ ...internship, openDate: day(30), deadline: day(10) })),
    ).toEqual(["openDate: The opening day must be on or before the deadline"]);
    expect(messages(internshipUpdateSchema.safeParse({ openDate: day(30), deadline: day(10) }))).toEqual([
      "openDate: The opening day must be on or before the deadline",
    ]);
    expect(
      internshipInputSchema.safeParse({ ...internship, openDate: day(10), deadline: day(10) }).success,
    ).toBe(true);
    expect(
      messages(trainingInputSchema.safeParse({ ...training, startDate: day(20), endDate: day(5) })),
    ).toEqual(["endDate: The training's last day must be on or after its first day"]);
    expect(messages(trainingUpdateSchema.safeParse({ startDate: day(20), endDate: day(5) }))).toEqual([
      "endDate: The training's last day must be on or after its first day",
    ]);
    expect(trainingInputSchema.safeParse({ ...training, startDate: day(5) }).success).toBe(true);
  });
});

describe("amounts and lists", () => {
  const donor = {
    fname: "Abebe",
    lname: "Kebede",
    phone_number: "0911234567",
    email: "abebe@example.com",
    address: "Bole",
  };

  it("amounts are JSON numbers or plain decimal text", () => {
    expect(donationRequestSchema.parse({ ...donor, amount: 100 }).amount).toBe(100);
    expect(donationRequestSchema.parse({ ...donor, amount: "99.50" }).amount).toBe(99.5);
    // "12.345" is a thousands point or cents too fine: said as such, not as "not a number".
    expect(donationRequestSchema.safeParse({ ...donor, amount: "12.345" }).error?.issues[0]?.message).toBe(
      "Amount: at most 2 digits after the point",
    );
    for (const amount of [[100], "0x64", "1e2", "100abc", " ", true, {}, "Infinity"]) {
      expect(donationRequestSchema.safeParse({ ...donor, amount }).success, JSON.stringify(amount)).toBe(
        false,
      );
    }
  });

  it("list items come from the site's choices where it has them, and are plain names elsewhere", () => {
    const training = {
      Title: "T",
      Description: "D",
      applyUrl: "https://example.org",
    };
    expect(
      trainingInputSchema.parse({ ...training, selectedCountries: '["Ethiopia"]' }).selectedCountries,
    ).toEqual(["Ethiopia"]);
    expect(trainingInputSchema.safeParse({ ...training, selectedCountries: '{"a":1}' }).success).toBe(false);
    expect(trainingInputSchema.safeParse({ ...training, selectedCountries: ["Atlantis"] }).success).toBe(
      false,
    );
    expect(trainingInputSchema.safeParse({ ...training, selectedCountries: [{ a: 1 }] }).success).toBe(false);
    const scholarship = {
      title: "S",
      scholarshipType: "Fully Funded",
      modeOfStudy: "Online",
      URL: "https://example.org",
      fieldsOfStudy: ["Engineering"],
    };
    expect(
      scholarshipInputSchema.parse({ ...scholarship, eligibilityCountries: "Kenya, Côte d'Ivoire" })
        .eligibilityCountries,
    ).toEqual(["Kenya", "Côte d'Ivoire"]);
    expect(
      scholarshipInputSchema.safeParse({ ...scholarship, eligibilityCountries: '{"a":1}' }).success,
    ).toBe(false);
  });
});

describe("long texts written in the rich-text editor", () => {
  const training = (Description: string) => trainingInputSchema.shape.Description.safeParse(Description);

  it("count the characters a reader sees, so a plain text at its limit still saves as paragraphs", () => {
    const lines = Array.from({ length: 50 }, () => "x".repeat(98)).join("\n\n");
    expect(lines.length).toBe(4998);
    expect(training(lines).success).toBe(true);
    const asParagraphs = lines
      .split("\n\n")
      .map((line) => `<p>${line}</p>`)
      .join("");
    expect(asParagraphs.length).toBeGreaterThan(5000);
    expect(training(asParagraphs).success).toBe(true);
  });

  it("refuse more words than the limit, and markup beyond its allowance", () => {
    const tooManyWords = `<p>${"y".repeat(5001)}</p>`;
    expect(training(tooManyWords).error?.issues[0]?.message).toBe(
      "Description must be at most 5000 characters",
    );
    const emptyTags = `<p>${"<strong></strong>".repeat(1200)}word</p>`;
    expect(emptyTags.length).toBeGreaterThan(20000);
    expect(training(emptyTags).success).toBe(false);
  });

  it("refuse an empty required text and clear an emptied optional one", () => {
    expect(training("   ").error?.issues[0]?.message).toBe("Description required");
    expect(scholarshipInputSchema.shape.description.parse("")).toBeNull();
  });
});

describe("web addresses", () => {
  const link = httpUrl("URL");
  const optional = clearableHttpUrl("Application link");

  it("takes an address written without its scheme as https, as a browser's address bar does", () => {
    expect(link.parse(" www.adama-ngo.org ")).toBe("https://www.adama-ngo.org");
    expect(link.parse("adama-ngo.org/apply?round=2")).toBe("https://adama-ngo.org/apply?round=2");
    expect(link.parse("http://example.org/a")).toBe("http://example.org/a");
    expect(optional.parse("www.example.org")).toBe("https://www.example.org");
  });

  it("says a missing required address is required; a blank optional one is none", () => {
    for (const blank of ["", "   "]) {
      expect(link.safeParse(blank).error?.issues[0]?.message).toBe("URL required");
      expect(optional.parse(blank)).toBeNull();
    }
  });

  it("refuses other schemes and what is not an address", () => {
    for (const value of [
      "javascript:alert(1)",
      "mailto:a@example.org",
      "ftp://example.org",
      "apply here",
      "www",
    ]) {
      expect(link.safeParse(value).error?.issues[0]?.message).toBe(
        "URL must be a web address starting with http:// or https://",
      );
    }
  });
});
