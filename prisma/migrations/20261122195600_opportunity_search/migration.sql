-- Search over each moderated kind (apps/api/src/opportunities/opportunity-search.ts).
-- "searchText" holds four sections, each normalised (lower case, punctuation to spaces, apostrophes
-- dropped, so Afaan Oromo words meet with or without their glottal mark) and wrapped in spaces, joined by '|':
--   title | organisation | fields | description and the rest
-- Triggers keep it current on every insert and update (the app, the seed and plain SQL alike), and a
-- trigram GIN index answers substring matches in any script (Ethiopic included) without a table scan.
-- The trigger bodies are E'' strings with \073 for each semicolon: the driver adapter that applies
-- migrations here splits a script at every semicolon, even inside quotes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION "opportunity_search_normalize"(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || btrim(regexp_replace(
    regexp_replace(lower(coalesce(input, '')), '[''`\u2018\u2019\u02bc]', '', 'g'),
    '[\s!-/:-@\[-\^_{-~\u00a0-\u00bf\u2000-\u206f\u1360-\u1368\u3000-\u303f|]+', ' ', 'g')) || ' '
$$;

CREATE FUNCTION "opportunity_search_document"(title text, organisation text, fields text, description text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "opportunity_search_normalize"(title) || '|' || "opportunity_search_normalize"(organisation) || '|'
    || "opportunity_search_normalize"(fields) || '|' || "opportunity_search_normalize"(description)
$$;

CREATE FUNCTION "scholarships_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    NEW.title,
    NULL,
    concat_ws(\' \', array_to_string(NEW."fieldsOfStudy", \' \'), NEW."scholarshipType", NEW."modeOfStudy"),
    concat_ws(\' \', NEW.description, NEW.experience, array_to_string(NEW."eligibilityCountries", \' \')))\073
  RETURN NEW\073
END ';

CREATE FUNCTION "internships_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    NEW."internshipCategory",
    array_to_string(NEW.company, \' \'),
    array_to_string(NEW.skill, \' \'),
    concat_ws(\' \', NEW."Responsibilities", NEW."Benefits", array_to_string(NEW."eligibilityCountries", \' \')))\073
  RETURN NEW\073
END ';

CREATE FUNCTION "training_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    NEW."Title",
    NULL,
    array_to_string(NEW."selectedCountries", \' \'),
    NEW."Description")\073
  RETURN NEW\073
END ';

CREATE FUNCTION "jobs_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    NEW."JobTitle",
    NEW.company,
    NEW."Type",
    concat_ws(\' \', NEW."Description", NEW.location))\073
  RETURN NEW\073
END ';

-- AlterTable
ALTER TABLE "internships" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "scholarships" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "training" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

CREATE TRIGGER "scholarships_search_text" BEFORE INSERT OR UPDATE ON "scholarships"
  FOR EACH ROW EXECUTE FUNCTION "scholarships_search_text"();
CREATE TRIGGER "internships_search_text" BEFORE INSERT OR UPDATE ON "internships"
  FOR EACH ROW EXECUTE FUNCTION "internships_search_text"();
CREATE TRIGGER "training_search_text" BEFORE INSERT OR UPDATE ON "training"
  FOR EACH ROW EXECUTE FUNCTION "training_search_text"();
CREATE TRIGGER "jobs_search_text" BEFORE INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_search_text"();

-- Rows that exist already: the update trigger fills their text.
UPDATE "scholarships" SET "searchText" = '';
UPDATE "internships" SET "searchText" = '';
UPDATE "training" SET "searchText" = '';
UPDATE "jobs" SET "searchText" = '';

-- CreateIndex
CREATE INDEX "internships_searchText_idx" ON "internships" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "jobs_searchText_idx" ON "jobs" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "scholarships_searchText_idx" ON "scholarships" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "training_searchText_idx" ON "training" USING GIN ("searchText" gin_trgm_ops);
