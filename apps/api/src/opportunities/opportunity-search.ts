// `q` on the opportunity lists: every word must start a word of the item's title, organisation,
// fields or description; items are ranked in tiers by where the words are, then by deadline.
//
// Each kind's table has a "searchText" column kept by a trigger (migration 20261122195600):
// "title | organisation | fields | description", each section normalised (lower case, punctuation
// to spaces, apostrophes dropped, so Afaan Oromo words meet with or without their glottal mark; the
// description's HTML tags and entities left out) and wrapped in spaces. Migration 20261123020000
// adds GIN indexes over its words (one per section, one for all): a prefix query `'word':*` is
// answered exactly, in any script ("scholar" finds "scholarship", "nurs" "nursing", "ሳይ" "ሳይንስ"),
// and an Amharic word with a joined preposition (የ/በ/ለ/ከ + word) is indexed without it as well,
// so "ሳይንስ" finds "የሳይንስ". On rows already found, the same test is a LIKE ('% word%').
// The user's words are split where the normalisation would put a space and normalised by the same
// SQL function as the stored text; they travel as parameters, and normalised text holds no LIKE
// wildcard, quote or backslash, so no input widens a pattern or a query.
//
// Bounded work for any word (docs/decisions/0018-search-word-index-tiers-capped-count.md):
//  - tiers: 1 every word in the title, 2 in the title or organisation, 3 in those or the fields,
//    4 anywhere; within a tier the nearest deadline first (none last), then id;
//  - a sample (the list's first SAMPLE_ROWS rows by id) tells a common word from a rarer one, and
//    in which tiers it is common;
//  - a rarer word: the GIN index of its rarest word finds every match, up to SEARCH_COUNT_CAP + 1,
//    counted and ranked in one query;
//  - a common word: a tier common in the sample has its first rows from a walk of the list in
//    deadline order, which stops after the page, a rarer tier from the indexes; the count is the
//    matches among the list's first COUNT_ROWS rows by id, a floor (countCapped); one query;
//  - the count stops at SEARCH_COUNT_CAP ("1,000+") and only that many can be paged to.
// Two statements a search (a third past SEARCH_COUNT_CAP rare matches), each with one plan kept:
// they go straight through pg, prepared for the public lists (decision 0019). What the sample and
// the count found is remembered while the kind is unchanged (search-memory.ts): the next page of a
// common word's search is one statement, its page's rows.
import { type Database, Prisma, queryRows } from "@btw/db";
import type { SearchFacts, SearchFactsSlot, SearchSample } from "./search-memory.ts";

/** More words than this add little and cost a condition each. */
export const MAX_SEARCH_WORDS = 8;
/** A search counts its matches up to this many; beyond, the count is "at least" this. */
export const SEARCH_COUNT_CAP = 1000;
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

/** A search word as the stored text holds it (normalised by the same SQL function). */
interface Word {
  /** Normalised: lower case, no punctuation; pieces joined by one space when it had punctuation. */
  text: string;
  /** What the text holds where the word (its pieces in a row) starts a word, or follows a joined Amharic preposition. */
  needles: string[];
  /** The same as LIKE patterns (followed by a tier's separators). */
  patterns: string[];
  /** The GIN query: for each piece, the indexed words that start with it. */
  query: string;
}

/** A word in Ge'ez script (a regular expression for JavaScript and for PostgreSQL alike). */
const GEEZ_WORD = "^[\u1200-\u137f]";
const GEEZ = new RegExp(GEEZ_WORD, "u");
/** What may stand before a Ge'ez word it is written joined to: nothing, or a preposition (የ, በ, ለ, ከ). */
const GEEZ_PREFIXES = ["", "የ", "በ", "ለ", "ከ"];

function searchWord(normalised: string): Word {
  const prefixes = GEEZ.test(normalised) ? GEEZ_PREFIXES : [""];
  const needles = prefixes.map((prefix) => ` ${prefix}${normalised}`);
  return {
    text: normalised,
    needles,
    patterns: needles.map((needle) => `%${needle}%`),
    // Normalised text holds no quote or backslash, so each piece is a plain quoted lexeme.
    query: normalised
      .split(" ")
      .map((piece) => `'${piece.slice(0, 200)}':*`)
      .join(" & "),
  };
}

/**
 * Where a tier's words must be: 1 the title, 2 the title or organisation, 3 those or the fields,
 * 4 anywhere. "searchText" is "title | organisation | fields | description", no other "|" in it,
 * so a word is within the first k sections when 4 - k "|" follow it: one LIKE on the whole text.
 */
type Tier = 1 | 2 | 3 | 4;
const TIERS: Tier[] = [1, 2, 3, 4];
const FOLLOWED_BY = { 1: "|%|%|%", 2: "|%|%", 3: "|%", 4: "" } as const;
/** The GIN-indexed words of each section a tier covers (the migration's expressions, exactly). */
const SECTION_WORDS = (section: number) =>
  Prisma.raw(`"opportunity_search_vector"(split_part("searchText", '|', ${section}))`);
const ALL_WORDS = Prisma.raw(`"opportunity_search_vector"(replace("searchText", '|', ' '))`);

/**
 * The word anywhere in the text: `strpos`, which finds a fixed string at about three times the
 * speed of the equivalent LIKE ('% word%').
 */
function anywhere(word: Word): Prisma.Sql {
  const found = word.needles.map((needle) => Prisma.sql`strpos("searchText", ${needle}) > 0`);
  return found.length === 1 ? found[0]! : Prisma.sql`(${Prisma.join(found, " OR ")})`;
}

/**
 * Every word within tier `tier`'s sections (each word may be in a different one). Only `driver`'s
 * test is written so the GIN indexes answer it; the other words are tests of the rows it finds
 * (a common word's prefix would have an index gather every row that holds it just to intersect
 * them). No driver: text tests only (rows already found, or a walk of the list).
 */
function within(words: Word[], tier: Tier, driver?: Word): Prisma.Sql {
  return Prisma.join(
    words.map((word) => {
      if (word !== driver) {
        if (tier === 4) return anywhere(word);
        const patterns = word.patterns.map((pattern) => pattern + FOLLOWED_BY[tier]);
        return Prisma.sql`"searchText" LIKE ANY (${patterns}::text[])`;
      }
      const sections = tier === 4 ? [ALL_WORDS] : [1, 2, 3].slice(0, tier).map(SECTION_WORDS);
      const indexed = Prisma.sql`(${Prisma.join(
        sections.map((section) => Prisma.sql`${section} @@ ${word.query}::tsquery`),
        " OR ",
      )})`;
      if (!word.text.includes(" ")) return indexed;
      // A phrase: the index finds rows holding its pieces; LIKE keeps those holding them in a row.
      const patterns = word.patterns.map((pattern) => pattern + FOLLOWED_BY[tier]);
      return Prisma.sql`${indexed} AND "searchText" LIKE ANY (${patterns}::text[])`;
    }),
    " AND ",
  );
}

/**
 * The tier of a row that matches: where its words were found (1 best). "Not within the first three
 * sections" is asked first: a LIKE that fails reads the whole text, one that succeeds stops early,
 * so a word only the descriptions hold (a common case) costs one failing LIKE instead of three.
 */
function tierOf(words: Word[]): Prisma.Sql {
  return Prisma.sql`(CASE WHEN NOT (${within(words, 3)}) THEN 4 WHEN ${within(words, 1)} THEN 1
    WHEN ${within(words, 2)} THEN 2 ELSE 3 END)`;
}

/** Rows of exactly `tier`; through `driver`'s GIN index when given. */
function tierCondition(words: Word[], tier: Tier, driver?: Word): Prisma.Sql {
  const inTier = within(words, tier, driver);
  return tier === 1 ? inTier : Prisma.sql`${inTier} AND NOT (${within(words, (tier - 1) as Tier)})`;
}

export interface SearchPage<Row> {
  /** The matches; with countCapped, a floor (SEARCH_COUNT_CAP at most). */
  count: number;
  /** More items match than were counted: `count` is "at least". */
  countCapped: boolean;
  rows: Row[];
}

/** Where the deadline walk starts: the public's lists hold no closed item, so it skips them. */
export type WalkFrom = "open" | "any";

/**
 * A number of this file written into a statement's text: unlike a parameter, the planner knows it
 * when it makes a plan to keep (a prepared statement's generic plan), so a LIMIT is costed right.
 */
const constant = (value: number) => Prisma.raw(String(value));
/** A text of this file written into a statement's text, for the same reason (quotes doubled). */
const literal = (text: string) => Prisma.raw(`'${text.replaceAll("'", "''")}'`);

/** The list's first rows by id, read to learn how common the words are. */
const SAMPLE_ROWS = 64;
/** The rows by id a common word's matches are counted in: past them its count is a floor. */
const COUNT_ROWS = 1024;
/** A share of matching rows (in the sample) from which a walk finds matches sooner than the index. */
const DENSE = 0.05;
/** The most rows a walk for one tier's matches reads. */
const WALK_ROWS = 4096;

interface Plan {
  table: Prisma.Sql;
  where: Prisma.Sql;
  words: Word[];
  dated: Prisma.Sql;
}

/**
 * The list in deadline order: dated rows by the (status, deadline, id) index, then undated ones by
 * id, `rows` at most. Append reads its parts in order, so the rows are always the list's first ones.
 */
function walk(plan: Plan, rows: number): Prisma.Sql {
  return Prisma.sql`(SELECT id, deadline, "searchText" FROM ${plan.table} WHERE ${plan.where} AND ${plan.dated}
      ORDER BY deadline ASC, id ASC LIMIT ${constant(rows)})
    UNION ALL
    (SELECT id, deadline, "searchText" FROM ${plan.table} WHERE ${plan.where} AND deadline IS NULL
      ORDER BY id ASC LIMIT ${constant(rows)})
    LIMIT ${constant(rows)}`;
}

type Query = <R>(statement: Prisma.Sql) => Promise<R[]>;

/**
 * The words normalised by the stored text's own function, and the sample: the list's first
 * SAMPLE_ROWS rows by id (the same rows on every page of a search), how many hold each word, and
 * how many hold all of them in each tier (the section that holds a word first, the furthest for a
 * row). The words travel as a JSON array: the planner's estimate of its elements is the same
 * whatever they are (unlike unnest's, which follows each array's length), so the statement keeps
 * one generic plan instead of being planned anew on each call, which cost more than running it.
 */
async function sampleOf(
  query: Query,
  table: Prisma.Sql,
  where: Prisma.Sql,
  searched: string[],
): Promise<SearchSample | undefined> {
  const [sample] = await query<SearchSample>(Prisma.sql`
    WITH typed AS (
      SELECT n.ord, btrim("opportunity_search_normalize"(n.word)) AS word
      FROM jsonb_array_elements_text(${JSON.stringify(searched)}::jsonb) WITH ORDINALITY AS n(word, ord)
    ), needled AS (
      -- As searchWord makes them: the word's needles, and its LIKE patterns for tiers 1-3.
      SELECT ord, word, CASE WHEN word ~ ${literal(GEEZ_WORD)}
        THEN ARRAY[${Prisma.join(GEEZ_PREFIXES.map((prefix) => Prisma.sql`' ' || ${literal(prefix)} || word`))}]
        ELSE ARRAY[' ' || word] END AS needles
      FROM typed WHERE word <> ''
    ), words AS (
      SELECT ord, word, needles,
        ARRAY(SELECT '%' || n || '%' || ${literal(FOLLOWED_BY[1])} FROM unnest(needles) AS n) AS title,
        ARRAY(SELECT '%' || n || '%' || ${literal(FOLLOWED_BY[2])} FROM unnest(needles) AS n) AS organisation,
        ARRAY(SELECT '%' || n || '%' || ${literal(FOLLOWED_BY[3])} FROM unnest(needles) AS n) AS fields
      FROM needled
    ), list AS (SELECT id, "searchText" FROM ${table} WHERE ${where} ORDER BY id LIMIT ${constant(SAMPLE_ROWS)}),
    placed AS (
      SELECT list.id, words.ord, CASE
        WHEN NOT EXISTS (SELECT FROM unnest(words.needles) AS n WHERE strpos("searchText", n) > 0) THEN 5
        WHEN NOT "searchText" LIKE ANY (words.fields) THEN 4
        WHEN "searchText" LIKE ANY (words.title) THEN 1
        WHEN "searchText" LIKE ANY (words.organisation) THEN 2 ELSE 3 END AS section
      FROM list CROSS JOIN words
    ), tiered AS (SELECT max(section) AS tier FROM placed GROUP BY id)
    SELECT (SELECT count(*) FROM list)::int AS rows,
      (SELECT ARRAY[${Prisma.join(TIERS.map((tier) => Prisma.sql`count(*) FILTER (WHERE tier = ${constant(tier)})`))}]::int[] FROM tiered) AS tiers,
      (SELECT json_agg(json_build_object('word', word,
        'hits', (SELECT count(*) FROM placed WHERE placed.ord = words.ord AND section < 5)) ORDER BY ord)
        FROM words) AS words`);
  return sample;
}

/**
 * One page of the rows matching `conditions` (the visibility and filters) and every word, best
 * first: tier, then the nearest deadline (none last), then id. `from: "open"` when `conditions`
 * only let open items through (the public's lists), so the walk starts at today's deadlines.
 * Sent through pg without Prisma (queryRows), so a round trip costs the app about 0.1 ms of CPU
 * instead of 0.4.
 */
export async function searchPage<Row>(
  db: Database,
  table: Prisma.Sql,
  conditions: Prisma.Sql[],
  searched: string[],
  page: number,
  limit: number,
  from: WalkFrom,
  memory?: SearchFactsSlot,
): Promise<SearchPage<Row>> {
  const where = conditions.length > 0 ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
  // Prepared (named) when the list's conditions hold no value, as the public lists' do: each
  // connection parses the statement once, and PostgreSQL keeps a generic plan where it costs no more.
  // A filter's value (a field of study, a status) can change the best plan (its share of the rows),
  // so those statements are planned with their values on every call, as Prisma's were.
  const prepare = where.values.length === 0;
  const query = <R>(statement: Prisma.Sql) => queryRows<R>(db, statement, { prepare });
  // A search whose facts are remembered (search-memory.ts) skips the sample, and its count.
  const known = memory?.facts;
  const sample = known?.sample ?? (await sampleOf(query, table, where, searched));
  const seen = new Map<string, number>();
  for (const { word, hits } of sample?.words ?? []) seen.set(word, hits);
  if (!sample || seen.size === 0) return { count: 0, countCapped: false, rows: [] };
  const keep = (count: SearchFacts["count"]) => memory?.keep({ sample, count });
  const words = [...seen.keys()].map(searchWord);
  // The word the fewest rows hold (the longer one on a tie) drives the index.
  const driver = words
    .map((word) => ({ word, hits: seen.get(word.text) ?? 0 }))
    .sort((a, b) => a.hits - b.hits || b.word.text.length - a.word.text.length)[0]!.word;
  const plan: Plan = {
    table,
    words,
    where,
    dated:
      from === "open"
        ? Prisma.sql`deadline >= date_trunc('day', now() AT TIME ZONE 'UTC')`
        : Prisma.sql`deadline IS NOT NULL`,
  };
  const tiers = sample.tiers ?? [0, 0, 0, 0];
  const offset = (page - 1) * limit;
  const wanted = Math.min(offset + limit, SEARCH_COUNT_CAP);
  const match = within(words, 4);
  const pageOf = async (ranked: Prisma.Sql) =>
    query<Row & { id: number }>(Prisma.sql`
      WITH ranked AS (${ranked}), shown AS (
        SELECT id, row_number() OVER (ORDER BY tier, deadline ASC NULLS LAST, id) AS n FROM ranked
      )
      SELECT t.* FROM shown JOIN ${table} AS t ON t.id = shown.id
      WHERE shown.n > ${offset} AND shown.n <= ${offset + limit} ORDER BY shown.n`);

  // More than the cap, remembered: each tier's first rows from the indexes, no count.
  if (known?.count?.countCapped && !isDense(sample)) {
    return { ...known.count, rows: await pageOf(tiersFirstRows(plan, driver, wanted, () => false)) };
  }
  if (!isDense(sample)) {
    // A short list (read whole), or a rarer word (found by the index): every match, up to the cap
    // and one, counted and ranked in one query with the page's rows.
    const matching = sample.rows < SAMPLE_ROWS ? match : within(words, 4, driver);
    const rows = await query<Row & { id: number; found: number }>(Prisma.sql`
      WITH hits AS (
        SELECT id, deadline, ${tierOf(words)} AS tier FROM ${table}
        WHERE ${where} AND ${matching} LIMIT ${constant(SEARCH_COUNT_CAP + 1)}
      ), ranked AS (
        SELECT id, count(*) OVER () AS found,
          row_number() OVER (ORDER BY tier, deadline ASC NULLS LAST, id) AS n FROM hits
      )
      SELECT ranked.found::int AS found, t.* FROM ranked LEFT JOIN ${table} AS t
        ON t.id = ranked.id AND ranked.n > ${offset} AND ranked.n <= ${offset + limit}
      WHERE ranked.n = 1 OR (ranked.n > ${offset} AND ranked.n <= ${offset + limit})
      ORDER BY ranked.n`);
    const total = rows[0]?.found ?? 0;
    keep({ count: Math.min(total, SEARCH_COUNT_CAP), countCapped: total > SEARCH_COUNT_CAP });
    if (total <= SEARCH_COUNT_CAP) {
      return {
        count: total,
        countCapped: false,
        // Past the page, the first row alone carries the count (no item joined).
        rows: rows.filter((row) => row.id !== null).map(withoutFound) as unknown as Row[],
      };
    }
    // More than the cap: each tier's first rows from the indexes.
    return {
      count: SEARCH_COUNT_CAP,
      countCapped: true,
      rows: await pageOf(tiersFirstRows(plan, driver, wanted, () => false)),
    };
  }

  // A common word: its count, the matches among the list's first COUNT_ROWS rows by id (a floor,
  // exact when the list is shorter: rows by id lie together on disk, so they are read at a third of
  // the cost of as many in deadline order), and its page, each tier the sample found dense read
  // by a walk of the list in deadline order, a rarer tier from the indexes; in one statement.
  const dense = (tier: Tier) => (tiers[tier - 1] ?? 0) >= sample.rows * DENSE;
  if (known?.count) {
    return { ...known.count, rows: await pageOf(tiersFirstRows(plan, driver, wanted, dense)) };
  }
  type Ranked = Row & { id: number | null; listRows: number; listFound: number; rank: number };
  const rows = await query<Ranked>(Prisma.sql`
    WITH list AS (SELECT "searchText" FROM ${table} WHERE ${where} ORDER BY id LIMIT ${constant(COUNT_ROWS)}),
    counted AS (SELECT count(*)::int AS "listRows", (count(*) FILTER (WHERE ${match}))::int AS "listFound" FROM list),
    ranked AS (${tiersFirstRows(plan, driver, wanted, dense)}), shown AS (
      SELECT id, row_number() OVER (ORDER BY tier, deadline ASC NULLS LAST, id) AS rank FROM ranked
    )
    SELECT counted.*, page.* FROM counted LEFT JOIN LATERAL (
      SELECT shown.rank, t.* FROM shown JOIN ${table} AS t ON t.id = shown.id
      WHERE shown.rank > ${offset} AND shown.rank <= ${offset + limit}) AS page ON TRUE
    ORDER BY page.rank`);
  const { listRows = 0, listFound = 0 } = rows[0] ?? {};
  const count = {
    count: Math.min(listFound, SEARCH_COUNT_CAP),
    countCapped: listRows >= COUNT_ROWS || listFound > SEARCH_COUNT_CAP,
  };
  keep(count);
  return {
    ...count,
    // Past the page, the one row carries the count alone (no item joined).
    rows: rows
      .filter((row) => row.id !== null)
      .map(({ listRows: _, listFound: __, rank: ___, ...item }) => item) as unknown as Row[],
  };
}

/**
 * Whether the words are common in the list: the sample is a full one and 5 % of it or more
 * matches. Otherwise the list is short (read whole) or the words rarer (found by the index).
 */
function isDense(sample: SearchSample): boolean {
  const found = (sample.tiers ?? []).reduce((sum, n) => sum + n, 0);
  return sample.rows >= SAMPLE_ROWS && found >= sample.rows * DENSE;
}

function withoutFound<R extends { found: number }>(row: R): Omit<R, "found"> {
  const { found: _, ...rest } = row;
  return rest;
}

/**
 * The first `wanted` rows (id, deadline, tier) tier by tier, in one query: by a walk of the list in
 * deadline order for a tier that is common (it stops after the rows wanted, WALK_ROWS rows at
 * most), else from the section indexes through `driver` (a rarer tier, few rows to sort).
 */
function tiersFirstRows(plan: Plan, driver: Word, wanted: number, dense: (tier: Tier) => boolean) {
  const { words, table, where } = plan;
  const parts = TIERS.map((tier) =>
    dense(tier)
      ? Prisma.sql`(SELECT id, deadline, ${constant(tier)}::int AS tier FROM (${walk(plan, WALK_ROWS)}) AS walk
          WHERE ${tierCondition(words, tier)} LIMIT ${wanted})`
      : Prisma.sql`(SELECT id, deadline, ${constant(tier)}::int AS tier FROM ${table}
          WHERE ${where} AND ${tierCondition(words, tier, driver)}
          ORDER BY deadline + interval '0 days' ASC NULLS LAST, id LIMIT ${wanted})`,
  );
  // Append reads its parts in order and the LIMIT stops it: a tier after the one that completes the
  // rows wanted is never read.
  return Prisma.sql`SELECT * FROM (${Prisma.join(parts, " UNION ALL ")}) AS tiers LIMIT ${wanted}`;
}
