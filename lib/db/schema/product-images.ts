import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * A product's images as the back office manages them: order, alt texts per language, and the path of the
 * main stored variant (the 800 px WebP of an upload, or a seeded file). `products.images` holds the same
 * paths in the same order for the shop's reads; both are written together by
 * features/backoffice/server/product-images.ts, in one transaction.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    path: text('path').notNull(),
    altNl: text('alt_nl').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    /** Size of the largest stored variant; null for an adopted seeded file (an SVG). */
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_images_path_uq').on(t.productId, t.path),
    index('product_images_sort_idx').on(t.productId, t.sort),
  ],
);
