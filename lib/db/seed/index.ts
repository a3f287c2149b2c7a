/**
 * Demo catalogue seed: categories, ~480 products (specs, images, aliases, similar products) and the
 * shop's content. Deterministic for a given seed; runs in one transaction.
 */
import { aliases, categories } from '../schema';
import type { Db } from '../client';
import { categoryPath, categoryRows } from './categories';
import { generateProducts, insertProducts } from './catalog-generator';
import { seedContent } from './seed-content';
import { seedEngagement } from './engagement';
import { seedCoupons } from './orders-coupons';
import { seedConfigurator } from './configurator';

export const DEMO_PRODUCT_COUNT = 480;
export const DEMO_SEED = 20_240_517;

export interface SeedOptions {
  count?: number;
  seed?: number;
  /** Reference time for sale end dates (default: now). */
  now?: Date;
  /** Products that get stored images (default all; see `InsertOptions.media`). */
  media?: boolean | number;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const count = options.count ?? DEMO_PRODUCT_COUNT;
  const seed = options.seed ?? DEMO_SEED;
  await db.transaction(async (tx) => {
    const cats = categoryRows();
    await tx.insert(categories).values(cats);
    await tx
      .insert(aliases)
      .values(cats.map((c) => ({ path: categoryPath(c.id), route: 'category', targetId: c.id })));
    const inserted = await insertProducts(tx, generateProducts(count, seed, { now: options.now }), {
      media: options.media,
      chunkSize: count > 10_000 ? 1000 : undefined,
    });
    await seedContent(tx, inserted);
    await seedEngagement(tx, options.now);
    await seedCoupons(tx);
    await seedConfigurator(tx as unknown as Db);
  });
}
