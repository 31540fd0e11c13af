// Amharic and Afaan Oromo versions of the demo content, so a newcomer sees the site as its readers
// will: each entry is keyed by the English title of a demo row (its kind's title column; people by
// name) and holds the translatable fields (contracts' TRANSLATABLE_FIELDS) in both languages.
// Names of organisations and programmes stay as they are (docs/i18n/glossary.md).
// One file per kind sits beside this one.
import type { ContentKind } from "@btw/contracts";
import { blogs } from "./blogs.ts";
import { internships } from "./internships.ts";
import { jobs } from "./jobs.ts";
import { resources } from "./resources.ts";
import { scholarships } from "./scholarships.ts";
import type { DemoTranslations } from "./shared.ts";
import { teams } from "./teams.ts";
import { testimonials } from "./testimonials.ts";
import { training } from "./training.ts";

/** Every kind's versions, keyed as demoTranslation looks them up. */
export const DEMO_TRANSLATIONS: Record<ContentKind, DemoTranslations> = {
  scholarships,
  internships,
  training,
  jobs,
  blogs,
  resources,
  testimonials,
  teams,
};

/** The key a demo row is translated under: its title column (an internship's category and first company; a person's name). */
export function demoTranslationKey(kind: ContentKind, row: Record<string, unknown>): string {
  switch (kind) {
    case "scholarships":
    case "blogs":
    case "resources":
      return String(row.title);
    case "internships":
      return `${String(row.internshipCategory)}|${String((row.company as string[] | undefined)?.[0] ?? "")}`;
    case "training":
      return String(row.Title);
    case "jobs":
      return String(row.JobTitle);
    case "testimonials":
      return String(row.full_Name);
    case "teams":
      return String(row.name);
  }
}

/** The rows with their Amharic and Afaan Oromo versions, where the demo has them. */
export function withDemoTranslations<T extends object>(kind: ContentKind, rows: T[]): T[] {
  return rows.map((row) => {
    const translations = DEMO_TRANSLATIONS[kind][demoTranslationKey(kind, row as Record<string, unknown>)];
    return translations ? { ...row, translations } : row;
  });
}
