import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../schema';
import type { Db } from '../client';
import { SPEC_CATEGORY_IDS } from './categories';
import { generateProducts } from './catalog-generator';
import { seedDemo } from './index';

interface Opened {
  db: Db;
  close: () => Promise<void>;
}

async function openPglite(): Promise<Opened> {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const pgl = drizzle(client, { schema });
  await migrate(pgl, { migrationsFolder: 'lib/db/migrations' });
  return { db: pgl as unknown as Db, close: () => client.close() };
}

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL, dropped again by close(). */
async function openPostgres(adminUrl: string): Promise<Opened> {
  const name = `seed_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // DROP DATABASE … WITH (FORCE) in close() terminates connections that are still closing: not a failure.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  // The pglite and node-postgres migrators share one implementation.
  await migrate(db as never, { migrationsFolder: 'lib/db/migrations' });
  return {
    db: db as unknown as Db,
    close: async () => {
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

const BACKENDS: [string, () => Promise<Opened>][] = [['pglite', openPglite]];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) BACKENDS.push(['postgres', () => openPostgres(pgUrl)]);

describe.each(BACKENDS)('seedDemo on %s', (backend, open) => {
  let opened: Opened | undefined;
  let db: Db;
  let seedMs = 0;

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const res = (await db.execute(query)) as unknown as { rows: T[] };
    return res.rows;
  }

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    const started = performance.now();
    await seedDemo(db);
    seedMs = performance.now() - started;
    console.log(`seedDemo on ${backend} took ${Math.round(seedMs)} ms`);
  }, 60_000);

  afterAll(async () => {
    await opened?.close();
  });

  it('runs within a few seconds', () => {
    expect(seedMs).toBeLessThan(10_000);
  });

  it('puts at least 5 products in every spec category and >= 450 in total', async () => {
    const counts = await rows<{ category_id: number; n: number }>(
      sql`select category_id, count(*)::int as n from products group by category_id order by category_id`,
    );
    const byId = new Map(counts.map((c) => [c.category_id, c.n]));
    console.log('products per category', Object.fromEntries(byId));
    for (const id of SPEC_CATEGORY_IDS) expect(byId.get(id) ?? 0, `category ${id}`).toBeGreaterThanOrEqual(5);
    expect(byId.get(600) ?? 0).toBeGreaterThanOrEqual(5);
    const total = counts.reduce((s, c) => s + c.n, 0);
    expect(total).toBeGreaterThanOrEqual(450);
    const cats = await rows<{ id: number }>(sql`select id from categories`);
    const catIds = new Set(cats.map((c) => c.id));
    for (const id of [...SPEC_CATEGORY_IDS, 600, 1000, 1001])
      expect(catIds.has(id), `category ${id}`).toBe(true);
    for (const c of counts) expect(catIds.has(c.category_id)).toBe(true);
  });

  it('covers all conditions, types 1..4, stock levels and future sales', async () => {
    const conds = await rows<{ condition: string; n: number }>(
      sql`select condition, count(*)::int as n from products group by 1`,
    );
    for (const c of ['new', 'refurbished', 'recertified'])
      expect(conds.find((x) => x.condition === c)?.n ?? 0).toBeGreaterThanOrEqual(30);
    const types = await rows<{ type: number; n: number }>(
      sql`select type, count(*)::int as n from products group by 1`,
    );
    console.log('types', types, 'conditions', conds);
    for (const t of [1, 2, 3, 4])
      expect(types.find((x) => x.type === t)?.n ?? 0, `type ${t}`).toBeGreaterThan(0);
    const [stock] = await rows<{ zero: number; many: number; total: number; configurable: number }>(
      sql`select count(*) filter (where quantity = 0)::int as zero, count(*) filter (where quantity >= 25)::int as many,
        count(*)::int as total, count(*) filter (where configurable)::int as configurable from products`,
    );
    console.log('stock', stock);
    expect(stock.zero).toBeGreaterThan(0);
    expect(stock.many).toBeGreaterThan(0);
    expect(stock.configurable).toBeGreaterThanOrEqual(20);
    const [sales] = await rows<{ future: number; indefinite: number; old: number }>(
      sql`select count(*) filter (where sale and sale_ends_at > now())::int as future,
        count(*) filter (where sale and indefinite_period and sale_ends_at is null)::int as indefinite,
        count(*) filter (where price_old > price)::int as old from products`,
    );
    expect(sales.future).toBeGreaterThan(0);
    expect(sales.indefinite).toBeGreaterThan(0);
    expect(sales.old).toBeGreaterThan(0);
  });

  it('gives every product an alias, a first image and unique skus', async () => {
    const [missing] = await rows<{ alias: number; image: number; dup: number; bad_price: number }>(sql`
      select
        (select count(*)::int from products p where not exists (
          select 1 from aliases a where a.route = 'product' and a.target_id = p.id)) as alias,
        (select count(*)::int from products p where not exists (
          select 1 from media m where m.path = p.images->>0)) as image,
        (select count(*)::int - count(distinct sku)::int from products) as dup,
        (select count(*)::int from products where price <= 0) as bad_price`);
    expect(missing).toEqual({ alias: 0, image: 0, dup: 0, bad_price: 0 });
    const [cats] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from categories c where not exists (
      select 1 from aliases a where a.route = 'category' and a.target_id = c.id)`);
    expect(cats.n).toBe(0);
    const redirects = await rows<{ path: string; redirect_to: string }>(
      sql`select path, redirect_to from aliases where route = 'redirect'`,
    );
    expect(redirects.length).toBeGreaterThanOrEqual(10);
    const [svg] = await rows<{ max: number; bad: number }>(sql`select max(length(body))::int as max,
      count(*) filter (where convert_from(body, 'UTF8') not like '<svg%</svg>')::int as bad from media
      where path like '/media/products/%'`);
    expect(svg.bad).toBe(0);
    expect(svg.max).toBeLessThan(4096);
  });

  it('reads back through drizzle with the right types', async () => {
    const [p] = await db
      .select()
      .from(schema.products)
      .where(sql`${schema.products.saleEndsAt} is not null`)
      .limit(1);
    expect(Array.isArray(p.images)).toBe(true);
    expect(p.images[0]).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
    expect(p.saleEndsAt).toBeInstanceOf(Date);
    expect(p.saleEndsAt!.getTime()).toBeGreaterThan(Date.now());
    const [setting] = await db
      .select()
      .from(schema.settings)
      .where(sql`${schema.settings.key} = 'contact'`);
    expect(setting.value).toMatchObject({ phoneHref: '+31201234567', email: 'info@serverstore.nl' });
  });

  it('labels server generations for both brand families', async () => {
    const gens = await rows<{ family: string; generation: string }>(
      sql`select distinct family, generation from products where family is not null order by 1, 2`,
    );
    const of = (f: string) => gens.filter((g) => g.family === f).map((g) => g.generation);
    for (const g of ['G10', 'G11', 'G12', 'G13', 'G14']) expect(of('dell')).toContain(g);
    for (const g of ['G6', 'G7', 'G8', 'G9', 'G10']) expect(of('hpe')).toContain(g);
  });

  it('has Dutch and English content, specs and similar products', async () => {
    const [names] = await rows<{ same: number; total: number }>(
      sql`select count(*) filter (where name_nl = name_en)::int as same, count(*)::int as total from products`,
    );
    expect(names.same / names.total).toBeLessThan(0.2);
    const [specs] = await rows<{
      min: number;
      max: number;
    }>(sql`select min(n)::int as min, max(n)::int as max from
      (select p.id, count(s.key) as n from products p left join product_specs s on s.product_id = p.id group by p.id) x`);
    expect(specs.min).toBeGreaterThanOrEqual(4);
    expect(specs.max).toBeLessThanOrEqual(12);
    const [similar] = await rows<{
      min: number;
      max: number;
    }>(sql`select min(n)::int as min, max(n)::int as max from
      (select p.id, count(s.similar_id) as n from products p left join product_similar s on s.product_id = p.id group by p.id) x`);
    expect(similar.min).toBeGreaterThanOrEqual(4);
    expect(similar.max).toBeLessThanOrEqual(8);
    const content = await rows<{ n: number }>(sql`select
      (select count(*) from settings)::int + (select count(*) from banners)::int + (select count(*) from menu_items)::int
      + (select count(*) from pages)::int + (select count(*) from html_blocks)::int as n`);
    expect(content[0].n).toBeGreaterThan(20);
  });
});

describe('generateProducts', () => {
  it('yields unique slugs and skus for 5000 products', () => {
    const slugs = new Set<string>();
    const skus = new Set<string>();
    let n = 0;
    for (const p of generateProducts(5000, 1, { now: new Date('2025-01-01T00:00:00Z') })) {
      slugs.add(p.row.slug);
      skus.add(p.row.sku);
      n++;
      expect(p.row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(n).toBe(5000);
    expect(slugs.size).toBe(5000);
    expect(skus.size).toBe(5000);
  });

  it('is deterministic for a seed', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const a = [...generateProducts(300, 7, { now })].map((p) => JSON.stringify(p.row));
    const b = [...generateProducts(300, 7, { now })].map((p) => JSON.stringify(p.row));
    expect(a).toEqual(b);
  });
});
