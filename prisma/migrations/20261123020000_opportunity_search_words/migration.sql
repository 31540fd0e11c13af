-- Search by words and word prefixes (apps/api/src/opportunities/opportunity-search.ts) in place of
-- the trigram index: GIN indexes over the words of searchText (already normalised by its trigger:
-- lower case, punctuation to spaces, apostrophes dropped), one for each of its first three sections
-- (title, organisation, fields) and one for the whole text. A prefix query (word:*) is answered
-- from them exactly, with no recheck of the row, for rare and common words alike. One index per
-- section keeps the rankings tiers (title, organisation, fields) in the index too.
-- The words are taken as they are (array_to_tsvector: no parser, no stemming, any script). An
-- Amharic word that starts with a preposition written joined to it (የ of, በ in, ለ for, ከ from) is
-- also indexed without it, so ሳይንስ finds የሳይንስ. Words are cut at 200 characters.
-- The indexes are on expressions, so the tables columns (and every SELECT *) stay as they were:
-- queries name the same expressions (opportunity-search.ts). schema.prisma cannot describe such
-- indexes, and the Prisma schema engine leaves them alone.

-- PARALLEL RESTRICTED: a search reads a few rows, and a plan with workers would spend more on starting
-- them (milliseconds) than on the search itself. The function in a condition keeps the plan serial.
CREATE FUNCTION "opportunity_search_vector"(normalised text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL RESTRICTED AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT word)), ''::tsvector) FROM (
    SELECT left(w, 200) AS word FROM unnest(string_to_array(btrim(normalised), ' ')) AS w WHERE w <> ''
    UNION ALL
    SELECT left(substr(w, 2), 200) FROM unnest(string_to_array(btrim(normalised), ' ')) AS w
    WHERE w ~ '^[የበለከ].'
  ) AS words
$$;

-- The trigram index is no longer read.
DROP INDEX "scholarships_searchText_idx";
DROP INDEX "internships_searchText_idx";
DROP INDEX "training_searchText_idx";
DROP INDEX "jobs_searchText_idx";

CREATE INDEX "scholarships_search_title_idx" ON "scholarships"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 1)));
CREATE INDEX "scholarships_search_organisation_idx" ON "scholarships"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 2)));
CREATE INDEX "scholarships_search_fields_idx" ON "scholarships"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 3)));
CREATE INDEX "scholarships_search_all_idx" ON "scholarships"
  USING GIN ("opportunity_search_vector"(replace("searchText", '|', ' ')));
CREATE INDEX "internships_search_title_idx" ON "internships"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 1)));
CREATE INDEX "internships_search_organisation_idx" ON "internships"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 2)));
CREATE INDEX "internships_search_fields_idx" ON "internships"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 3)));
CREATE INDEX "internships_search_all_idx" ON "internships"
  USING GIN ("opportunity_search_vector"(replace("searchText", '|', ' ')));
CREATE INDEX "training_search_title_idx" ON "training"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 1)));
CREATE INDEX "training_search_organisation_idx" ON "training"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 2)));
CREATE INDEX "training_search_fields_idx" ON "training"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 3)));
CREATE INDEX "training_search_all_idx" ON "training"
  USING GIN ("opportunity_search_vector"(replace("searchText", '|', ' ')));
CREATE INDEX "jobs_search_title_idx" ON "jobs"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 1)));
CREATE INDEX "jobs_search_organisation_idx" ON "jobs"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 2)));
CREATE INDEX "jobs_search_fields_idx" ON "jobs"
  USING GIN ("opportunity_search_vector"(split_part("searchText", '|', 3)));
CREATE INDEX "jobs_search_all_idx" ON "jobs"
  USING GIN ("opportunity_search_vector"(replace("searchText", '|', ' ')));
