import 'server-only';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { clearCache, invalidateHere, setInvalidationBroadcast } from '../cache';
import { logger } from '../logger';

/**
 * Cache invalidation shared by every app instance on one PostgreSQL database: `invalidate(...tags)`
 * (lib/cache.ts) also sends the tags with NOTIFY, and each instance LISTENs on a connection of its own and
 * drops them too — cached reads and full-page cache alike, within milliseconds. With PGlite there is one
 * process and nothing to share. A listener that loses its connection reconnects and then clears its whole
 * cache, since it may have missed notifications meanwhile.
 */
export const INVALIDATION_CHANNEL = 'webshop_invalidate';
const RECONNECT_MS = 1000;

interface Message {
  from: string;
  tags: string[];
}

export async function startSharedInvalidation(url: string, pool: pg.Pool): Promise<() => Promise<void>> {
  const instance = randomUUID();
  let listener: pg.Client | null = null;
  let stopped = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel !== INVALIDATION_CHANNEL || !msg.payload) return;
      try {
        const { from, tags } = JSON.parse(msg.payload) as Message;
        if (from !== instance && Array.isArray(tags)) invalidateHere(tags.map(String));
      } catch {
        /* not ours */
      }
    });
    const lost = () => {
      if (stopped || listener !== client) return;
      listener = null;
      logger.warn('cache invalidation listener lost its connection; reconnecting');
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    listener = client;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      clearCache();
    } catch {
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  };

  await connect();
  setInvalidationBroadcast((tags) => {
    const payload = JSON.stringify({ from: instance, tags } satisfies Message);
    pool
      .query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, payload])
      .catch((err: Error) =>
        logger.warn({ err: err.message }, 'cache invalidation not sent to other instances'),
      );
  });
  return async () => {
    stopped = true;
    setInvalidationBroadcast(undefined);
    await listener?.end().catch(() => {});
  };
}
