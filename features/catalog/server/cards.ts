import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { aliases, categories, products } from '@/lib/db/schema';
import { productImageAlt } from './image-alts';
import { withVat } from '@/lib/money';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import type { ProductCard, ProductCondition } from '../model';

/** Columns a product card needs, joined with its alias path and category name. */
export const cardColumns = {
  id: products.id,
  nameNl: products.nameNl,
  nameEn: products.nameEn,
  images: products.images,
  article: products.article,
  sku: products.sku,
  price: products.price,
  priceOld: products.priceOld,
  sale: products.sale,
  saleEndsAt: products.saleEndsAt,
  indefinitePeriod: products.indefinitePeriod,
  type: products.type,
  condition: products.condition,
  quantity: products.quantity,
  rating: products.rating,
  ratingCount: products.ratingCount,
  categoryId: products.categoryId,
  categoryNl: categories.nameNl,
  categoryEn: categories.nameEn,
  path: aliases.path,
  imageAltNl: productImageAlt('nl'),
  imageAltEn: productImageAlt('en'),
};

export type CardRow = {
  id: number;
  nameNl: string;
  nameEn: string;
  images: string[];
  article: string;
  sku: string;
  price: number;
  priceOld: number | null;
  sale: boolean;
  saleEndsAt: Date | null;
  indefinitePeriod: boolean;
  type: number;
  condition: string;
  quantity: number;
  rating: number;
  ratingCount: number;
  categoryId: number;
  categoryNl: string | null;
  categoryEn: string | null;
  path: string | null;
  /** The first image's alt texts as staff set them ('' or null: none). */
  imageAltNl?: string | null;
  imageAltEn?: string | null;
};

export function toCard(row: CardRow, locale: Locale, vatRate: number): ProductCard {
  return {
    id: row.id,
    name: locale === 'en' ? row.nameEn : row.nameNl,
    path: row.path ?? `/product/${row.id}`,
    image: row.images[0] ?? null,
    imageAlt: (locale === 'en' ? row.imageAltEn : row.imageAltNl) || null,
    article: row.article,
    sku: row.sku,
    price: row.price,
    priceOld: row.priceOld,
    priceNds: withVat(row.price, vatRate),
    priceOldNds: row.priceOld === null ? null : withVat(row.priceOld, vatRate),
    sale: row.sale,
    finishSale: row.saleEndsAt ? Math.floor(row.saleEndsAt.getTime() / 1000) : null,
    indefinitePeriod: row.indefinitePeriod,
    type: row.type,
    state: row.condition as ProductCondition,
    quantity: row.quantity,
    rating: row.rating,
    ratingCount: row.ratingCount,
    targetId: row.categoryId,
    targetName: (locale === 'en' ? row.categoryEn : row.categoryNl) ?? '',
  };
}

/** The card query: products with their alias path and category, ready for where/order/limit. */
export function cardQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(products)
    .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
}

/** Home page selection: best sellers in stock, then current sales. */
export function getHomeProducts(locale: Locale): Promise<{ popular: ProductCard[]; sale: ProductCard[] }> {
  return cached(
    `home-products:${locale}`,
    async () => {
      const [vat, db] = await Promise.all([getVatRate(), getDb()]);
      const popular = await cardQuery(db)
        .where(and(eq(products.active, true), gt(products.quantity, 0)))
        .orderBy(desc(products.soldCount), products.id)
        .limit(8);
      const sale = await cardQuery(db)
        .where(
          and(
            eq(products.active, true),
            eq(products.sale, true),
            sql`(${products.indefinitePeriod} or ${products.saleEndsAt} > now())`,
          ),
        )
        .orderBy(products.saleEndsAt, products.id)
        .limit(4);
      return {
        popular: popular.map((r) => toCard(r, locale, vat)),
        sale: sale.map((r) => toCard(r, locale, vat)),
      };
    },
    { ttlSeconds: 60, tags: ['products'] },
  );
}
