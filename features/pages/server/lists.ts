import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { cardQuery, toCard } from '@/features/catalog';
import { getVatRate } from '@/features/content';
import { getPage, type PageSection } from '@/features/content';
import type { ProductCardData } from '@/features/catalog';
import { BRANDS, LIST_PAGE_SIZE, ROUTERS_CATEGORY_ID, type Brand } from '../model';

export interface ProductList {
  data: ProductCardData[];
  meta: { page: number; perPage: number; total: number; lastPage: number };
}

async function list(where: ReturnType<typeof and>, page: number, locale: Locale): Promise<ProductList> {
  const [db, vat] = await Promise.all([getDb(), getVatRate()]);
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await cardQuery(db)
    .where(where)
    .orderBy(desc(products.quantity), desc(products.soldCount), asc(products.id))
    .limit(LIST_PAGE_SIZE)
    .offset((page - 1) * LIST_PAGE_SIZE);
  return {
    data: rows.map((r) => toCard(r, locale, vat)),
    meta: { page, perPage: LIST_PAGE_SIZE, total, lastPage: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) },
  };
}

export interface BrandPage {
  brand: Brand;
  title: string;
  description: string;
  section: PageSection | null;
  generations: readonly string[];
  generation: string | null;
  products: ProductList;
}

/** GET /api/pages/server/brand: the brand's text from the 'server-brand' page and its servers. */
export function getBrandPage(
  brand: Brand,
  generation: string | null,
  page: number,
  locale: Locale,
): Promise<BrandPage> {
  return cached(
    `brand:${brand}:${generation ?? 'all'}:${page}:${locale}`,
    async () => {
      const content = await getPage('server-brand', locale);
      const section = content?.sections.find((s) => s.type === 'brand' && s.brand === brand) ?? null;
      const where = and(
        eq(products.active, true),
        eq(products.family, brand),
        generation ? eq(products.generation, generation) : undefined,
      );
      return {
        brand,
        title: section?.title ?? content?.title ?? brand,
        description: content?.description ?? '',
        section,
        generations: BRANDS[brand].generations,
        generation,
        products: await list(where, page, locale),
      };
    },
    { ttlSeconds: 60, tags: ['products', 'pages'] },
  );
}

/** The networking category (600) shown on /routers. */
export function getRouterProducts(page: number, locale: Locale): Promise<ProductList> {
  return cached(
    `routers:${page}:${locale}`,
    () => list(and(eq(products.active, true), eq(products.categoryId, ROUTERS_CATEGORY_ID)), page, locale),
    { ttlSeconds: 60, tags: ['products'] },
  );
}
