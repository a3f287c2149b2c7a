import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  cachedPageCount,
  clearPages,
  fillOnce,
  frontLookup,
  getPage,
  pageCacheKey,
  pageGeneration,
  putPage,
  storableHeaders,
  type PageRequest,
} from './page-cache';
import { invalidate } from './cache';

const locales = ['nl', 'en'] as const;
const req = (over: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  pathname: '/servers',
  search: '',
  headers: new Headers({ accept: 'text/html,application/xhtml+xml' }),
  cookieNames: [],
  ...over,
});
const page = (text = '<html></html>') => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body: new TextEncoder().encode(text),
});

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
    expect(getPage('/a', 5000)?.body).toEqual(page().body);
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
  const stored = () => ({ ...page('<p>hi</p>'), gzip: new Uint8Array([1, 2, 3]) });

  it('answers a returning anonymous visitor whose locale cookie matches the path, gzip when accepted', () => {
    putPage('/servers', stored(), 10, pageGeneration());
    putPage('/en/servers', stored(), 10, pageGeneration());
    const hit = frontLookup('GET', '/servers', { ...html, cookie: 'NEXT_LOCALE=nl; uid=x' }, locales, 'nl');
    expect(hit?.headers['content-encoding']).toBe('gzip');
    expect(hit?.body).toEqual(new Uint8Array([1, 2, 3]));
    expect(hit?.headers['content-length']).toBe('3');
    const plain = frontLookup(
      'GET',
      '/en/servers',
      { accept: 'text/html', cookie: 'NEXT_LOCALE=en' },
      locales,
      'nl',
    );
    expect(plain?.headers['content-encoding']).toBeUndefined();
    expect(new TextDecoder().decode(plain?.body)).toBe('<p>hi</p>');
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
