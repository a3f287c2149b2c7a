import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { env } from '../env';
import { logger } from '../logger';

export type Schema = typeof schema;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT | any, Schema>;

interface DbHandle {
  db: Db;
  close: () => Promise<void>;
}

const GLOBAL_KEY = Symbol.for('webshop.db');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<DbHandle> };
const g = globalThis as GlobalWithDb;

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib/db/migrations');

/** One lock per PGlite data directory: PGlite has no cross-process locking of its own. */
function acquireLock(dir: string): () => void {
  const lockFile = path.join(dir, 'webshop.lock');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid) {
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
      if (alive) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${pid}. Stop that process, or give this one its own DATA_DIR or a DATABASE_URL.`,
        );
      }
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
  }
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    close: async () => {
      await client.close();
      release();
    },
  };
}

export async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server closes (restart, failover, an administrator) is replaced on the next
  // query; without a listener node-postgres would throw it as an uncaught exception and end the process.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'idle PostgreSQL connection lost'));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, close: () => pool.end() };
}

/** Applies the drizzle-kit migrations with drizzle's own migrator (works on PGlite and PostgreSQL). */
export async function migrateDb(db: Db): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The pglite and node-postgres migrators share one implementation over PgDialect/session.
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
}

async function prepare(handle: DbHandle): Promise<DbHandle> {
  const started = Date.now();
  await migrateDb(handle.db);
  if (env().SEED_DEMO) {
    const rows = await handle.db.execute(sql`select count(*)::int as n from categories`);
    const n = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n === 0) {
      const { seedDemo } = await import('./seed');
      await seedDemo(handle.db);
      // As after any bulk load: planner statistics and the visibility map (index-only scans). PGlite has
      // no autovacuum to do it later.
      await handle.db.execute(sql`vacuum analyze`);
      logger.info({ ms: Date.now() - started }, 'demo catalogue seeded');
    }
  }
  logger.info({ ms: Date.now() - started }, 'database ready');
  return handle;
}

async function open(): Promise<DbHandle> {
  const e = env();
  const handle = e.DATABASE_URL ? await openPostgres(e.DATABASE_URL) : await openPglite(e.DATA_DIR);
  const close = async () => {
    await handle.close().catch(() => {});
  };
  process.once('SIGTERM', () => void close().then(() => process.exit(0)));
  process.once('SIGINT', () => void close().then(() => process.exit(0)));
  return prepare(handle);
}

/** The shop's database: opened, migrated and (when empty) seeded once per process. */
export function getDb(): Promise<Db> {
  g[GLOBAL_KEY] ??= open().catch((err) => {
    g[GLOBAL_KEY] = undefined;
    throw err;
  });
  return g[GLOBAL_KEY].then((h) => h.db);
}

/** Tests hand in their own database (an in-memory PGlite clone or a throwaway PostgreSQL database). */
export function setDbForTests(db: Db): void {
  g[GLOBAL_KEY] = Promise.resolve({ db, close: async () => {} });
}

export { schema };
