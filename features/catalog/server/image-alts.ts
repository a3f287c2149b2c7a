import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { productImages, products } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The alt text staff gave a product's first image, as a column of a product query: a lookup by the
 * unique (product, path) index for the rows a query returns, so listings stay as fast.
 */
export const productImageAlt = (locale: Locale) =>
  sql<
    string | null
  >`(select ${locale === 'en' ? sql.raw('pi.alt_en') : sql.raw('pi.alt_nl')} from product_images pi where pi.product_id = ${products.id} and pi.path = ${products.images}->>0)`;

/** Each image's alt text in the locale, in the order of `paths` ('' where staff set none). */
export async function imageAlts(db: Db, productId: number, paths: string[], locale: Locale) {
  if (!paths.length) return [];
  const rows = await db
    .select({ path: productImages.path, nl: productImages.altNl, en: productImages.altEn })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), inArray(productImages.path, paths)));
  const byPath = new Map(rows.map((r) => [r.path, locale === 'en' ? r.en : r.nl]));
  return paths.map((p) => byPath.get(p) ?? '');
}
