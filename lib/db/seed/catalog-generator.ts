/**
 * Catalogue generator: product line templates × variants, for the ~450-product demo and for
 * benchmark catalogues of 100,000 products (rows are produced lazily; slugs and SKUs stay unique).
 */
import { sql } from 'drizzle-orm';
import { aliases, media, products, productSimilar, productSpecs } from '../schema';
import type { Db } from '../client';
import { insertUnnest } from './bulk-insert';
import { categoryPath } from './categories';
import { chunk } from './format';
import { finishProduct } from './product-finish';
import { CATEGORY_LINES } from './product-lines';
import { productSvg } from './product-svg';
import { similarRows, type PricedProduct } from './similar';
import type { GeneratedProduct, ProductLine } from './types';

export type { GeneratedProduct } from './types';

export interface GenerateOptions {
  /** Reference time for sale end dates (default: now). */
  now?: Date;
}

/**
 * The schedule of the catalogue: smooth weighted round-robin over the categories (so any prefix of
 * the catalogue has every category in proportion), then round-robin over each category's lines,
 * skipping lines whose variants are used up until every line of the category is (then the next
 * cycle starts: bulk lots and repeat stock items).
 */
function* schedule(count: number): Generator<[index: number, line: ProductLine, k: number]> {
  const cats = CATEGORY_LINES;
  const total = cats.reduce((s, c) => s + c.weight, 0);
  const current = cats.map(() => 0);
  const used = cats.map((c) => c.lines.map(() => 0));
  const next = cats.map(() => 0);
  const level = cats.map(() => 1);
  for (let i = 0; i < count; i++) {
    let best = 0;
    for (let c = 0; c < cats.length; c++) {
      current[c] += cats[c].weight;
      if (current[c] > current[best]) best = c;
    }
    current[best] -= total;
    const lines = cats[best].lines;
    for (;;) {
      const open = lines.findIndex((_, a) => {
        const l = (next[best] + a) % lines.length;
        return used[best][l] < lines[l].size * level[best];
      });
      if (open < 0) {
        level[best]++;
        continue;
      }
      const l = (next[best] + open) % lines.length;
      next[best] = (l + 1) % lines.length;
      yield [i, lines[l], used[best][l]++];
      break;
    }
  }
}

/** `count` products, deterministic for a given seed (sale end dates are relative to `now`). */
export function* generateProducts(
  count: number,
  seed: number,
  options: GenerateOptions = {},
): Generator<GeneratedProduct> {
  const ctx = { seed, now: options.now ?? new Date(), usedSlugs: new Set<string>() };
  for (const [index, line, k] of schedule(count)) yield finishProduct(index, line, k, ctx);
}

export interface InsertOptions {
  /**
   * Store the generated SVG images in `media`: true (default) for every product, false for none, a
   * number for only the first n products (a 100,000-product benchmark keeps the database small).
   */
  media?: boolean | number;
  /** Products per batch (default 500). */
  chunkSize?: number;
  /**
   * Build the search documents once at the end instead of per inserted batch (the insert triggers are
   * switched off meanwhile, which locks the tables): for bulk loads into a database nobody reads yet.
   */
  deferSearch?: boolean;
}

const SEARCH_INSERT_TRIGGERS = [
  sql`alter table products disable trigger products_search_ins`,
  sql`alter table product_specs disable trigger product_specs_search_ins`,
];
const SEARCH_INSERT_TRIGGERS_ON = [
  sql`alter table products enable trigger products_search_ins`,
  sql`alter table product_specs enable trigger product_specs_search_ins`,
];

export interface InsertedProduct extends PricedProduct {
  slug: string;
  article: string;
  path: string;
}

type ProductRow = GeneratedProduct['row'];
const PRODUCT_KEYS: (keyof ProductRow & string)[] = [
  'categoryId',
  'slug',
  'article',
  'sku',
  'brand',
  'type',
  'condition',
  'nameNl',
  'nameEn',
  'descriptionNl',
  'descriptionEn',
  'price',
  'priceOld',
  'sale',
  'saleEndsAt',
  'indefinitePeriod',
  'quantity',
  'rating',
  'ratingCount',
  'soldCount',
  'images',
  'warrantyMonths',
  'weight',
  'configurable',
  'family',
  'generation',
  'active',
];
const SPEC_KEYS = [
  'productId',
  'key',
  'labelNl',
  'labelEn',
  'value',
  'num',
  'unit',
  'facet',
  'sort',
] as const;

/**
 * Inserts products with their specs, aliases ('<category path>/<slug>'), images (SVG in `media`) and
 * similar products, in batches. Returns id, slug, article, path, category and price of every product.
 */
export async function insertProducts(
  db: Db,
  rows: Iterable<GeneratedProduct>,
  options: InsertOptions = {},
): Promise<InsertedProduct[]> {
  const size = options.chunkSize ?? 500;
  const inserted: InsertedProduct[] = [];
  const paths = new Map<number, string>();
  let batch: GeneratedProduct[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    const ids = await insertUnnest(
      db,
      products,
      current.map((p) => p.row),
      PRODUCT_KEYS,
      ['id', 'slug'],
    );
    const idBySlug = new Map(ids.map((r) => [r.slug as string, Number(r.id)]));
    const specRows: (typeof productSpecs.$inferInsert)[] = [];
    const aliasRows: (typeof aliases.$inferInsert)[] = [];
    const mediaRows: (typeof media.$inferInsert)[] = [];
    for (const p of current) {
      const id = idBySlug.get(p.row.slug);
      if (id === undefined) throw new Error(`Product ${p.row.slug} was not inserted`);
      const { categoryId, slug, article, price } = p.row;
      if (!paths.has(categoryId)) paths.set(categoryId, categoryPath(categoryId));
      const path = `${paths.get(categoryId)}/${slug}`;
      const withMedia =
        typeof options.media === 'number' ? inserted.length < options.media : options.media !== false;
      inserted.push({ id, categoryId, price, slug, article, path });
      for (const s of p.specs) specRows.push({ productId: id, ...s });
      aliasRows.push({ path, route: 'product', targetId: id });
      if (withMedia) {
        p.row.images.forEach((image, i) => {
          mediaRows.push({
            path: image,
            contentType: 'image/svg+xml',
            body: Buffer.from(productSvg(p.art, i === 0 ? 1 : 2)),
          });
        });
      }
    }
    await insertUnnest(db, productSpecs, specRows, SPEC_KEYS);
    await insertUnnest(db, aliases, aliasRows, ['path', 'route', 'targetId']);
    for (const part of chunk(mediaRows, 200)) await db.insert(media).values(part);
  };
  if (options.deferSearch) for (const q of SEARCH_INSERT_TRIGGERS) await db.execute(q);
  try {
    for (const row of rows) {
      batch.push(row);
      if (batch.length >= size) await flush();
    }
    await flush();
  } finally {
    if (options.deferSearch) for (const q of SEARCH_INSERT_TRIGGERS_ON) await db.execute(q);
  }
  if (options.deferSearch) {
    for (const ids of chunk(
      inserted.map((p) => p.id),
      5_000,
    )) {
      await db.execute(sql`select catalog_search_refresh(${`{${ids.join(',')}}`}::int[])`);
    }
  }
  for (const part of chunk(similarRows(inserted), 20_000)) {
    await insertUnnest(db, productSimilar, part, ['productId', 'similarId', 'sort']);
  }
  return inserted;
}
