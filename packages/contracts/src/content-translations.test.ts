import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blogSchema, teamMemberSchema, testimonialSchema } from "./content.ts";
import {
  acceptedLanguage,
  localizeContent,
  missingTranslations,
  ORIGINAL_TEXTS,
  readerLanguageQuery,
  TRANSLATABLE_FIELDS,
  translationStatus,
  translationsSchema,
} from "./content-translations.ts";
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
    const schema = translationsSchema("jobs");
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
      fieldLanguages: { JobTitle: "om", Description: "en" },
    });
    expect(localizeContent("jobs", job, "en").fieldLanguages).toEqual({ JobTitle: "en", Description: "en" });
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
