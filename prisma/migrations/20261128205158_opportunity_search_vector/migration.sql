-- Search in PostgreSQL's own full-text machinery (apps/api/src/opportunities/list-engine.ts,
-- docs/decisions/0022-one-list-engine.md). "searchText" (kept by its trigger, migration
-- 20261122195600: normalised "title | organisation | fields | description") now feeds a generated
-- tsvector column: each section parsed with the `simple` configuration (no stemming, no stop words,
-- any script, so Amharic and Afaan Oromo words are kept as written) and weighted A, B, C, D, so a
-- query restricted to weights tells in which sections the words are. An Amharic word written joined
-- to a preposition (የ of, በ in, ለ for, ከ from) is indexed without it as well, so ሳይንስ finds የሳይንስ.
-- One GIN index a table answers whole words and word starts ('word':*) in place of the four
-- expression indexes of migration 20261123020000.
-- No semicolon inside a function body: the adapter that applies migrations here splits at each one.

CREATE FUNCTION "opportunity_search_words"(section text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT section || ' ' || coalesce((SELECT string_agg(substr(w, 2), ' ')
    FROM unnest(string_to_array(btrim(section), ' ')) AS w WHERE w ~ '^[የበለከ].'), '')
$$;

CREATE FUNCTION "opportunity_search_tsvector"(document text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, "opportunity_search_words"(split_part(document, '|', 1))), 'A')
    || setweight(to_tsvector('simple'::regconfig, "opportunity_search_words"(split_part(document, '|', 2))), 'B')
    || setweight(to_tsvector('simple'::regconfig, "opportunity_search_words"(split_part(document, '|', 3))), 'C')
    || setweight(to_tsvector('simple'::regconfig, "opportunity_search_words"(split_part(document, '|', 4))), 'D')
$$;

-- The words of a search box as one query: each word normalised as the stored text is, each of its
-- pieces a word start ('piece':*), pieces of one word in a row (<->), every word required (&), and
-- each piece limited to `weights` (e.g. 'AB': the title or organisation, or '' for anywhere). Built from
-- the normalised pieces, which hold no quote, backslash or operator, so no input changes its shape.
CREATE FUNCTION "opportunity_search_query"(words text[], weights text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(word_query, ' & ' ORDER BY ord), '')::tsquery FROM (
    SELECT w.ord, '(' || string_agg(quote_literal(p.piece) || ':*' || weights, ' <-> ' ORDER BY p.pos) || ')' AS word_query
    FROM unnest(words) WITH ORDINALITY AS w(word, ord)
    CROSS JOIN LATERAL unnest(string_to_array(btrim("opportunity_search_normalize"(w.word)), ' '))
      WITH ORDINALITY AS p(piece, pos)
    WHERE p.piece <> ''
    GROUP BY w.ord
  ) AS pieces
$$;

DROP INDEX "scholarships_search_title_idx";
DROP INDEX "scholarships_search_organisation_idx";
DROP INDEX "scholarships_search_fields_idx";
DROP INDEX "scholarships_search_all_idx";
DROP INDEX "internships_search_title_idx";
DROP INDEX "internships_search_organisation_idx";
DROP INDEX "internships_search_fields_idx";
DROP INDEX "internships_search_all_idx";
DROP INDEX "training_search_title_idx";
DROP INDEX "training_search_organisation_idx";
DROP INDEX "training_search_fields_idx";
DROP INDEX "training_search_all_idx";
DROP INDEX "jobs_search_title_idx";
DROP INDEX "jobs_search_organisation_idx";
DROP INDEX "jobs_search_fields_idx";
DROP INDEX "jobs_search_all_idx";
DROP FUNCTION "opportunity_search_vector"(text);

ALTER TABLE "scholarships" ADD COLUMN "searchVector" tsvector
  GENERATED ALWAYS AS ("opportunity_search_tsvector"("searchText")) STORED;
ALTER TABLE "internships" ADD COLUMN "searchVector" tsvector
  GENERATED ALWAYS AS ("opportunity_search_tsvector"("searchText")) STORED;
ALTER TABLE "training" ADD COLUMN "searchVector" tsvector
  GENERATED ALWAYS AS ("opportunity_search_tsvector"("searchText")) STORED;
ALTER TABLE "jobs" ADD COLUMN "searchVector" tsvector
  GENERATED ALWAYS AS ("opportunity_search_tsvector"("searchText")) STORED;

-- CreateIndex
CREATE INDEX "scholarships_searchVector_idx" ON "scholarships" USING GIN ("searchVector");
CREATE INDEX "internships_searchVector_idx" ON "internships" USING GIN ("searchVector");
CREATE INDEX "training_searchVector_idx" ON "training" USING GIN ("searchVector");
CREATE INDEX "jobs_searchVector_idx" ON "jobs" USING GIN ("searchVector");
