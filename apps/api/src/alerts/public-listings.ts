// The one read of public listings behind the mails and the home page's "closing soon": only the
// columns they show (id, the kind's title column as `title` with its versions in other languages,
// deadline), never whole rows.
import {
  type OpportunityKind as KindName,
  OPPORTUNITY_KINDS,
  opportunityNameField,
  TRANSLATABLE_FIELDS,
} from "@btw/contracts";
import { Prisma } from "@btw/db";
import { type Language, SUPPORTED_LANGUAGES, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { nameColumn, whereClause } from "../opportunities/opportunity-sql.ts";

export interface ListingLine {
  kind: KindName;
  id: number;
  title: string;
  deadline: Date | null;
  /** The language `title` is written in, and the title's versions in other languages. */
  language: Language;
  titles: Partial<Record<Language, string | null>>;
}

/** The line's title as a reader of `reader` reads it: their version when one exists, else the original. */
export function titleIn(line: ListingLine, reader: Language | undefined): string {
  const version = reader && reader !== line.language ? line.titles[reader]?.trim() : undefined;
  return version || line.title;
}

/** Each kind's title versions as SQL ({ am: text, ... }), or none when its title is not translated. */
const TITLE_VERSIONS = Object.fromEntries(
  OPPORTUNITY_KINDS.map((kind) => {
    const field = opportunityNameField(kind);
    const translated = (TRANSLATABLE_FIELDS[kind] as readonly string[]).includes(field);
    const pairs = SUPPORTED_LANGUAGES.map(
      (language) => `'${language}', translations->'${language}'->>'${field}'`,
    );
    return [kind, Prisma.raw(translated ? `jsonb_build_object(${pairs.join(", ")})` : `'{}'::jsonb`)];
  }),
) as Record<KindName, Prisma.Sql>;

/** Deadline order, as the (status, deadline, id) index reads it. */
export const SOONEST_FIRST = Prisma.sql`deadline ASC, id ASC`;

/** Public listings of one kind that meet `conditions`, in `order`, at most `take`. */
export async function readPublicListings(
  ctx: Pick<AppContext, "db">,
  name: KindName,
  conditions: Prisma.Sql[],
  order: Prisma.Sql,
  take: number,
): Promise<ListingLine[]> {
  const where = whereClause({ kind: "public" }, conditions);
  const rows = await ctx.db.$queryRaw<
    Array<{
      id: number;
      title: string | null;
      deadline: Date | null;
      language: string;
      titles: ListingLine["titles"];
    }>
  >`
    SELECT id, ${nameColumn(name)} AS title, deadline, language, ${TITLE_VERSIONS[name]} AS titles
    FROM ${API_OPPORTUNITY_KINDS[name].table} ${where}
    ORDER BY ${order} LIMIT ${take}`;
  return rows.map((row) => ({
    kind: name,
    id: row.id,
    title: row.title ?? "",
    deadline: row.deadline,
    language: toLanguage(row.language),
    titles: row.titles,
  }));
}
