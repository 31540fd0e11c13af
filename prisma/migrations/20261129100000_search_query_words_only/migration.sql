-- The query of a search's words takes the words alone: every caller asked for every weight (''),
-- and the ranking restricts the query to weights itself (apps/api/src/opportunities/opportunity-search.ts).
-- The same body as migration 20261129063000 otherwise.
-- No semicolon inside a function body: the adapter that applies migrations here splits at each one.

DROP FUNCTION "opportunity_search_query"(text[], text);

CREATE FUNCTION "opportunity_search_query"(words text[]) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(word_query, ' & ' ORDER BY ord), '')::tsquery FROM (
    SELECT w.ord, '(' || string_agg(quote_literal(p.lexeme) || ':*', ' <-> ' ORDER BY p.pos) || ')' AS word_query
    FROM unnest(words) WITH ORDINALITY AS w(word, ord)
    CROSS JOIN LATERAL (
      SELECT v.lexeme, pos FROM unnest(to_tsvector('simple'::regconfig, "opportunity_search_normalize"(w.word))) AS v,
        unnest(v.positions) AS pos
    ) AS p
    GROUP BY w.ord
  ) AS pieces
$$;
