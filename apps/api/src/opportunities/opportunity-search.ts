// `q` on the opportunity lists, in PostgreSQL's full-text search (docs/decisions/0022-one-list-engine.md).
// Each kind's "searchVector" is generated from its trigger-kept "searchText" (migration
// 20261128205158): the words of the title, organisation, fields and description, weighted A, B, C
// and D, parsed with the `simple` configuration (no stemming, any script), Amharic words also
// without a joined preposition (ሳይንስ finds የሳይንስ). opportunity_search_query turns the words
// into a tsquery: each word normalised as the stored text is (lower case, Afaan Oromo glottal marks
// dropped, punctuation to spaces), every word required, each a word start ('nurs':* finds
// "nursing"), the pieces of one word ("e-learning") in a row. The words travel as one text[]
// parameter and are quoted lexemes in SQL, so no input changes the query's shape.
//
// Ranking: first by the sections that hold every word (tier 1 the title, 2 the title or
// organisation, 3 those or the fields, 4 anywhere: the same query restricted to weights), then
// ts_rank, then the nearest deadline (none last) and id. A search is a list like the others: it
// stops at LIST_RESULT_CAP results, the first by deadline, and counts up to there ("1,000+").
// One statement for the page, one for the count, both bounded by the cap.
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import type { ListRead } from "./list-engine.ts";

/** More words than this add little and cost a condition each. */
export const MAX_SEARCH_WORDS = 8;
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

export interface SearchRequest {
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

/** One page of the matches, best first, and their count up to `cap` (more: `countCapped`). */
export async function searchList(ctx: Pick<AppContext, "db">, search: SearchRequest): Promise<ListRead> {
  const { table, columns, words, offset, limit, cap } = search;
  const where = Prisma.join([...search.conditions, Prisma.sql`TRUE`], " AND ");
  const query = (weights: string) => Prisma.sql`"opportunity_search_query"(${words}::text[], ${weights})`;
  const matches = Prisma.sql`"searchVector" @@ ${query("")}`;
  const take = Math.min(limit, cap - offset);
  const [rows, [counted]] = await Promise.all([
    take > 0
      ? ctx.db.$queryRaw<object[]>`
        WITH hits AS (
          SELECT id, "openUntil", "searchVector" AS v FROM ${table}
          WHERE ${where} AND ${matches} ORDER BY "openUntil", id LIMIT ${cap}
        ), ranked AS (
          SELECT id, "openUntil",
            CASE WHEN v @@ ${query("A")} THEN 1 WHEN v @@ ${query("AB")} THEN 2
              WHEN v @@ ${query("ABC")} THEN 3 ELSE 4 END AS tier,
            ts_rank(v, ${query("")}) AS rank
          FROM hits ORDER BY tier, rank DESC, "openUntil", id LIMIT ${take} OFFSET ${offset}
        )
        SELECT ${columns} FROM (SELECT tier, rank, "openUntil" AS "rankedUntil", id FROM ranked) AS ranked
        JOIN ${table} USING (id) ORDER BY ranked.tier, ranked.rank DESC, ranked."rankedUntil", id`
      : Promise.resolve([]),
    ctx.db.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM (SELECT 1 FROM ${table} WHERE ${where} AND ${matches} LIMIT ${cap + 1}) AS hits`,
  ]);
  const count = counted?.count ?? 0;
  return { rows, count: Math.min(count, cap), countCapped: count > cap };
}
