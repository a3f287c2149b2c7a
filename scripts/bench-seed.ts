// The benchmark's catalogue: migrates the shop's database (DATABASE_URL, or the embedded one in
// DATA_DIR, which must not be open elsewhere), seeds the demo shop with `--products` generated products
// (images for the demo's first 480 only), `--orders` confirmed orders over two years with a staff account
// to read them (scripts/bench-orders.ts), and prints, as one JSON line, the pages, products and order
// searches the benchmark measures. Run by scripts/bench.mjs; not meant for a shop that has data.
import { parseArgs } from 'node:util';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '../lib/db/client';
import { aliases, products } from '../lib/db/schema';
import { DEMO_PRODUCT_COUNT, DEMO_SEED, seedDemo } from '../lib/db/seed';
import { generateProducts, insertProducts } from '../lib/db/seed/catalog-generator';
import { createBenchStaff, orderMix, seedBenchOrders } from './bench-orders';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'hot-stock': { type: 'string', default: '15' },
    orders: { type: 'string', default: '100000' },
  },
});
const count = Number(values.products);
const hotStock = Number(values['hot-stock']);
const orderCount = Number(values.orders);
if (!Number.isInteger(orderCount) || orderCount < 0) {
  console.error('--orders must be a whole number');
  process.exit(2);
}
if (!Number.isInteger(count) || count < DEMO_PRODUCT_COUNT) {
  console.error(`--products must be a whole number of at least ${DEMO_PRODUCT_COUNT}`);
  process.exit(2);
}

const started = Date.now();
const db = await getDb();
// The demo shop as `npm start` seeds it (480 products with images, content, configurator), then the
// rest of the same generated catalogue (the generator continues where the demo stopped: unique slugs),
// without images and outside the configurator, whose seed compares every part with every platform.
const now = new Date();
await seedDemo(db, { now });
function* rest() {
  let i = 0;
  for (const p of generateProducts(count, DEMO_SEED, { now })) if (i++ >= DEMO_PRODUCT_COUNT) yield p;
}
await insertProducts(db, rest(), { media: false, chunkSize: 1000 });
const orderHistory = orderCount ? await seedBenchOrders(db, { count: orderCount, now }) : null;
if (orderHistory)
  console.error(
    `[bench-seed] ${orderHistory.orders} orders, ${orderHistory.lines} lines, ${orderHistory.payments} payments in ${orderHistory.seconds} s: ${JSON.stringify(await orderMix(db))}`,
  );
const staff = await createBenchStaff();
// As after any bulk import (and as `npm run bench:search` does): planner statistics, and the visibility map
// set so the index-only scans of search and counts need no heap visits. Without it, PostgreSQL's autovacuum
// did this work in the middle of the measurements (filtered listing p50 57–61 ms; 10–11 ms with it).
await db.execute(sql`vacuum analyze`);

const pathOf = async (id: number) => {
  const [a] = await db
    .select({ path: aliases.path })
    .from(aliases)
    .where(and(eq(aliases.route, 'product'), eq(aliases.targetId, id)));
  return `/${a.path.replace(/^\//, '')}`;
};
const pick = (configurable: boolean) =>
  db
    .select({ id: products.id, categoryId: products.categoryId, price: products.price })
    .from(products)
    .where(and(eq(products.active, true), eq(products.configurable, configurable), gte(products.quantity, 5)))
    .orderBy(asc(products.id))
    .limit(configurable ? 1 : 11);
const plain = await pick(false);
const [configurable] = await pick(true);
const [product, hot, ...stocked] = plain;
// The hot product: fewer units than the 20 shoppers of the checkout run want.
await db.update(products).set({ quantity: hotStock }).where(eq(products.id, hot.id));
const [category] = await db
  .select({ path: aliases.path })
  .from(aliases)
  .where(and(eq(aliases.route, 'category'), eq(aliases.targetId, product.categoryId)));

console.log(
  JSON.stringify({
    seconds: Math.round((Date.now() - started) / 1000),
    products: count,
    categoryPath: `/${category.path.replace(/^\//, '')}`,
    categoryId: product.categoryId,
    productPath: await pathOf(product.id),
    productId: product.id,
    configurablePath: configurable ? await pathOf(configurable.id) : null,
    hot: { id: hot.id, stock: hotStock },
    stocked: stocked.map((p) => p.id),
    orders: orderHistory && {
      count: orderHistory.orders,
      seconds: orderHistory.seconds,
      samples: orderHistory.samples,
    },
    staff,
  }),
);
process.exit(0);
