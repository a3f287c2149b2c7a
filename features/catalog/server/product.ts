import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, productSimilar, productSpecs } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import type { ProductCard } from '../model';
import { cardQuery, toCard } from './cards';
import { imageAlts } from './image-alts';
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
  /** Each image's alt text in the page's language as staff set it ('' where none). */
  imageAlts: string[];
  brand: string;
  warrantyMonths: number;
  configurable: boolean;
  soldCount: number;
  specs: SpecRow[];
  breadcrumbs: { name: string; path: string }[];
  /** Both locales' names, for hreflang and JSON-LD. */
  updatedAt: string;
  /** Published in the shop; false only in a staff preview (getProductPreview). */
  active: boolean;
  /** The page's <title> and meta description as staff set them for this locale; null: derived. */
  seoTitle: string | null;
  seoDescription: string | null;
}

/** A product page's data (spec §7 GET /api/catalog/catalog-products/{productId}); null when unknown or inactive. */
export function getProductDetail(id: number, locale: Locale): Promise<ProductDetail | null> {
  return cached(`product:${id}:${locale}`, () => loadProductDetail(id, locale, false), {
    ttlSeconds: 60,
    tags: CATALOG_TAGS,
  });
}

/**
 * A product as its page shows it, published or not, for a staff preview. Never cached: the shared cache
 * above holds only what shoppers may see, so no preview can ever be served to a shopper from it. Callers
 * check the staff member first (app/[locale]/(shop)/[...path]/page.tsx).
 */
export function getProductPreview(id: number, locale: Locale): Promise<ProductDetail | null> {
  return loadProductDetail(id, locale, true);
}

async function loadProductDetail(
  id: number,
  locale: Locale,
  unpublished: boolean,
): Promise<ProductDetail | null> {
  const [db, vat, cats] = await Promise.all([getDb(), getVatRate(), getCategories()]);
  const [row] = await cardQuery(db)
    .where(unpublished ? eq(products.id, id) : and(eq(products.id, id), eq(products.active, true)))
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
      active: products.active,
      seoTitleNl: products.seoTitleNl,
      seoTitleEn: products.seoTitleEn,
      seoDescriptionNl: products.seoDescriptionNl,
      seoDescriptionEn: products.seoDescriptionEn,
    })
    .from(products)
    .where(eq(products.id, id));
  const alts = await imageAlts(db, id, row.images, locale);
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
    imageAlts: alts,
    brand: extra.brand,
    warrantyMonths: extra.warrantyMonths,
    configurable: extra.configurable,
    soldCount: extra.soldCount,
    updatedAt: extra.updatedAt.toISOString(),
    active: extra.active,
    seoTitle: locale === 'en' ? extra.seoTitleEn : extra.seoTitleNl,
    seoDescription: locale === 'en' ? extra.seoDescriptionEn : extra.seoDescriptionNl,
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
