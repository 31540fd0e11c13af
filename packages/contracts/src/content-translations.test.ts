import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blogInputSchema, blogSchema, teamMemberSchema, testimonialSchema } from "./content.ts";
import {
  acceptedLanguage,
  type ContentKind,
  localizeContent,
  missingTranslations,
  ORIGINAL_TEXTS,
  readerLanguageQuery,
  TRANSLATABLE_FIELDS,
  translationLimit,
  translationStatus,
} from "./content-translations.ts";
import { jobInputSchema, scholarshipInputSchema } from "./opportunities.ts";
import { OPPORTUNITY_KIND_REGISTRY } from "./opportunity-kinds.ts";

describe("content translations", () => {
  it("names only fields each kind's item has", () => {
    const items = {
      ...Object.fromEntries(
        Object.values(OPPORTUNITY_KIND_REGISTRY).map((entry) => [entry.kind, entry.schemas.item]),
      ),
      blogs: blogSchema,
      testimonials: testimonialSchema,
      teams: teamMemberSchema,
    } as Record<string, { shape: Record<string, unknown> }>;
    for (const [kind, fields] of Object.entries(TRANSLATABLE_FIELDS)) {
      if (!items[kind]) continue;
      for (const field of fields) expect(items[kind]?.shape, `${kind}.${field}`).toHaveProperty(field);
    }
  });

  it("accepts versions of a kind's fields in the site's languages only", () => {
    const schema = jobInputSchema.shape.translations;
    expect(schema.parse({ am: { JobTitle: " ሹፌር " } })).toEqual({ am: { JobTitle: "ሹፌር" } });
    expect(schema.safeParse({ am: { applyUrl: "x" } }).success).toBe(false);
    expect(schema.safeParse({ fr: { JobTitle: "x" } }).success).toBe(false);
  });

  it("shows the reader's version where one exists and says which language each field is in", () => {
    const job = {
      JobTitle: "Driver",
      Description: "Drive.",
      language: "en",
      translations: { om: { JobTitle: "Konkolaachisaa", Description: " " } },
    };
    expect(localizeContent("jobs", job, "om")).toMatchObject({
      JobTitle: "Konkolaachisaa",
      Description: "Drive.",
      fieldLanguages: { JobTitle: "om", location: "en", Description: "en" },
    });
    expect(localizeContent("jobs", job, "en").fieldLanguages).toEqual({
      JobTitle: "en",
      location: "en",
      Description: "en",
    });
  });

  it("lists the fields still missing in a language, none in the original's own", () => {
    const post = {
      title: "T",
      description: "D",
      content: "",
      language: "en",
      translations: { am: { title: "ርዕስ" } },
    };
    expect(missingTranslations("blogs", post, "am")).toEqual(["description"]);
    expect(missingTranslations("blogs", post, "om")).toEqual(["title", "description"]);
    expect(missingTranslations("blogs", post, "en")).toEqual([]);
  });

  it("reads the first supported language of Accept-Language, by quality", () => {
    expect(acceptedLanguage("am-ET,am;q=0.9,en;q=0.8")).toBe("am");
    expect(acceptedLanguage("fr, om;q=0.5, en;q=0.7")).toBe("en");
    expect(acceptedLanguage("fr, de")).toBeUndefined();
    expect(acceptedLanguage(undefined)).toBeUndefined();
  });
});

describe("a version's limit", () => {
  it("is its original's: a version as long as the original may be is kept, one more character is refused", () => {
    const versions = scholarshipInputSchema.shape.translations;
    expect(scholarshipInputSchema.shape.title.safeParse("t".repeat(200)).success).toBe(true);
    expect(versions.parse({ am: { title: "ሀ".repeat(200) } })).toEqual({ am: { title: "ሀ".repeat(200) } });
    const refused = versions.safeParse({ am: { title: "ሀ".repeat(201) } });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["am", "title"],
      message: "must be at most 200 characters",
    });
    expect(
      blogInputSchema.shape.translations.safeParse({ om: { description: "a".repeat(1001) } }).success,
    ).toBe(false);
  });

  it("counts a rich text's version as the reader sees it, as its original is counted", () => {
    const versions = scholarshipInputSchema.shape.translations;
    const paragraph = `<p>${"ሀ".repeat(5000)}</p>`;
    expect(versions.safeParse({ am: { description: paragraph } }).success).toBe(true);
    expect(versions.safeParse({ am: { description: `<p>${"ሀ".repeat(5001)}</p>` } }).success).toBe(false);
  });

  it("is told to forms for every kind's fields, the same the API checks", () => {
    expect(translationLimit("scholarships", "title")).toEqual({ max: 200, rich: false });
    expect(translationLimit("scholarships", "description")).toEqual({ max: 5000, rich: true });
    expect(translationLimit("teams", "position")).toEqual({ max: 120, rich: false });
    for (const [kind, fields] of Object.entries(TRANSLATABLE_FIELDS) as [ContentKind, readonly string[]][])
      for (const field of fields)
        expect(translationLimit(kind, field as never).max, `${kind}.${field}`).toBeGreaterThan(0);
  });
});

describe("translationStatus", () => {
  it("lists, for each language but the original's, the fields with text that have no version", () => {
    const item = {
      language: "am",
      title: "ስለ ትምህርት ዕድሎች",
      description: "አጭር መግለጫ",
      content: "",
      translations: { en: { title: "About scholarships" }, om: { title: " " } },
    };
    expect(translationStatus("blogs", item)).toEqual([
      { language: "en", missing: ["description"], total: 2 },
      { language: "om", missing: ["title", "description"], total: 2 },
    ]);
  });
});

describe("readerLanguageQuery", () => {
  it("takes a language or `original`, and nothing else", () => {
    const query = z.object(readerLanguageQuery);
    expect(query.parse({ lang: "original" })).toEqual({ lang: ORIGINAL_TEXTS });
    expect(query.parse({ lang: "om" })).toEqual({ lang: "om" });
    expect(query.safeParse({ lang: "fr" }).success).toBe(false);
  });
});
