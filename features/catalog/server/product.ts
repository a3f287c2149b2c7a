import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, productSimilar, productSpecs } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import type { ProductCard } from '../model';
import { cardQuery, toCard } from './cards';
import { ancestors, categoryName, getCategories } from './categories';
import { CATALOG_TAGS } from './listing';

export interface SpecRow {
  key: string;
  label: string;
  value: string;
  num: number | null;
  unit: string | null;
}

export interface ProductDetail extends ProductCard {
  description: string;
  images: string[];
  brand: string;
  warrantyMonths: number;
  configurable: boolean;
  soldCount: number;
  specs: SpecRow[];
  breadcrumbs: { name: string; path: string }[];
  /** Both locales' names, for hreflang and JSON-LD. */
  updatedAt: string;
}

/** A product page's data (spec §7 GET /api/catalog/catalog-products/{productId}); null when unknown or inactive. */
export function getProductDetail(id: number, locale: Locale): Promise<ProductDetail | null> {
  return cached(
    `product:${id}:${locale}`,
    async () => {
      const [db, vat, cats] = await Promise.all([getDb(), getVatRate(), getCategories()]);
      const [row] = await cardQuery(db)
        .where(and(eq(products.id, id), eq(products.active, true)))
        .limit(1);
      if (!row) return null;
      const [extra] = await db
        .select({
          descriptionNl: products.descriptionNl,
          descriptionEn: products.descriptionEn,
          brand: products.brand,
          warrantyMonths: products.warrantyMonths,
          configurable: products.configurable,
          soldCount: products.soldCount,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(eq(products.id, id));
      const specs = await db
        .select()
        .from(productSpecs)
        .where(eq(productSpecs.productId, id))
        .orderBy(asc(productSpecs.sort), asc(productSpecs.key));
      const card = toCard(row, locale, vat);
      return {
        ...card,
        description: locale === 'en' ? extra.descriptionEn : extra.descriptionNl,
        images: row.images,
        brand: extra.brand,
        warrantyMonths: extra.warrantyMonths,
        configurable: extra.configurable,
        soldCount: extra.soldCount,
        updatedAt: extra.updatedAt.toISOString(),
        specs: specs.map((s) => ({
          key: s.key,
          label: locale === 'en' ? s.labelEn : s.labelNl,
          value: s.value,
          num: s.num,
          unit: s.unit,
        })),
        breadcrumbs: ancestors(cats, row.categoryId).map((c) => ({
          name: categoryName(c, locale),
          path: c.path,
        })),
      };
    },
    { ttlSeconds: 60, tags: CATALOG_TAGS },
  );
}

/** Similar products (spec §7 GET /api/catalog/catalog-product-relations). */
export function getRelations(id: number, locale: Locale, limit = 8): Promise<ProductCard[]> {
  return cached(
    `relations:${id}:${locale}:${limit}`,
    async () => {
      const [db, vat] = await Promise.all([getDb(), getVatRate()]);
      const rows = await cardQuery(db)
        .innerJoin(
          productSimilar,
          and(eq(productSimilar.similarId, products.id), eq(productSimilar.productId, id)),
        )
        .where(eq(products.active, true))
        .orderBy(asc(productSimilar.sort))
        .limit(limit);
      return rows.map((r) => toCard(r, locale, vat));
    },
    { ttlSeconds: 60, tags: CATALOG_TAGS },
  );
}
