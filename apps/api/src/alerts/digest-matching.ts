// Which listings a person's alert choices match. Kinds differ in what they can be matched on:
// only scholarships have fields of study; scholarships and internships name eligible countries,
// training its countries, and jobs a free-text location. A choice narrows only the kinds that have
// that attribute, and a listing that names no country is open to everyone. A kind's list filters
// narrow that kind as its list does (list-engine.ts decides what each means).
import {
  type AlertChoices,
  DIGEST_LIMITS,
  type OpportunityKind as KindName,
  OPPORTUNITY_KINDS,
} from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { containsPattern } from "../lib/like-pattern.ts";
import { filterConditions } from "../opportunities/list-engine.ts";
import { CLOSING_SOON } from "../opportunities/listing-state.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { type ListingLine, readPublicListings, SOONEST_FIRST } from "./public-listings.ts";

/** The columns each kind can be matched on (constants of the kind, never request data). */
const MATCHABLE: Record<KindName, { fields?: Prisma.Sql; countries?: Prisma.Sql; location?: Prisma.Sql }> = {
  scholarships: { fields: Prisma.sql`"fieldsOfStudy"`, countries: Prisma.sql`"eligibilityCountries"` },
  internships: { countries: Prisma.sql`"eligibilityCountries"` },
  training: { countries: Prisma.sql`"selectedCountries"` },
  jobs: { location: Prisma.sql`location` },
};

export type DigestItem = ListingLine;

export interface DigestMatches {
  fresh: DigestItem[];
  closing: DigestItem[];
}

/** [a1, a2], [b1] -> [a1, b1, a2]. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i++)
    for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

function choiceConditions(kind: KindName, choices: AlertChoices): Prisma.Sql[] {
  const columns = MATCHABLE[kind];
  const conditions = filterConditions(API_OPPORTUNITY_KINDS[kind], choices.filters[kind] ?? {});
  if (choices.fieldsOfStudy.length > 0 && columns.fields)
    conditions.push(Prisma.sql`${columns.fields} && ${choices.fieldsOfStudy}::text[]`);
  const countries = choices.countries.map((country) => country.toLowerCase());
  if (countries.length > 0 && columns.countries)
    conditions.push(
      Prisma.sql`(cardinality(${columns.countries}) = 0 OR EXISTS (SELECT 1 FROM unnest(${columns.countries}) AS c WHERE lower(c) = ANY(${countries}::text[])))`,
    );
  if (countries.length > 0 && columns.location) {
    const patterns = countries.map(containsPattern);
    conditions.push(
      Prisma.sql`(${columns.location} IS NULL OR ${columns.location} = '' OR lower(${columns.location}) LIKE ANY(${patterns}::text[]))`,
    );
  }
  return conditions;
}

/**
 * New: approved (or, for staff posts, created) since `since` and still public. Closing soon: public
 * with the deadline day within CLOSING_SOON_DAYS, and not already among the new ones.
 */
export async function matchDigest(
  ctx: Pick<AppContext, "db">,
  choices: AlertChoices,
  since: Date,
): Promise<DigestMatches> {
  const kinds = choices.kinds.length > 0 ? choices.kinds : [...OPPORTUNITY_KINDS];
  const published = Prisma.sql`coalesce("reviewedAt", "createdAt") >= ${since}`;
  const perKind = await Promise.all(
    kinds.map(async (name) => {
      const narrowed = choiceConditions(name, choices);
      const [fresh, closing] = await Promise.all([
        readPublicListings(
          ctx,
          name,
          [...narrowed, published],
          Prisma.sql`coalesce("reviewedAt", "createdAt") DESC, id DESC`,
          DIGEST_LIMITS.newItems,
        ),
        readPublicListings(
          ctx,
          name,
          [...narrowed, CLOSING_SOON, Prisma.sql`NOT (${published})`],
          SOONEST_FIRST,
          DIGEST_LIMITS.closingSoon,
        ),
      ]);
      return { fresh, closing };
    }),
  );
  const byDeadline = (a: DigestItem, b: DigestItem) =>
    (a.deadline?.getTime() ?? Number.POSITIVE_INFINITY) - (b.deadline?.getTime() ?? Number.POSITIVE_INFINITY);
  return {
    // Taken in turn from each kind, so one busy kind does not crowd the others out.
    fresh: interleave(perKind.map((k) => k.fresh)).slice(0, DIGEST_LIMITS.newItems),
    closing: perKind
      .flatMap((k) => k.closing)
      .sort(byDeadline)
      .slice(0, DIGEST_LIMITS.closingSoon),
  };
}
