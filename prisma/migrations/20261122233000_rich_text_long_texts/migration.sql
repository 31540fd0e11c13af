-- The opportunities' long texts (contracts' richTextFields) are stored as sanitised HTML from now on
-- (apps/api/src/opportunities/rich-text-fields.ts), and the site draws a value that starts with a block
-- tag as HTML and any other as plain text (contracts' richTextHtml).
-- Semicolons inside strings are written \073 in E'' strings: the driver adapter that applies
-- migrations splits a script at every semicolon, even inside quotes.

-- Search reads the words of that HTML, not its tags ("strong", "href", "nofollow") or entities ("amp").
CREATE OR REPLACE FUNCTION "opportunity_search_document"(title text, organisation text, fields text, description text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "opportunity_search_normalize"(title) || '|' || "opportunity_search_normalize"(organisation) || '|'
    || "opportunity_search_normalize"(fields) || '|' || "opportunity_search_normalize"(regexp_replace(
      regexp_replace(description, '</?[a-z][a-z0-9]*(\s[^>]*)?/?>', ' ', 'gi'), '&(#[0-9]+|[a-z]+)\x3b', ' ', 'gi'))
$$;

-- A text written before as plain text that happens to start like HTML ("<p>...") was never
-- sanitised: it becomes the HTML of its words (escaped, one paragraph, line breaks kept), as
-- the site drew it until now.
UPDATE "scholarships" SET "description" = '<p>' || replace(replace(replace(replace(replace(replace(replace(
  "description", '&', E'&amp\073'), '<', E'&lt\073'), '>', E'&gt\073'), '"', E'&quot\073'), '''', E'&#39\073'),
  E'\r', ''), E'\n', '<br>') || '</p>'
WHERE "description" ~* '^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|img|div|figure|br)[\s/>]';

UPDATE "internships" SET "Responsibilities" = '<p>' || replace(replace(replace(replace(replace(replace(replace(
  "Responsibilities", '&', E'&amp\073'), '<', E'&lt\073'), '>', E'&gt\073'), '"', E'&quot\073'), '''', E'&#39\073'),
  E'\r', ''), E'\n', '<br>') || '</p>'
WHERE "Responsibilities" ~* '^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|img|div|figure|br)[\s/>]';

UPDATE "internships" SET "Benefits" = '<p>' || replace(replace(replace(replace(replace(replace(replace(
  "Benefits", '&', E'&amp\073'), '<', E'&lt\073'), '>', E'&gt\073'), '"', E'&quot\073'), '''', E'&#39\073'),
  E'\r', ''), E'\n', '<br>') || '</p>'
WHERE "Benefits" ~* '^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|img|div|figure|br)[\s/>]';

UPDATE "training" SET "Description" = '<p>' || replace(replace(replace(replace(replace(replace(replace(
  "Description", '&', E'&amp\073'), '<', E'&lt\073'), '>', E'&gt\073'), '"', E'&quot\073'), '''', E'&#39\073'),
  E'\r', ''), E'\n', '<br>') || '</p>'
WHERE "Description" ~* '^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|img|div|figure|br)[\s/>]';

UPDATE "jobs" SET "Description" = '<p>' || replace(replace(replace(replace(replace(replace(replace(
  "Description", '&', E'&amp\073'), '<', E'&lt\073'), '>', E'&gt\073'), '"', E'&quot\073'), '''', E'&#39\073'),
  E'\r', ''), E'\n', '<br>') || '</p>'
WHERE "Description" ~* '^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|img|div|figure|br)[\s/>]';
