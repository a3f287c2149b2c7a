import { sitemapPartXml } from '@/features/catalog/server/sitemap';

export const dynamic = 'force-dynamic';

/** One file of a split sitemap: /sitemaps/{n}.xml, listed by the index at /sitemap.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const xml = match ? await sitemapPartXml(Number(match[1])) : null;
  if (!xml)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
