-- Search documents and the catalogue's word list, kept fresh by statement-level triggers with
-- transition tables (one refresh per INSERT/UPDATE statement, so bulk loads stay fast). PostgreSQL and PGlite.

-- The words of a text worth correcting typos against: unaccented lexemes of 3–32 letters/digits with a letter.
CREATE OR REPLACE FUNCTION catalog_search_add_words(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT u.lexeme
  FROM unnest(texts) AS t(txt), unnest(to_tsvector('simple', unaccent(t.txt))) AS u
  WHERE u.lexeme ~ '^[a-z0-9]{3,32}$' AND u.lexeme ~ '[a-z]'
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
-- Full refresh of products' documents (names A, identifiers B, brand and specs C, descriptions D).
CREATE OR REPLACE FUNCTION catalog_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_search (product_id, doc, title, popularity)
  SELECT x.id,
    setweight(to_tsvector('dutch', x.name_nl), 'A') ||
    setweight(to_tsvector('english', x.name_en), 'A') ||
    x.title ||
    setweight(to_tsvector('simple', x.specs), 'C') ||
    setweight(to_tsvector('dutch', x.description_nl), 'D') ||
    setweight(to_tsvector('english', x.description_en), 'D'),
    x.title,
    x.sold_count
  FROM (
    SELECT p.id, p.sold_count, unaccent(p.name_nl) AS name_nl, unaccent(p.name_en) AS name_en,
      unaccent(p.description_nl) AS description_nl, unaccent(p.description_en) AS description_en,
      unaccent(p.brand || ' ' || coalesce(s.txt, '')) AS specs,
      setweight(to_tsvector('simple', unaccent(p.name_nl || ' ' || p.name_en || ' ' || p.brand)), 'A') ||
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
  ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, title = excluded.title, popularity = excluded.popularity;

  PERFORM catalog_search_add_words(ARRAY(
    SELECT p.name_nl || ' ' || p.name_en || ' ' || p.brand || ' ' || p.description_nl || ' ' || p.description_en ||
      ' ' || coalesce((SELECT string_agg(ps.value, ' ') FROM product_specs ps WHERE ps.product_id = p.id), '')
    FROM products p WHERE p.id = ANY(ids)));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_products_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_search_refresh(ARRAY(SELECT id FROM new_rows));
  ELSE
    -- Stock and price updates are frequent: only text changes rebuild documents; sales move popularity.
    PERFORM catalog_search_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name_nl, n.name_en, n.article, n.sku, n.brand, n.description_nl, n.description_en)
        IS DISTINCT FROM (o.name_nl, o.name_en, o.article, o.sku, o.brand, o.description_nl, o.description_en)
    ));
    UPDATE product_search ps SET popularity = n.sold_count
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE ps.product_id = n.id AND n.sold_count IS DISTINCT FROM o.sold_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_trg();
--> statement-breakpoint
CREATE TRIGGER products_search_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_trg();
--> statement-breakpoint
-- New specs are appended to their products' documents (the usual case: a product's specs are inserted
-- right after it); changed or removed specs rebuild the documents.
CREATE OR REPLACE FUNCTION catalog_search_specs_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE product_search ps SET doc = ps.doc || setweight(to_tsvector('simple', unaccent(s.txt)), 'C')
    FROM (
      SELECT product_id, string_agg(value || ' ' || label_nl || ' ' || label_en, ' ') AS txt
      FROM new_rows GROUP BY product_id
    ) s
    WHERE ps.product_id = s.product_id;
    PERFORM catalog_search_add_words(ARRAY(SELECT string_agg(value, ' ') FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_search_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM catalog_search_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_specs_search_ins AFTER INSERT ON product_specs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_specs_trg();
--> statement-breakpoint
CREATE TRIGGER product_specs_search_upd AFTER UPDATE ON product_specs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_specs_trg();
--> statement-breakpoint
CREATE TRIGGER product_specs_search_del AFTER DELETE ON product_specs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_specs_trg();
--> statement-breakpoint
-- fastupdate off: PGlite has no autovacuum to flush a pending list, and reads matter more than writes here.
CREATE INDEX IF NOT EXISTS product_search_doc_idx ON product_search USING gin (doc) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_title_idx ON product_search USING gin (title) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_rating_idx ON products (rating DESC, rating_count DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_quantity_idx ON products (quantity DESC);
--> statement-breakpoint
SELECT catalog_search_refresh(ARRAY(SELECT id FROM products));
