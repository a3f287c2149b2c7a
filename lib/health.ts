import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from './db/client';
import { realtimeReachable } from './realtime/publisher';

/**
 * Readiness for a load balancer (`GET /readyz`, answered by the production front in
 * scripts/server.mjs, which cannot import this bundle and finds the check on globalThis): the database
 * answers a query and the realtime server its HTTP API. `/healthz` (the process is up) needs no check.
 */
export interface Readiness {
  ready: boolean;
  database: boolean;
  realtime: boolean | 'off';
}

const KEY = Symbol.for('webshop.readiness');
const TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), TIMEOUT_MS).unref()),
  ]);
}

export async function checkReadiness(): Promise<Readiness> {
  const [database, realtime] = await Promise.all([
    within(
      getDb()
        .then((db) => db.execute(sql`select 1`))
        .then(() => true),
      false,
    ),
    within(realtimeReachable(), false),
  ]);
  const rt = realtime ?? 'off';
  return { ready: database && rt !== false, database, realtime: rt };
}

export function registerReadiness(): void {
  (globalThis as typeof globalThis & { [KEY]?: () => Promise<Readiness> })[KEY] = checkReadiness;
}
