import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrateDb, setDbForTests, schema, type Db } from '@/lib/db/client';
import { clearCache } from '@/lib/cache';

export type Backend = 'pglite' | 'postgres';

export interface TestDb {
  db: Db;
  backend: Backend;
  close: () => Promise<void>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI and dev machines). */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function pgliteDb(): Promise<TestDb> {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migrateDb(db);
  return { db, backend: 'pglite', close: () => client.close() };
}

/** An empty database of its own on the PostgreSQL server at `adminUrl`: its URL, and how to drop it. */
export async function throwawayDatabase(
  adminUrl = process.env.TEST_DATABASE_URL!,
  prefix = 'webshop_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A throwaway database on the PostgreSQL server, dropped again by close(). */
async function postgresDb(): Promise<TestDb> {
  const database = await throwawayDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 5 });
  // DROP DATABASE … WITH (FORCE) in close() terminates connections that are still closing: not a failure.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migrateDb(db);
  return {
    db,
    backend: 'postgres',
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

/** A migrated database of the backend, installed as the app's database for the test file. */
export async function createTestDb(backend: Backend, opts: { seed?: boolean } = {}): Promise<TestDb> {
  const t = backend === 'postgres' ? await postgresDb() : await pgliteDb();
  if (opts.seed) {
    const { seedDemo } = await import('@/lib/db/seed');
    await seedDemo(t.db);
  }
  setDbForTests(t.db);
  clearCache();
  return t;
}
