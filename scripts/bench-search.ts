// Search and catalogue query benchmark: loads a generated catalogue (default 100,000 products) into a
// fresh in-memory PGlite and, when a PostgreSQL server is configured, a throwaway PostgreSQL database,
// then prints p50/p95 server time of autocomplete and of filtered category queries (caches bypassed).
//
//   npx tsx --conditions=react-server --tsconfig tsconfig.json scripts/bench-search.ts [--count 100000] [--runs 200] [--only pglite|postgres] [--keep name]
//
// PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), an admin URL on which a database is created and
// dropped again; with --keep <name> that database is kept and reused by the next run (loaded only once,
// so query plans can be studied on it). Unset: PGlite only.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { autocompleteQueries } from '../bench/search-queries.mjs';
import { migrateDb, schema, setDbForTests, type Db } from '../lib/db/client';
import { aliases, categories } from '../lib/db/schema';
import { categoryPath, categoryRows } from '../lib/db/seed/categories';
import { generateProducts, insertProducts } from '../lib/db/seed/catalog-generator';
import { clearCache, invalidate } from '../lib/cache';
import { autocomplete } from '../features/catalog/server/autocomplete';
import { listProducts } from '../features/catalog/server/listing';
import { getFilters } from '../features/catalog/server/facets';
import { parseListQuery } from '../features/catalog/list-query';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    only: { type: 'string' },
    keep: { type: 'string' },
  },
});
const COUNT = Number(values.count);
const RUNS = Number(values.runs);

/** What visitors type, the same texts as `npm run bench` sends (bench/search-queries.mjs). */
const AUTOCOMPLETE = autocompleteQueries(RUNS);

const FILTERED = [
  'category_id=282&memory_type=DDR4&sort=price_asc',
  'category_id=282&memory_size=32 GB&memory_size=64 GB&state=refurbished',
  'category_id=116&generation=dell:G14&sort=best_sold',
  'category_id=116&generation=hpe:G10&generation=hpe:G9&priceTo=3000',
  'category_id=214&interface=SAS&page=3',
  'category_id=214&form_factor=2.5"&sort=price_desc&per_page=48',
  'category_id=280&cpu_family=Xeon Scalable&sort=best_rated',
  'category_id=267&screen_size=14"&state=refurbished',
  'category_id=116&search=r740&sort=price_asc',
  'category_id=214&sale_is=1',
].map((q) =>
  parseListQuery(
    Object.fromEntries(
      [...new URLSearchParams(q).entries()].reduce(
        (m, [k, v]) => m.set(k, [...(m.get(k) ?? []), v]),
        new Map<string, string[]>(),
      ),
    ),
  ),
);

interface Backend {
  name: string;
  db: Db;
  close: () => Promise<void>;
  /** A kept database that already holds the catalogue. */
  loaded?: boolean;
}

async function pglite(): Promise<Backend> {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  return {
    name: 'PGlite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    close: () => client.close(),
  };
}

async function postgres(adminUrl: string): Promise<Backend> {
  const keep = values.keep;
  if (keep && !/^[a-z_][a-z0-9_]{0,62}$/.test(keep)) throw new Error('--keep: a lower-case database name');
  const name = keep ?? `webshop_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => undefined); // a dropped benchmark database ends its connections
  const loaded =
    exists &&
    (await pool.query("select to_regclass('products') is not null and exists (select 1 from products) as ok"))
      .rows[0].ok === true;
  return {
    name: 'PostgreSQL',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    loaded,
    close: async () => {
      await pool.end();
      if (keep) return;
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function load(b: Backend): Promise<number> {
  const started = performance.now();
  await migrateDb(b.db);
  if (b.loaded) return performance.now() - started;
  const cats = categoryRows();
  await b.db.insert(categories).values(cats);
  await b.db
    .insert(aliases)
    .values(cats.map((c) => ({ path: categoryPath(c.id), route: 'category', targetId: c.id })));
  await insertProducts(b.db, generateProducts(COUNT, 42), {
    media: false,
    chunkSize: 1000,
    deferSearch: true,
  });
  await b.db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function measure(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(i); // warm-up (plans, buffers)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    invalidate('products'); // the runtime cache is bypassed: every call runs its queries
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return { label, p50: pct(times, 50), p95: pct(times, 95), max: Math.max(...times) };
}

async function bench(b: Backend) {
  const loadMs = await load(b);
  setDbForTests(b.db);
  clearCache();
  const [{ n }] = (
    (await b.db.execute(sql`select count(*)::int as n from search_words`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const rows = [
    await measure('autocomplete', RUNS, (i) => autocomplete(AUTOCOMPLETE[i].q, AUTOCOMPLETE[i].locale)),
    await measure('filtered category list', RUNS, (i) => listProducts(FILTERED[i % FILTERED.length], 'nl')),
    await measure('filter panel counts', Math.ceil(RUNS / 2), (i) =>
      getFilters(FILTERED[i % FILTERED.length], 'nl'),
    ),
  ];
  return { backend: b.name, loadSeconds: loadMs / 1000, words: n, rows };
}

const results = [];
const backends: (() => Promise<Backend>)[] = [];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (values.only !== 'postgres') backends.push(pglite);
if (pgUrl && values.only !== 'pglite') backends.push(() => postgres(pgUrl));
for (const make of backends) {
  const b = await make();
  try {
    console.error(`${b.name}: loading ${COUNT.toLocaleString('en')} products…`);
    const r = await bench(b);
    console.error(`${b.name}: loaded in ${r.loadSeconds.toFixed(0)} s`);
    results.push(r);
  } finally {
    await b.close();
  }
}

console.log(
  `\nCatalogue of ${COUNT.toLocaleString('en')} products, ${RUNS} runs per query (server time, runtime cache bypassed)\n`,
);
console.log('| backend | query | p50 ms | p95 ms | max ms |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const r of results) {
  for (const row of r.rows)
    console.log(
      `| ${r.backend} | ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} |`,
    );
}
for (const r of results)
  console.log(
    `\n${r.backend}: loaded in ${r.loadSeconds.toFixed(0)} s; ${r.words.toLocaleString('en')} distinct catalogue words`,
  );
process.exit(0);
