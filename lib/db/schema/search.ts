import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Full-text document of each product (dutch + english configurations, weighted name > article/sku >
 * specs > description). Kept fresh by triggers on products and product_specs (migration search-triggers).
 */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  doc: tsvector('doc').notNull(),
});

/**
 * What autocomplete searches, kept narrow: names, brand, article and SKU only ('simple' configuration),
 * plus each word's first one and two characters marked with '_' (migration autocomplete-short-prefixes),
 * and a copy of products.sold_count so the candidates come from the best sellers first. Kept fresh by the
 * same triggers as product_search. Its indexes are written in SQL (migration autocomplete-table): a GIN
 * index on title and `product_autocomplete_popularity_idx` (popularity desc nulls last, product_id)
 * INCLUDE (title), which drizzle's index builder cannot express.
 */
export const productAutocomplete = pgTable('product_autocomplete', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  popularity: integer('popularity').notNull().default(0),
  title: tsvector('title').notNull(),
});

/**
 * The catalogue's distinct words (unaccented, lower case), trigram-indexed: misspelt query words are
 * corrected against this small table before the indexed full-text search runs.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});
