import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITEMAP_MAX_URLS, sitemapFileCount, sitemapIndexXml, sitemapPart, urlsetXml } from './sitemap-xml';

describe('sitemap documents', () => {
  it('writes a urlset with hreflang alternates, lastmod and priority, escaped', () => {
    const xml = urlsetXml([
      {
        loc: 'https://shop.test/opslag?a=1&b=2',
        lastModified: new Date('2026-11-01T10:00:00Z'),
        priority: 0.8,
        alternates: { nl: 'https://shop.test/opslag?a=1&b=2', en: 'https://shop.test/en/opslag?a=1&b=2' },
      },
    ]);
    expect(xml).toContain('<loc>https://shop.test/opslag?a=1&amp;b=2</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.test/en/opslag?a=1&amp;b=2" />',
    );
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<priority>0.8</priority>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('writes an index of sitemap files', () => {
    expect(
      sitemapIndexXml(['https://shop.test/sitemaps/0.xml', 'https://shop.test/sitemaps/1.xml']),
    ).toContain('<sitemap><loc>https://shop.test/sitemaps/1.xml</loc></sitemap>');
  });

  it('needs one file up to the limit and one more for every further 50,000 URLs', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(200_960)).toBe(5);
  });

  it('splits into parts that keep every URL exactly once, in order, none over the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 50 }), (n, max) => {
        const urls = Array.from({ length: n }, (_, i) => i);
        const files = sitemapFileCount(n, max);
        const parts = Array.from({ length: files }, (_, i) => sitemapPart(urls, i, max)!);
        expect(parts.flat()).toEqual(urls);
        for (const p of parts) expect(p.length).toBeLessThanOrEqual(max);
        expect(sitemapPart(urls, files, max)).toBeNull();
        expect(sitemapPart(urls, -1, max)).toBeNull();
        expect(sitemapPart(urls, 0.5, max)).toBeNull();
      }),
    );
  });
});
