/**
 * Sitemaps protocol (sitemaps.org) documents: a urlset with hreflang alternates per entry, and the
 * sitemap index used once the catalogue passes the protocol's 50,000 URLs per file.
 */

/** At most this many <url> elements in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Absolute URL of the page in this entry's language. */
  loc: string;
  lastModified?: Date;
  priority?: number;
  /** hreflang → absolute URL, the entry itself included. */
  alternates: Record<string, string>;
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const parts = [`<loc>${escapeXml(u.loc)}</loc>`];
      for (const [lang, href] of Object.entries(u.alternates)) {
        parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />`);
      }
      if (u.lastModified) parts.push(`<lastmod>${u.lastModified.toISOString()}</lastmod>`);
      if (u.priority !== undefined) parts.push(`<priority>${u.priority.toFixed(1)}</priority>`);
      return `<url>\n${parts.join('\n')}\n</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** How many files `total` URLs need (at least one). */
export function sitemapFileCount(total: number, max = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / max));
}

/** The URLs of file `part` (0-based), or null when there is no such file. */
export function sitemapPart<T>(urls: readonly T[], part: number, max = SITEMAP_MAX_URLS): T[] | null {
  if (!Number.isInteger(part) || part < 0 || part >= sitemapFileCount(urls.length, max)) return null;
  return urls.slice(part * max, (part + 1) * max);
}
