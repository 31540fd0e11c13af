// The demo content in three languages: every demo row of every kind carries Amharic and Afaan Oromo
// versions of every translatable field it has, each entry one a demo row really has, valid for the
// kind, Amharic in Ethiopic script, and none of them the English text. (Pending submissions, which
// only the admin console shows, stay as their authors wrote them.)
import {
  CONTENT_KINDS,
  type ContentKind,
  TRANSLATABLE_FIELDS,
  translationLimit,
  translationsSchema,
  versionText,
} from "@btw/contracts";
import { bannedFormsIn, readBannedForms } from "@btw/i18n/banned-forms";
import { describe, expect, it } from "vitest";
import { demoBlogs } from "./blogs.ts";
import { demoInternships } from "./internships.ts";
import { demoJobs } from "./jobs.ts";
import { demoTeam, demoTestimonials } from "./people.ts";
import { DEMO_RESOURCES } from "./resources.ts";
import { demoScholarships } from "./scholarships.ts";
import { demoTraining } from "./training.ts";
import { DEMO_TRANSLATIONS, demoTranslationKey, withDemoTranslations } from "./translations/index.ts";

const now = new Date();
const ROWS: Record<ContentKind, object[]> = {
  scholarships: demoScholarships(now),
  internships: demoInternships(now),
  training: demoTraining(now),
  jobs: demoJobs(now),
  blogs: demoBlogs(now),
  resources: DEMO_RESOURCES,
  testimonials: demoTestimonials(),
  teams: demoTeam(),
};
const ETHIOPIC = /[\u1200-\u137F]/;
const BANNED = readBannedForms();

describe.each(CONTENT_KINDS)("demo %s in three languages", (kind) => {
  const entries = Object.entries(DEMO_TRANSLATIONS[kind]);

  it("translates every demo row, and nothing else", () => {
    const keys = ROWS[kind].map((row) => demoTranslationKey(kind, row as Record<string, unknown>));
    expect(new Set(keys).size, "demo rows share a key").toBe(keys.length);
    for (const [key] of entries) expect(keys).toContain(key);
    for (const key of keys) {
      expect(DEMO_TRANSLATIONS[kind][key]?.am, `${key} am`).toBeDefined();
      expect(DEMO_TRANSLATIONS[kind][key]?.om, `${key} om`).toBeDefined();
    }
    const translated = withDemoTranslations(kind, ROWS[kind]).filter((row) => "translations" in row);
    expect(translated).toHaveLength(ROWS[kind].length);
  });

  it("gives every field the original has in Amharic and Afaan Oromo, valid for the kind", () => {
    for (const [key, translations] of entries) {
      translationsSchema(kind).parse(translations);
      const row = ROWS[kind].find(
        (candidate) => demoTranslationKey(kind, candidate as Record<string, unknown>) === key,
      ) as Record<string, unknown>;
      for (const field of TRANSLATABLE_FIELDS[kind]) {
        if (typeof row[field] !== "string" || row[field] === "") continue;
        const am = translations.am?.[field];
        const om = translations.om?.[field];
        expect(am, `${key} am ${field}`).toMatch(ETHIOPIC);
        expect(om, `${key} om ${field}`).toBeTruthy();
        expect(om, `${key} om ${field}`).not.toBe(row[field]);
        for (const text of [am, om])
          expect(
            versionText(translationLimit(kind, field)).safeParse(text).success,
            `${key} ${field} length`,
          ).toBe(true);
      }
    }
  });

  it("uses none of the forms docs/i18n/banned-forms.json bans", () => {
    for (const [key, translations] of entries)
      for (const language of ["am", "om"] as const)
        for (const [field, text] of Object.entries(translations[language] ?? {}))
          expect(bannedFormsIn(String(text), BANNED[language]), `${key} ${language} ${field}`).toEqual([]);
  });
});
