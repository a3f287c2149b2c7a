-- Autocomplete runs on every keystroke, and a word of one or two characters typed after others
-- ('harde schijf 1', 'dell r7 1') was its slowest query: the prefix '1:*' makes the GIN index collect every
-- title word that starts with '1' (most of the catalogue) before the other words narrow it down. The title
-- document now also carries each of its words' first one and two characters as words of their own, marked
-- with '_' (which the parser never leaves in a word): '16tb' adds '_1' and '_16'. A short typed word is
-- then matched as that one word ('_1'), which the index intersects with the others like any exact word;
-- the products found are the same.
CREATE OR REPLACE FUNCTION search_short_prefixes(t tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT '_' || left(l, n))), ''::tsvector)
  FROM unnest(tsvector_to_array(t)) AS l, generate_series(1, 2) AS n
  WHERE length(l) >= n
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- One pass over the products feeds both tables (the CTE is computed once).
  WITH batch AS (
  SELECT x.id, x.sold_count, x.brand, x.name_en,
    setweight(to_tsvector('dutch', x.name_nl), 'A') ||
    setweight(to_tsvector('english', x.name_en), 'A') ||
    x.title ||
    setweight(to_tsvector('simple', x.specs), 'C') ||
    setweight(to_tsvector('dutch', x.description_nl), 'D') ||
    setweight(to_tsvector('english', x.description_en), 'D') AS doc,
    x.title
  FROM (
    SELECT p.id, p.sold_count, p.brand, unaccent(p.name_nl) AS name_nl, unaccent(p.name_en) AS name_en,
      unaccent(p.description_nl) AS description_nl, unaccent(p.description_en) AS description_en,
      unaccent(p.brand || ' ' || coalesce(s.txt, '')) AS specs,
      -- Names as typed, plus the heads of Dutch compounds in the Dutch name ('servergeheugen' → 'geheugen').
      setweight(to_tsvector('simple', unaccent(p.name_nl || ' ' || p.name_en || ' ' || p.brand || ' ' ||
        search_compound_heads(unaccent(p.name_nl)))), 'A') ||
      -- Identifiers as typed: their parts ('srv 000001 r') and run together ('srv000001r').
      setweight(to_tsvector('simple', translate(p.article || ' ' || p.sku, '-_/.', '    ') || ' ' ||
        replace(p.article, '-', '') || ' ' || replace(p.sku, '-', '')), 'B') AS title
    FROM products p
    LEFT JOIN LATERAL (
      SELECT string_agg(ps.value || ' ' || ps.label_nl || ' ' || ps.label_en, ' ') AS txt
      FROM product_specs ps WHERE ps.product_id = p.id
    ) s ON true
    WHERE p.id = ANY(ids)
  ) x
  ), docs AS (
    INSERT INTO product_search (product_id, doc)
    SELECT id, doc FROM batch
    ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc
  )
  INSERT INTO product_autocomplete (product_id, popularity, title)
  SELECT id, sold_count, title || search_short_prefixes(title)
  FROM batch ORDER BY brand, name_en -- look-alikes on shared pages (0013)
  ON CONFLICT (product_id) DO UPDATE SET popularity = excluded.popularity, title = excluded.title;

  PERFORM catalog_search_add_words(ARRAY(
    SELECT p.name_nl || ' ' || p.name_en || ' ' || p.brand || ' ' || p.description_nl || ' ' || p.description_en ||
      ' ' || coalesce((SELECT string_agg(ps.value, ' ') FROM product_specs ps WHERE ps.product_id = p.id), '')
    FROM products p WHERE p.id = ANY(ids)));
END $$;
--> statement-breakpoint
-- Existing titles get their prefixes; the table is refilled in one call so its rows keep the brand/name
-- order of 0013.
TRUNCATE product_autocomplete;
--> statement-breakpoint
SELECT catalog_search_refresh(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- The planner's statistics know the new words at once (until autovacuum's next analyze it would guess).
ANALYZE product_autocomplete;
