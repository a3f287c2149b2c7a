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
/** A transaction of Db. Inside one, query only through it: PGlite has one connection, so getDb() would wait for ever. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DbHandle {
  db: Db;
  close: () => Promise<void>;
  /** Runs `fn` while no other app instance runs it (PostgreSQL advisory lock; PGlite has one process). */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Whether this instance leads the background job `key` (see `leadsJob`). */
  lead: (key: number) => Promise<boolean>;
}

/** The advisory lock of start-up work (migrations, the first seed): any constant all instances share. */
const STARTUP_LOCK = 724_311_001;

const GLOBAL_KEY = Symbol.for('webshop.db');
const SHUTDOWN_MANAGED = Symbol.for('webshop.shutdown-managed');
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
    exclusive: (fn) => fn(),
    lead: async () => true,
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
  // A leader keeps its lock on a connection of its own (outside the pool) for as long as it lives; when
  // the instance or its connection dies the lock is released and another instance takes over.
  const leading = new Map<number, import('pg').Client>();
  const { startSharedInvalidation } = await import('./invalidation');
  const stopInvalidation = await startSharedInvalidation(url, pool);
  return {
    db,
    close: async () => {
      await stopInvalidation();
      for (const c of leading.values()) await c.end().catch(() => {});
      await pool.end();
    },
    lead: async (key) => {
      if (leading.has(key)) return true;
      const c = new (await import('pg')).default.Client({ connectionString: url });
      try {
        await c.connect();
        const r = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        if (r.rows[0]?.ok) {
          c.on('error', () => leading.delete(key));
          c.on('end', () => leading.delete(key));
          leading.set(key, c);
          return true;
        }
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'job leadership check failed');
      }
      await c.end().catch(() => {});
      return false;
    },
    // The lock belongs to one session: held on a connection of its own while `fn` uses the pool. Instances
    // starting together wait here, then find the migrations applied and the catalogue seeded.
    exclusive: async (fn) => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        lock.release();
      }
    },
  };
}

/** Applies the drizzle-kit migrations with drizzle's own migrator (works on PGlite and PostgreSQL). */
export async function migrateDb(db: Db): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The pglite and node-postgres migrators share one implementation over PgDialect/session.
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
}

async function prepare(handle: DbHandle): Promise<DbHandle> {
  const started = Date.now();
  await handle.exclusive(() => migrateAndSeed(handle.db, started));
  logger.info({ ms: Date.now() - started }, 'database ready');
  return handle;
}

async function migrateAndSeed(db: Db, started: number): Promise<void> {
  await migrateDb(db);
  if (env().SEED_DEMO) {
    const rows = await db.execute(sql`select count(*)::int as n from categories`);
    const n = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n === 0) {
      const { seedDemo } = await import('./seed');
      await seedDemo(db);
      // As after any bulk load: planner statistics and the visibility map (index-only scans). PGlite has
      // no autovacuum to do it later.
      await db.execute(sql`vacuum analyze`);
      logger.info({ ms: Date.now() - started }, 'demo catalogue seeded');
    }
  }
}

async function open(): Promise<DbHandle> {
  const e = env();
  const handle = e.DATABASE_URL ? await openPostgres(e.DATABASE_URL) : await openPglite(e.DATA_DIR);
  const close = async () => {
    await handle.close().catch(() => {});
  };
  // Under the production front (scripts/server.mjs) the front finishes requests in flight first and then
  // closes the handle; elsewhere (next dev, scripts) the signal closes the database at once.
  if (!(globalThis as { [SHUTDOWN_MANAGED]?: boolean })[SHUTDOWN_MANAGED]) {
    process.once('SIGTERM', () => void close().then(() => process.exit(0)));
    process.once('SIGINT', () => void close().then(() => process.exit(0)));
  }
  return prepare({ ...handle, close });
}

/** The shop's database: opened, migrated and (when empty) seeded once per process. */
export function getDb(): Promise<Db> {
  g[GLOBAL_KEY] ??= open().catch((err) => {
    g[GLOBAL_KEY] = undefined;
    throw err;
  });
  return g[GLOBAL_KEY].then((h) => h.db);
}

/**
 * Runs start-up work beyond migrations (the first admin from the environment, instrumentation.ts) under
 * the same start-up lock: instances starting together do it one after the other, so each finds what the
 * one before it made.
 */
export async function underStartupLock<T>(fn: () => Promise<T>): Promise<T> {
  await getDb();
  return (await g[GLOBAL_KEY]!).exclusive(fn);
}

/** Tests hand in their own database (an in-memory PGlite clone or a throwaway PostgreSQL database). */
export function setDbForTests(db: Db): void {
  g[GLOBAL_KEY] = Promise.resolve({
    db,
    close: async () => {},
    exclusive: (fn) => fn(),
    lead: async () => true,
  });
}

export { schema };

/**
 * Whether this instance runs the background job `name` (an expiry sweep, mail retries): exactly one
 * instance leads each job at a time (a PostgreSQL advisory lock held by the leader; with PGlite the one
 * process leads). Call it on every tick: a follower takes over when the leader is gone.
 */
export async function leadsJob(name: string): Promise<boolean> {
  await getDb();
  return (await g[GLOBAL_KEY]!).lead(jobLockKey(name));
}

/** A stable 31-bit advisory-lock key per job name, apart from STARTUP_LOCK's range. */
function jobLockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return 800_000_000 + (Math.abs(h) % 100_000_000);
}
