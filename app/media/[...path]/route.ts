import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { media } from '@/lib/db/schema';

export const dynamic = 'force-dynamic';

/** Stored files (seeded product images, uploaded logos) served with long caching. */
export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  const key = `/media/${path.map(decodeURIComponent).join('/')}`;
  const db = await getDb();
  const [file] = await db.select().from(media).where(eq(media.path, key)).limit(1);
  if (!file) return new Response('Not found', { status: 404 });
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.contentType === 'image/svg+xml')
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  return new Response(new Uint8Array(file.body), { headers });
}
