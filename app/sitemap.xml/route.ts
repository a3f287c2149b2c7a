import { sitemapXml } from '@/features/catalog/server/sitemap';

// Read from the database at request time (the build never opens it).
export const dynamic = 'force-dynamic';

export async function GET() {
  return new Response(await sitemapXml(), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
