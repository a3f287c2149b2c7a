import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { aliases } from '@/lib/db/schema';
import { cached } from '@/lib/cache';

export type AliasResolution =
  | { kind: 'route'; route: 'category' | 'product' | 'page'; id: number | null; path: string }
  | { kind: 'redirect'; path: string; status: 301 | 302 | 307 | 308 };

/** Normalises a request path: one leading slash, no trailing slash, lower case, no query. */
export function normalisePath(path: string): string {
  const clean = `/${path.split('?')[0].replace(/^\/+|\/+$/g, '')}`;
  return clean.toLowerCase();
}

/** Resolves a readable path through the aliases table (spec §7 GET /api/aliases). */
export function resolveAlias(rawPath: string): Promise<AliasResolution | null> {
  const path = normalisePath(rawPath);
  return cached(
    `alias:${path}`,
    async () => {
      const db = await getDb();
      const [row] = await db.select().from(aliases).where(eq(aliases.path, path)).limit(1);
      if (!row) return null;
      if (row.redirectTo) {
        const status = [301, 302, 307, 308].includes(row.status ?? 301) ? (row.status ?? 301) : 301;
        return { kind: 'redirect', path: row.redirectTo, status: status as 301 };
      }
      return { kind: 'route', route: row.route as 'category', id: row.targetId, path };
    },
    { ttlSeconds: 300, tags: ['aliases'] },
  );
}
