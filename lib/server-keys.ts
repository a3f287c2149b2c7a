import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from './db/client';
import { serverKeys } from './db/schema';

const cache = new Map<string, Promise<Buffer>>();

/**
 * A 256-bit server key by name, made on first use and kept in the database, so every app instance signs
 * and checks with the same one. Stays in memory once read.
 */
export function serverKey(name: string): Promise<Buffer> {
  let key = cache.get(name);
  if (!key) {
    key = (async () => {
      const db = await getDb();
      await db
        .insert(serverKeys)
        .values({ name, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing({ target: serverKeys.name });
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name)).limit(1);
      return Buffer.from(row.value, 'base64');
    })();
    key.catch(() => cache.delete(name));
    cache.set(name, key);
  }
  return key;
}
