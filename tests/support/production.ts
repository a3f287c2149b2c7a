// The production build (`npm run build`) served by scripts/server.mjs in a process of its own, on a
// throwaway PostgreSQL database, for tests that must go through real HTTP, the real front and a real
// process that can be killed (tests/reliability). Mail goes to files in its DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { throwawayDatabase } from './db';
import { newUid } from './shop';

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server of ADMIN_DATABASE_URL answers. */
export async function postgresReachable(): Promise<boolean> {
  const url = new URL(ADMIN_DATABASE_URL);
  return new Promise<boolean>((resolve) => {
    const s = net.connect(Number(url.port || 5432), url.hostname);
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });
}

/** Why the production server can't run here (no build, no PostgreSQL), or null. */
export async function productionMissing(): Promise<string | null> {
  if (!fs.existsSync('.next/BUILD_ID')) return 'no production build: run `npm run build` first';
  if (!(await postgresReachable())) return `no PostgreSQL server at ${new URL(ADMIN_DATABASE_URL).host}`;
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

export interface ProductionServer {
  url: string;
  /** The server's own database, for reading what it stored. */
  db: pg.Pool;
  /** A query on the server's database: its rows. */
  query<T = Row>(text: string, values?: unknown[]): Promise<T[]>;
  dataDir: string;
  /** Where the server is killed with SIGKILL: no shutdown, no flushing, as a crashed machine. */
  kill(): Promise<void>;
  /** Starts the server again on the same database and data directory. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  log(): string;
}

async function waitReady(url: string, child: ChildProcess, ms = 240_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const r = await fetch(`${url}/readyz`).catch(() => null);
    if (r?.status === 200) return;
    await new Promise((res) => setTimeout(res, 300));
  }
  throw new Error('the server did not become ready');
}

/** Starts the production server on `port` with a fresh, migrated and seeded database. */
export async function startProductionServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<ProductionServer> {
  const database = await throwawayDatabase(ADMIN_DATABASE_URL, 'webshop_reliability');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webshop-reliability-'));
  const logFile = path.join(dataDir, 'server.log');
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Each simulated shopper comes from an address of its own (X-Forwarded-For), as behind one proxy.
    TRUST_PROXY: '1',
    VIES_URL: 'http://127.0.0.1:9/vies',
    PAYMENT_PROVIDER: 'test',
    // No realtime service: not what these tests are about, and /readyz would wait for one.
    REALTIME_ENABLED: 'false',
    ...extraEnv,
  };
  for (const k of ['SMTP_URL', 'PUBLIC_URL', 'REDIS_URL', 'PUSHER_HOST', 'PUSHER_PORT', 'PUSHER_CLUSTER']) {
    if (!(k in extraEnv)) delete env[k];
  }
  if (!('MOLLIE_API_KEY' in extraEnv)) delete env.MOLLIE_API_KEY;

  let child: ChildProcess;
  const launch = async () => {
    const out = fs.openSync(logFile, 'a');
    child = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    await waitReady(url, child);
  };
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => child.once('exit', () => r()));
  await launch();
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  db.on('error', () => undefined);

  return {
    url,
    db,
    query: async <T = Row>(text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rows as T[],
    dataDir,
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    restart: launch,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited(), new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      await db.end();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    log: () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'),
  };
}

/** The mails the server wrote to its DATA_DIR/mail (as lib/mail.ts writes them without SMTP). */
export function mailsOf(server: ProductionServer): { to: string; subject: string; text: string }[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')));
}

let shopperCount = 0;

/** A simulated shopper talking to the server over HTTP: a uid and an address of its own. */
export function shopper(server: ProductionServer) {
  const n = ++shopperCount;
  const uid = newUid();
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return {
    uid,
    async call(method: string, p: string, body?: unknown) {
      const res = await fetch(`${server.url}/api/portal${p}`, {
        method,
        headers: {
          uid,
          'x-locale': 'nl',
          'x-forwarded-for': ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
      return { status: res.status, data };
    },
  };
}
