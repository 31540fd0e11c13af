// The band an opportunity's page opens with (eyebrow, title, the line under it), written once for
// the server, which draws it before the app loads, and for the app's page and its preview, so the
// two always say the same words. Free of zod, like opportunity-kind-info.ts.
import { fillTemplate, formatDate, formatList } from "@btw/i18n";
import type { Internship, Job, Scholarship, Training } from "./opportunities.ts";
import type { OpportunityKind } from "./opportunity-kind-info.ts";
import type { Vocabulary } from "./vocabularies.ts";

/** The catalog's templates for a band's lead line ({{start}}, {{end}} and {{date}} are dates). */
export interface OpportunityLeads {
  trainingDates: string;
  trainingDatesTbd: string;
  internshipOpens: string;
  internshipOpenNow: string;
}

/** Where each lead template lives in the message catalogs. */
export const OPPORTUNITY_LEAD_KEYS: Record<keyof OpportunityLeads, string> = {
  trainingDates: "opportunities:training.dateRange",
  trainingDatesTbd: "opportunities:training.datesTbd",
  internshipOpens: "opportunities:internships.opens",
  internshipOpenNow: "opportunities:internships.openNow",
};

/** What a band is written with: the page's language, the fixed lists' labels and the lead templates. */
export interface BandTexts {
  language: string;
  label(vocabulary: Vocabulary, value: string): string;
  leads: OpportunityLeads;
}

interface OpportunityBand {
  eyebrow: string;
  title: string;
  lead?: string;
}

/** A date as the API sends it or as the database gives it. */
type Day = string | Date | null;
/** The fields a band reads, as the API's item and the database's row both have them. */
interface BandItems {
  scholarships: Pick<Scholarship, "scholarshipType" | "modeOfStudy" | "title">;
  internships: Pick<Internship, "company" | "internshipCategory"> & {
    /** The internship's own title; older ones (and the spec's calls) have none. */
    title?: string | null;
    openDate: Day;
  };
  training: Pick<Training, "selectedCountries" | "Title"> & { startDate: Day; endDate: Day };
  jobs: Pick<Job, "Type" | "JobTitle" | "company" | "location">;
}

/** A training's dates as the catalog writes them: both ends, one end, or "to be announced". */
function trainingDatesText(
  item: { startDate: Day; endDate: Day },
  { language, leads }: Pick<BandTexts, "language" | "leads">,
): string {
  const start = formatDate(item.startDate, language);
  const end = formatDate(item.endDate, language);
  return start && end
    ? fillTemplate(leads.trainingDates, { start, end })
    : start || end || leads.trainingDatesTbd;
}

const BANDS: { [K in OpportunityKind]: (item: BandItems[K], texts: BandTexts) => OpportunityBand } = {
  scholarships: (item, { label }) => ({
    eyebrow: `${label("scholarshipTypes", item.scholarshipType)} · ${label("modesOfStudy", item.modeOfStudy)}`,
    title: item.title,
  }),
  internships: (item, texts) => ({
    eyebrow: formatList(item.company, texts.language),
    // Named by its own title when it has one, else by its category.
    title: item.title || texts.label("internshipCategories", item.internshipCategory),
    lead: item.openDate
      ? fillTemplate(texts.leads.internshipOpens, { date: formatDate(item.openDate, texts.language) })
      : texts.leads.internshipOpenNow,
  }),
  training: (item, texts) => ({
    eyebrow: formatList(
      item.selectedCountries.map((country) => texts.label("countries", country)),
      texts.language,
    ),
    title: item.Title,
    lead: trainingDatesText(item, texts),
  }),
  jobs: (item, { label }) => {
    const lead = [item.company, item.location].filter(Boolean).join(" · ");
    return { eyebrow: label("jobTypes", item.Type), title: item.JobTitle, ...(lead ? { lead } : {}) };
  },
};

/** The band of one item's page, in the language and with the labels `texts` carry. */
export function opportunityBand<K extends OpportunityKind>(
  kind: K,
  item: BandItems[K],
  texts: BandTexts,
): OpportunityBand {
  return BANDS[kind](item, texts);
}
