import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Full-text document of each product (dutch + english configurations, weighted name > article/sku >
 * specs > description). Kept fresh by triggers on products and product_specs (migration search-triggers).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
    /** Names, brand, article and SKU only ('simple' configuration): the small document autocomplete searches. */
    title: tsvector('title').notNull(),
    /** Copy of products.sold_count: autocomplete takes its candidates from the best sellers first. */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('product_search_popularity_idx').on(t.popularity.desc(), t.productId)],
);

/**
 * The catalogue's distinct words (unaccented, lower case), trigram-indexed: misspelt query words are
 * corrected against this small table before the indexed full-text search runs.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});
