-- Search finds every version of a listing (apps/api/src/opportunities/opportunity-search.ts): the
-- texts of "translations" (contracts' TRANSLATABLE_FIELDS) join the section their original is in,
-- so an Amharic or Afaan Oromo title is a title match and a translated description a description
-- match. An internship's own title (column "title", 20261129010500) joins its title section beside
-- its category. The trigger bodies are E'' strings with \073 for each semicolon: the driver adapter
-- that applies migrations here splits a script at every semicolon, even inside quotes.

-- Every version of one field, space-separated ('' when none).
CREATE FUNCTION "content_versions"(translations jsonb, field text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(version.value ->> field, ' '), '')
  FROM jsonb_each(CASE WHEN jsonb_typeof(translations) = 'object' THEN translations ELSE '{}'::jsonb END) AS version
  WHERE jsonb_typeof(version.value) = 'object'
$$;

CREATE OR REPLACE FUNCTION "scholarships_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    concat_ws(\' \', NEW.title, "content_versions"(NEW.translations, \'title\')),
    NULL,
    concat_ws(\' \', array_to_string(NEW."fieldsOfStudy", \' \'), NEW."scholarshipType", NEW."modeOfStudy"),
    concat_ws(\' \', NEW.description, NEW.experience, array_to_string(NEW."eligibilityCountries", \' \'),
      "content_versions"(NEW.translations, \'description\'), "content_versions"(NEW.translations, \'experience\')))\073
  RETURN NEW\073
END ';

CREATE OR REPLACE FUNCTION "internships_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    concat_ws(\' \', NEW.title, NEW."internshipCategory", NEW."categoryOther", "content_versions"(NEW.translations, \'title\')),
    array_to_string(NEW.company, \' \'),
    array_to_string(NEW.skill, \' \'),
    concat_ws(\' \', NEW."Responsibilities", NEW."Benefits", array_to_string(NEW."eligibilityCountries", \' \'),
      "content_versions"(NEW.translations, \'Responsibilities\'), "content_versions"(NEW.translations, \'Benefits\')))\073
  RETURN NEW\073
END ';

CREATE OR REPLACE FUNCTION "training_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    concat_ws(\' \', NEW."Title", "content_versions"(NEW.translations, \'Title\')),
    NULL,
    array_to_string(NEW."selectedCountries", \' \'),
    concat_ws(\' \', NEW."Description", "content_versions"(NEW.translations, \'Description\')))\073
  RETURN NEW\073
END ';

CREATE OR REPLACE FUNCTION "jobs_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := "opportunity_search_document"(
    concat_ws(\' \', NEW."JobTitle", "content_versions"(NEW.translations, \'JobTitle\')),
    NEW.company,
    NEW."Type",
    concat_ws(\' \', NEW."Description", NEW.location, "content_versions"(NEW.translations, \'Description\')))\073
  RETURN NEW\073
END ';

-- Rows that exist already: the update trigger fills their text again.
UPDATE "scholarships" SET "searchText" = '';
UPDATE "internships" SET "searchText" = '';
UPDATE "training" SET "searchText" = '';
UPDATE "jobs" SET "searchText" = '';
