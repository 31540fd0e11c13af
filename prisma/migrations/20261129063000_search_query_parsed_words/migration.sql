-- A search word is cut into pieces by the same parser as the stored text (to_tsvector with the
-- `simple` configuration), not at spaces alone: the parser reads "1e5abc" as the number 1e5 and the
-- word abc, "7e8" as a number, so a query piece '1e5abc' never met the stored lexemes and a listing
-- named with such a word was not found by it. The pieces keep their order (each lexeme at each of
-- its positions), in a row (<->), each a word start, limited to `weights` as before (migration
-- 20261128205158). Lexemes of the `simple` dictionary hold no quote, backslash or operator after
-- normalisation, and are quoted besides, so no input changes the query's shape.
-- No semicolon inside a function body: the adapter that applies migrations here splits at each one.

CREATE OR REPLACE FUNCTION "opportunity_search_query"(words text[], weights text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(word_query, ' & ' ORDER BY ord), '')::tsquery FROM (
    SELECT w.ord, '(' || string_agg(quote_literal(p.lexeme) || ':*' || weights, ' <-> ' ORDER BY p.pos) || ')' AS word_query
    FROM unnest(words) WITH ORDINALITY AS w(word, ord)
    CROSS JOIN LATERAL (
      SELECT v.lexeme, pos FROM unnest(to_tsvector('simple'::regconfig, "opportunity_search_normalize"(w.word))) AS v,
        unnest(v.positions) AS pos
    ) AS p
    GROUP BY w.ord
  ) AS pieces
$$;
