// `q` on the opportunity lists, in PostgreSQL's full-text search (docs/decisions/0022-one-list-engine.md).
// Each kind's "searchVector" is generated from its trigger-kept "searchText" (migration
// 20261128205158): the words of the title, organisation, fields and description (with their versions
// in other languages, migration 20261129040000), weighted A, B, C
// and D, parsed with the `simple` configuration (no stemming, any script), Amharic words also
// without a joined preposition (ሳይንስ finds የሳይንስ). opportunity_search_query turns the words into a
// tsquery: each word normalised as the stored text is (lower case, Afaan Oromo glottal marks
// dropped, punctuation to spaces) and cut by the same parser (migrations 20261129063000 and
// 20261129100000), every word required, each a word start ('nurs':* finds "nursing"), the pieces
// of one word ("e-learning", "1e5abc") in a row. The words travel as one text[] parameter and are
// quoted lexemes in SQL, so no input changes the query's shape.
//
// Ranking: first by the sections that hold every word (tier 1 the title, 2 the title or
// organisation, 3 those or the fields, 4 anywhere: the same query restricted to weights), then
// ts_rank, then the nearest deadline (none last) and id. A search is a list like the others: it
// stops at LIST_RESULT_CAP results and counts up to there ("1,000+"); one statement, bounded by the cap.
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { type ListRead, readPageAndCount } from "./page-and-count.ts";

/** More words than this add little and cost a condition each. */
const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 60;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The words of a search box's text: split on white space (and the Ethiopic word space), without
 * tokens that hold no letter or digit (they would match everything), at most MAX_SEARCH_WORDS,
 * duplicates once. Punctuation inside a token stays: normalised, "e-learning" is the phrase
 * "e learning", and "ba'uuf" is "bauuf".
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

/** The rows that hold every word, as a condition (the GIN index answers it). */
export const searchCondition = (words: string[]): Prisma.Sql =>
  Prisma.sql`"searchVector" @@ "opportunity_search_query"(${words}::text[])`;

interface SearchRequest {
  table: Prisma.Sql;
  /** The kind's columns (opportunity-kind.ts). */
  columns: Prisma.Sql;
  /** The visibility and filters, as SQL (opportunity-sql.ts). */
  conditions: Prisma.Sql[];
  words: string[];
  offset: number;
  limit: number;
  cap: number;
}

/**
 * One page of the matches, best first, and their count up to `cap` (more: `countCapped`), in one
 * statement: the matches are found once (the GIN index, then at most cap + 1 rows, in the table's
 * order), then counted, ranked and paged. A search that matches more than `cap` ranks the first
 * `cap` found: the visitor is asked to refine it.
 */
export async function searchList(ctx: Pick<AppContext, "db">, search: SearchRequest): Promise<ListRead> {
  const { table, columns, words, offset, limit, cap } = search;
  const where = Prisma.join([...search.conditions, Prisma.sql`TRUE`], " AND ");
  const take = Math.max(0, Math.min(limit, cap - offset));
  // The matches' condition names the words' query itself, so the planner reads how common its words
  // are (the column's statistics) and picks the GIN index for rare words, the table's order for
  // common ones (the first cap + 1 found soon). The ranking's queries are made once, the tiers'
  // the same restricted to weights.
  const weighted = (weights: string) => Prisma.raw(`replace(words::text, ':*', ':*${weights}')::tsquery`);
  return readPageAndCount(ctx, cap, {
    ctes: Prisma.sql`q AS MATERIALIZED (
      SELECT "opportunity_search_query"(${words}::text[]) AS words
    ), tiers AS MATERIALIZED (
      SELECT words, ${weighted("A")} AS a, ${weighted("AB")} AS ab, ${weighted("ABC")} AS abc FROM q
    ), hits AS MATERIALIZED (
      SELECT id, "openUntil", "searchVector" AS v FROM ${table}
      WHERE ${where} AND ${searchCondition(words)} LIMIT ${cap + 1}
    ), ranked AS (
      SELECT id, "openUntil" AS "rankedUntil",
        CASE WHEN v @@ a THEN 1 WHEN v @@ ab THEN 2 WHEN v @@ abc THEN 3 ELSE 4 END AS tier,
        ts_rank(v, words) AS rank
      FROM hits, tiers ORDER BY tier, rank DESC, "openUntil", id LIMIT ${take} OFFSET ${offset}
    )`,
    found: Prisma.sql`(SELECT count(*)::int FROM hits)`,
    page: Prisma.sql`SELECT ranked.tier, ranked.rank, ranked."rankedUntil", ${columns} FROM ranked JOIN ${table} USING (id)`,
    order: Prisma.sql`page.tier, page.rank DESC, page."rankedUntil", page.id`,
  });
}
