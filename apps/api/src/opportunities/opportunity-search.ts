// `q` on the opportunity lists: every word must appear in the item's title, organisation, fields or
// description; items are ranked by where the words were found (title first), then by deadline.
//
// Each kind's table has a "searchText" column kept by a trigger (migration 20261122195600): four
// normalised sections "title | organisation | fields | description" (lower case, punctuation to
// spaces, apostrophes dropped; the description's HTML tags and entities left out since migration
// 20261122233000), each wrapped in spaces. A trigram GIN index (pg_trgm) answers
// `LIKE '%word%'` without reading every row, in any script: Amharic's Ge'ez syllables and Afaan
// Oromo's Latin letters alike. Words of three characters or more match anywhere (partial words:
// "scholar", "nurs", "ሳይንስ" inside "የሳይንስ"); shorter ones (one Ge'ez character is a whole
// syllable, so "ስራ" is two) match at the start of a word, which the index also answers.
//
// The user's words are normalised by the same SQL function as the stored text, so both sides agree
// on case and punctuation whatever the database's locale; they travel as parameters, and
// normalisation turns LIKE's wildcards (% _ \) into spaces, so no input can widen a pattern.
import { type Database, Prisma } from "@btw/db";

/** More words than this add little and cost a condition each. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 60;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The words of a search box's text: split on white space, without tokens that hold no letter or
 * digit (they would match everything), at most MAX_SEARCH_WORDS, duplicates once.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words: string[] = [];
  for (const token of q.split(/[\s\u1361]+/u)) {
    const word = token.slice(0, MAX_WORD_LENGTH);
    if (!HAS_LETTER_OR_DIGIT.test(word) || words.includes(word)) continue;
    words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

const COLUMN = Prisma.raw('"searchText"');

/** The word as the stored text holds it (no surrounding spaces). */
const normalised = (word: string) => Prisma.sql`btrim("opportunity_search_normalize"(${word}))`;

/** LIKE pattern: anywhere for three characters or more, at a word's start for shorter words. */
function pattern(word: string): Prisma.Sql {
  const w = normalised(word);
  return Prisma.sql`(CASE WHEN char_length(${w}) >= 3 THEN '%' || ${w} || '%' ELSE '% ' || ${w} || '%' END)`;
}

/** Every word somewhere in the item's searchable text (answered by the trigram index). */
export function searchCondition(words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => Prisma.sql`${COLUMN} LIKE ${pattern(word)}`),
    " AND ",
  );
}

/**
 * Relevance: for each word, 10 when a title word starts with it, 8 when the title holds it, 4 the
 * organisation, 2 the fields, 1 the description only. Sections are read with split_part, which
 * stops at the section asked for, so long descriptions are never scanned for the score.
 */
export function relevance(words: string[]): Prisma.Sql {
  const section = (n: number) => Prisma.sql`split_part(${COLUMN}, '|', ${Prisma.raw(String(n))})`;
  const scores = words.map((word) => {
    const p = pattern(word);
    return Prisma.sql`(CASE WHEN ${section(1)} LIKE '% ' || ${normalised(word)} || '%' THEN 10
      WHEN ${section(1)} LIKE ${p} THEN 8 WHEN ${section(2)} LIKE ${p} THEN 4
      WHEN ${section(3)} LIKE ${p} THEN 2 ELSE 1 END)`;
  });
  return Prisma.join(scores, " + ");
}

export interface SearchPage<Row> {
  count: number;
  rows: Row[];
}

/**
 * One page of the rows matching `conditions` (the visibility and filters, the search condition
 * among them), best first: relevance, then the nearest deadline (none last), then id. The count
 * comes with the page (a window count over the same matches), so a search costs one scan.
 */
export async function searchPage<Row>(
  db: Database,
  table: Prisma.Sql,
  conditions: Prisma.Sql[],
  words: string[],
  page: number,
  limit: number,
): Promise<SearchPage<Row>> {
  const where = Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
  const offset = (page - 1) * limit;
  const rows = await db.$queryRaw<Array<Row & { searchCount: number }>>`
    WITH hits AS (
      SELECT id, ${relevance(words)} AS score, deadline, count(*) OVER () AS total
      FROM ${table} ${where}
      ORDER BY score DESC, deadline ASC NULLS LAST, id ASC
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT t.*, hits.total::int AS "searchCount"
    FROM hits JOIN ${table} AS t ON t.id = hits.id
    ORDER BY hits.score DESC, hits.deadline ASC NULLS LAST, hits.id ASC`;
  const first = rows[0];
  if (first) return { count: first.searchCount, rows };
  // Past the last page (or nothing found): the count alone.
  const [counted] = await db.$queryRaw<
    Array<{ count: number }>
  >`SELECT count(*)::int AS count FROM ${table} ${where}`;
  return { count: counted?.count ?? 0, rows: [] };
}
