import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  cachedPageCount,
  clearPages,
  fillOnce,
  frontLookup,
  makePage,
  pageGzip,
  pageHtml,
  getPage,
  pageCacheKey,
  pageGeneration,
  putPage,
  storableHeaders,
  type PageRequest,
} from './page-cache';
import { invalidate } from './cache';
import { nonceOf } from './security-headers.mjs';
import { gunzipSync } from 'node:zlib';

const locales = ['nl', 'en'] as const;
const req = (over: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  pathname: '/servers',
  search: '',
  headers: new Headers({ accept: 'text/html,application/xhtml+xml' }),
  cookieNames: [],
  ...over,
});
/** The nonce the stored page was rendered with (its scripts carry it). */
const RENDER_NONCE = 'cmVuZGVyLW5vbmNlLTAwMQ==';
const page = (text = '<html></html>') =>
  makePage(200, [['content-type', 'text/html']], new TextEncoder().encode(text), RENDER_NONCE);
const text = (body: Uint8Array | undefined) => new TextDecoder().decode(body);

beforeEach(() => clearPages());

describe('pageCacheKey', () => {
  it('keys anonymous HTML requests of catalogue pages by path and query', () => {
    expect(pageCacheKey(req(), locales)).toBe('/servers');
    expect(pageCacheKey(req({ pathname: '/en/search', search: '?search=dell' }), locales)).toBe(
      '/en/search?search=dell',
    );
    expect(pageCacheKey(req({ pathname: '/' }), locales)).toBe('/');
  });

  it('never caches for a logged-in visitor, other methods, RSC requests or non-HTML requests', () => {
    expect(pageCacheKey(req({ cookieNames: ['NEXT_LOCALE', 'session'] }), locales)).toBeNull();
    expect(pageCacheKey(req({ method: 'POST' }), locales)).toBeNull();
    expect(
      pageCacheKey(req({ headers: new Headers({ accept: 'text/html', rsc: '1' }) }), locales),
    ).toBeNull();
    expect(
      pageCacheKey(req({ headers: new Headers({ accept: 'text/html', 'next-action': 'x' }) }), locales),
    ).toBeNull();
    expect(pageCacheKey(req({ headers: new Headers({ accept: '*/*' }) }), locales)).toBeNull();
    expect(pageCacheKey(req({ search: '?_rsc=abc' }), locales)).toBeNull();
    expect(
      pageCacheKey(req({ headers: new Headers({ accept: 'text/html', 'x-page-cache-fill': '1' }) }), locales),
    ).toBeNull();
  });

  it('never caches per-visitor routes, with or without the locale prefix', () => {
    for (const p of [
      '/customer',
      '/en/customer/orders',
      '/order/5/success',
      '/checkout',
      '/en/configurator/3',
      '/staff/chat',
      '/contact',
    ]) {
      expect(pageCacheKey(req({ pathname: p }), locales), p).toBeNull();
    }
  });
});

describe('the page store', () => {
  it('serves a page until it expires', () => {
    expect(putPage('/a', page(), 10, pageGeneration(), 1000)).toBe(true);
    expect(getPage('/a', 5000)?.parts).toEqual(page().parts);
    expect(getPage('/a', 11_001)).toBeNull();
    expect(cachedPageCount()).toBe(0);
  });

  it('stores nothing with a TTL of 0', () => {
    expect(putPage('/a', page(), 0, pageGeneration())).toBe(false);
  });

  it('drops every page when the data cache is invalidated (stock, prices, content)', () => {
    putPage('/a', page(), 10, pageGeneration());
    putPage('/b', page(), 10, pageGeneration());
    invalidate('products');
    expect(getPage('/a')).toBeNull();
    expect(getPage('/b')).toBeNull();
  });

  it('does not store a page rendered before an invalidation', () => {
    const generation = pageGeneration();
    invalidate('products');
    expect(putPage('/a', page(), 10, generation)).toBe(false);
    expect(getPage('/a')).toBeNull();
  });

  it('renders a page once for concurrent misses', async () => {
    let renders = 0;
    const fill = async () => {
      renders++;
      await Promise.resolve();
      return { ...page(), expires: 0 };
    };
    const results = await Promise.all([fillOnce('/x', fill), fillOnce('/x', fill), fillOnce('/x', fill)]);
    expect(renders).toBe(1);
    expect(results.every((r) => r?.status === 200)).toBe(true);
  });
});

describe('storableHeaders', () => {
  it('keeps content headers and refuses responses that set cookies', () => {
    const kept = storableHeaders(
      new Headers({ 'content-type': 'text/html', 'content-length': '5', vary: 'rsc' }),
    );
    expect(kept).toEqual([
      ['content-type', 'text/html'],
      ['vary', 'rsc'],
    ]);
    expect(storableHeaders(new Headers({ 'set-cookie': 'a=b' }))).toBeNull();
    // Locale routing's own cookie and internal routing headers are left out, not a reason to refuse.
    expect(
      storableHeaders(
        new Headers({
          'content-type': 'text/html',
          'set-cookie': 'NEXT_LOCALE=nl; Path=/',
          'x-middleware-rewrite': '/nl',
        }),
      ),
    ).toEqual([['content-type', 'text/html']]);
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding, honouring q=0', () => {
    expect(acceptsGzip(new Headers({ 'accept-encoding': 'gzip, deflate, br' }))).toBe(true);
    expect(acceptsGzip(new Headers({ 'accept-encoding': 'br;q=1, gzip;q=0.5' }))).toBe(true);
    expect(acceptsGzip(new Headers({ 'accept-encoding': 'gzip;q=0, br' }))).toBe(false);
    expect(acceptsGzip(new Headers({ 'accept-encoding': 'identity' }))).toBe(false);
    expect(acceptsGzip(new Headers())).toBe(false);
  });
});

describe('frontLookup (the front server of scripts/server.mjs)', () => {
  const html = { accept: 'text/html', 'accept-encoding': 'gzip' };
  const stored = () => page(`<p nonce="${RENDER_NONCE}">hi</p>`);

  it('answers a returning anonymous visitor whose locale cookie matches the path, gzip when accepted', () => {
    putPage('/servers', stored(), 10, pageGeneration());
    putPage('/en/servers', stored(), 10, pageGeneration());
    const hit = frontLookup('GET', '/servers', { ...html, cookie: 'NEXT_LOCALE=nl; uid=x' }, locales, 'nl');
    expect(hit?.headers['content-encoding']).toBe('gzip');
    const nonce = nonceOf(hit?.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce).not.toBe(RENDER_NONCE);
    expect(gunzipSync(hit!.body).toString()).toBe(`<p nonce="${nonce}">hi</p>`);
    expect(hit?.headers['content-length']).toBe(String(hit?.body.byteLength));
    const plain = frontLookup(
      'GET',
      '/en/servers',
      { accept: 'text/html', cookie: 'NEXT_LOCALE=en' },
      locales,
      'nl',
    );
    expect(plain?.headers['content-encoding']).toBeUndefined();
    const other = nonceOf(plain?.headers['content-security-policy']);
    expect(other).not.toBe(nonce);
    expect(text(plain?.body)).toBe(`<p nonce="${other}">hi</p>`);
  });

  it('leaves first visits, other locales, logged-in visitors and misses to Next', () => {
    putPage('/servers', stored(), 10, pageGeneration());
    expect(frontLookup('GET', '/servers', html, locales, 'nl')).toBeNull();
    expect(frontLookup('GET', '/servers', { ...html, cookie: 'NEXT_LOCALE=en' }, locales, 'nl')).toBeNull();
    expect(
      frontLookup('GET', '/servers', { ...html, cookie: 'NEXT_LOCALE=nl; session=abc' }, locales, 'nl'),
    ).toBeNull();
    expect(
      frontLookup('GET', '/nl/servers', { ...html, cookie: 'NEXT_LOCALE=nl' }, locales, 'nl'),
    ).toBeNull();
    expect(frontLookup('GET', '/storage', { ...html, cookie: 'NEXT_LOCALE=nl' }, locales, 'nl')).toBeNull();
    expect(frontLookup('HEAD', '/servers', { ...html, cookie: 'NEXT_LOCALE=nl' }, locales, 'nl')).toBeNull();
  });
});

describe('a fresh nonce in a stored page', () => {
  const html = (nonce: string) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/_next/a.js"></script></head><body>${'<p>Dell PowerEdge R750</p>'.repeat(500)}<script nonce="${nonce}">self.__next_f.push([1,"x"])</script><script nonce="${nonce}">end()</script></body></html>`;

  it('replaces every occurrence of the render nonce, plain and gzip', () => {
    const stored = page(html(RENDER_NONCE));
    expect(stored.parts).toHaveLength(4);
    const fresh = 'ZnJlc2gtbm9uY2UtMDAwMg==';
    expect(text(pageHtml(stored, fresh))).toBe(html(fresh));
    expect(gunzipSync(pageGzip(stored, fresh)).toString()).toBe(html(fresh));
  });

  it('assembles valid gzip for a page without a nonce, for nonces at either end, and for any nonce', () => {
    const fresh = 'ZnJlc2gtbm9uY2UtMDAwMg==';
    for (const body of ['', 'no scripts here', `${RENDER_NONCE}middle${RENDER_NONCE}`, html(RENDER_NONCE)]) {
      const stored = page(body);
      for (const nonce of [fresh, 'QQ=='])
        expect(gunzipSync(pageGzip(stored, nonce)).toString()).toBe(body.replaceAll(RENDER_NONCE, nonce));
    }
  });

  it('compresses each part against the page before it, never against a nonce', () => {
    // Text after a nonce that repeats the nonce and what precedes it: a back-reference into the nonce
    // would copy the answer's nonce in place of the render's text.
    const body = `<p>${'Dell PowerEdge '.repeat(200)}</p><script nonce="${RENDER_NONCE}"></script>${RENDER_NONCE.slice(0, 10)}x${'Dell PowerEdge '.repeat(200)}`;
    const stored = page(body);
    const fresh = 'ZnJlc2gtbm9uY2UtMDAwMg==';
    expect(gunzipSync(pageGzip(stored, fresh)).toString()).toBe(body.replaceAll(RENDER_NONCE, fresh));
    // The repeated text after the nonce costs next to nothing: it refers back across the nonce.
    expect(stored.deflated[1].byteLength).toBeLessThan(60);
  });
});
