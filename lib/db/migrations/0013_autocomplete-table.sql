-- Autocomplete gets a table of its own (product_id, popularity, title) laid out for its two plans:
-- * a common prefix walks the popularity index until 100 titles match; the index carries the title
--   (INCLUDE), so the walk is an index-only scan instead of a heap visit per product passed over;
-- * a rarer or multi-word query takes the GIN bitmap, then visits the matching rows to sort them by
--   popularity. Rows are written in (brand, name) order, so look-alike products ('ProLiant DL380 Gen10 …')
--   share pages: 5,300 matches at 100,000 products sit on ≈ 270 pages instead of ≈ 4,000.
CREATE TABLE "product_autocomplete" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"title" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_autocomplete" ADD CONSTRAINT "product_autocomplete_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_autocomplete" ("product_id", "popularity", "title")
  SELECT ps."product_id", ps."popularity", ps."title" FROM "product_search" ps
  JOIN "products" p ON p."id" = ps."product_id" ORDER BY p."brand", p."name_en";--> statement-breakpoint
DROP INDEX "product_search_popularity_idx";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "popularity";--> statement-breakpoint
CREATE INDEX "product_autocomplete_popularity_idx" ON "product_autocomplete" USING btree ("popularity" DESC NULLS LAST,"product_id") INCLUDE ("title");--> statement-breakpoint
-- fastupdate off, as for the other search indexes: PGlite has no autovacuum to flush a pending list.
CREATE INDEX IF NOT EXISTS product_autocomplete_title_idx ON product_autocomplete USING gin (title) WITH (fastupdate = off);
--> statement-breakpoint
-- Full refresh of products' documents (names A, identifiers B, brand and specs C, descriptions D) and of
-- their autocomplete titles.
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
  ), docs AS (
    INSERT INTO product_search (product_id, doc)
    SELECT id, doc FROM batch
    ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc
  )
  INSERT INTO product_autocomplete (product_id, popularity, title)
  SELECT id, sold_count, title FROM batch ORDER BY brand, name_en -- look-alikes on shared pages (above)
  ON CONFLICT (product_id) DO UPDATE SET popularity = excluded.popularity, title = excluded.title;

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
    UPDATE product_autocomplete pa SET popularity = n.sold_count
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE pa.product_id = n.id AND n.sold_count IS DISTINCT FROM o.sold_count;
  END IF;
  RETURN NULL;
END $$;
