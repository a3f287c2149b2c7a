import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { newNonce, pageCspFor } from './security-headers.mjs';
import { crcCombine, crcShift, type CrcShift } from './crc32-combine';

/**
 * The full-page cache for anonymous visitors: the HTML of catalogue pages (home, categories, products,
 * search and the other public pages) is kept for a few seconds (PAGE_CACHE_TTL_SECONDS, default 10;
 * 0 switches it off) and served by proxy.ts without rendering. Only GET requests for a full HTML page
 * without a `session` cookie qualify; per-visitor routes (account, order, checkout, chat, staff, …)
 * never do. The shop layout renders nothing per visitor for an anonymous request (cart, stock and
 * recently viewed items load in the browser), so every anonymous visitor may get the same bytes.
 *
 * The store lives on globalThis like lib/cache.ts, so the proxy and the route handlers of one process
 * share it: any invalidation of the data cache (a stock or price change, a new review, a content edit)
 * drops every cached page as well.
 */

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The HTML split where the CSP nonce of its render stood: every answer joins the parts with a fresh
   * nonce (and sends the matching policy), so no two visitors share a nonce.
   */
  parts: Uint8Array[];
  /**
   * The parts raw-deflated once when stored (deflateParts): a gzip answer is these with the nonce between
   * them as stored blocks, so the cache never compresses per request.
   */
  deflated: Uint8Array[];
  /** Length of the HTML without the nonces. */
  bytes: number;
  /** CRC-32 of each part and the shift for its length, for the gzip trailer of each answer. */
  crcs: number[];
  shifts: CrcShift[];
  expires: number;
}

const KEY = Symbol.for('webshop.page-cache');
type Store = {
  pages: Map<string, CachedPage>;
  inflight: Map<string, Promise<CachedPage | null>>;
  generation: number;
  /** For scripts/server.mjs, which answers hits before Next (it cannot import this module). */
  lookup?: typeof frontLookup;
};
const g = globalThis as typeof globalThis & { [KEY]?: Store };
const store: Store = (g[KEY] ??= { pages: new Map(), inflight: new Map(), generation: 0 });

const MAX_PAGES = 2000;
const MAX_BYTES = 2_000_000;

/** Marks the proxy's own request that renders a page for the cache (it must not be served from it). */
export const FILL_HEADER = 'x-page-cache-fill';

/** First path segments (after the locale) of pages that show or change per-visitor data. */
const PRIVATE_SEGMENTS = new Set([
  'customer',
  'order',
  'register',
  'staff',
  'chat',
  'cart',
  'checkout',
  'configurator',
  'contact',
  'contact-success',
  'newsletter',
]);

export function pageCacheTtlSeconds(): number {
  const v = Number(process.env.PAGE_CACHE_TTL_SECONDS ?? 10);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

export interface PageRequest {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
  cookieNames: string[];
}

/** The cache key of a request that may be answered from the cache, or null. */
export function pageCacheKey(req: PageRequest, locales: readonly string[]): string | null {
  if (req.method !== 'GET') return null;
  if (req.cookieNames.includes('session')) return null;
  const h = req.headers;
  // Client-side navigations and prefetches ask for the RSC payload, server actions post: not HTML.
  if (
    h.has('rsc') ||
    h.has('next-router-prefetch') ||
    h.has('next-router-state-tree') ||
    h.has('next-action')
  )
    return null;
  if (h.has(FILL_HEADER)) return null;
  const accept = h.get('accept') ?? '';
  if (!accept.includes('text/html')) return null;
  if (req.search.includes('_rsc=')) return null;
  const segments = req.pathname.split('/').filter(Boolean);
  const first = segments[0] && locales.includes(segments[0]) ? segments[1] : segments[0];
  if (first && PRIVATE_SEGMENTS.has(first)) return null;
  return `${req.pathname}${req.search}`;
}

/**
 * Response headers kept with a cached page: not hop-by-hop ones, the length, Next's internal
 * `x-middleware-*` routing headers, nor cookies. A response that sets a cookie other than locale
 * routing's own NEXT_LOCALE (which proxy.ts sets again per request) is per visitor: not stored.
 * Next's `Cache-Control: private, no-store` on dynamic pages is kept: browsers and shared caches still
 * don't store the page, only this short server-side cache does.
 */
export function storableHeaders(headers: Headers): [string, string][] | null {
  if (headers.getSetCookie().some((c) => !c.startsWith('NEXT_LOCALE='))) return null;
  const skip = new Set([
    'set-cookie',
    'content-length',
    'content-encoding',
    'transfer-encoding',
    'connection',
    'keep-alive',
    'date',
    'x-page-cache',
    // Per answer: the policy carries the answer's own nonce, HSTS depends on the scheme.
    'content-security-policy',
    'strict-transport-security',
  ]);
  if (headers.has('content-encoding')) return null;
  return [...headers.entries()].filter(
    ([k]) => !skip.has(k.toLowerCase()) && !k.toLowerCase().startsWith('x-middleware-'),
  );
}

/**
 * A page to store: the HTML split at every occurrence of the nonce it was rendered with (the nonce of
 * its Content-Security-Policy), and each part deflated for gzip answers.
 */
export function makePage(
  status: number,
  headers: [string, string][],
  html: Uint8Array,
  nonce: string,
): Omit<CachedPage, 'expires'> {
  const buf = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let at = buf.indexOf(nonce, from); at >= 0; at = buf.indexOf(nonce, from)) {
    parts.push(buf.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  parts.push(buf.subarray(from));
  const bytes = parts.reduce((n, p) => n + p.byteLength, 0);
  return {
    status,
    headers,
    parts,
    deflated: deflateParts(parts, !buf.includes(0xff)),
    bytes,
    crcs: parts.map((p) => crc32(p)),
    shifts: parts.map((p) => crcShift(p.byteLength)),
  };
}

/** Length of every nonce an answer writes (newNonce: 16 bytes, base64). */
const NONCE_LENGTH = 24;
/** Stands in for the nonces in the history a part is compressed against: bytes UTF-8 never contains. */
const NONCE_STAND_IN = Buffer.alloc(NONCE_LENGTH, 0xff);
const WINDOW = 32 * 1024;
const NONCE_SHIFT = crcShift(NONCE_LENGTH);

/**
 * Each part as a raw deflate stream of its own that ends on a byte boundary without closing (only the
 * last one closes), so the parts can be joined with the nonce between them. Each is compressed against
 * what precedes it in the page (a preset dictionary, the 32 kB deflate window) — the flight data at the
 * end repeats much of the markup before it — with the nonces there replaced by bytes that match nothing,
 * so no part ever refers to a nonce, whichever one an answer writes. `history` false (HTML with such
 * bytes): every part stands alone.
 */
function deflateParts(parts: Uint8Array[], history: boolean): Uint8Array[] {
  let seen = Buffer.alloc(0);
  return parts.map((part, i) => {
    const last = i === parts.length - 1;
    const out = deflateRawSync(part, {
      level: 6,
      ...(history && seen.length ? { dictionary: seen } : {}),
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
    if (history && !last) seen = Buffer.concat([seen, part, NONCE_STAND_IN]).subarray(-WINDOW);
    return out;
  });
}

/** The stored HTML with `nonce` where the render's nonce stood. */
export function pageHtml(page: Pick<CachedPage, 'parts'>, nonce: string): Uint8Array {
  const n = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((p, i) => (i ? [n, p] : [p])));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The same HTML as one gzip member: header, the deflated parts with the nonce between them as
 * uncompressed (stored) deflate blocks, then CRC-32 and length of the whole.
 */
export function pageGzip(
  page: Omit<CachedPage, 'status' | 'headers' | 'expires'>,
  nonce: string,
): Uint8Array {
  const n = Buffer.from(nonce);
  // The parts were compressed for a nonce of this length between them.
  if (n.length !== NONCE_LENGTH && page.parts.length > 1) return gzipSync(pageHtml(page, nonce));
  // A stored block: BFINAL 0 and type 00 padded to a byte, LEN and its one's complement, the bytes.
  const stored = Buffer.concat([
    Buffer.from([0, n.length & 0xff, n.length >> 8, ~n.length & 0xff, (~n.length >> 8) & 0xff]),
    n,
  ]);
  const nonceCrc = crc32(n);
  let crc = page.crcs[0];
  const out: Uint8Array[] = [GZIP_HEADER, page.deflated[0]];
  for (let i = 1; i < page.parts.length; i++) {
    out.push(stored, page.deflated[i]);
    crc = crcCombine(crcCombine(crc, nonceCrc, NONCE_SHIFT), page.crcs[i], page.shifts[i]);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.bytes + n.length * (page.parts.length - 1)) >>> 0, 4);
  out.push(trailer);
  return Buffer.concat(out);
}

/**
 * A cached page as answered to one request: a fresh nonce in the HTML and in the page's
 * Content-Security-Policy (lib/security-headers.mjs), gzip-compressed when `gzip`.
 */
export function servePage(
  page: CachedPage,
  request: Headers,
  gzip: boolean,
): { headers: [string, string][]; body: Uint8Array } {
  const nonce = newNonce();
  return {
    headers: [...page.headers, ['content-security-policy', pageCspFor(request, nonce)]],
    body: gzip ? pageGzip(page, nonce) : pageHtml(page, nonce),
  };
}

/** Node's request headers (`IncomingMessage.headers`) as fetch Headers. */
export function headersFromNode(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(raw))
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  return headers;
}

/** Does the request accept a gzip body (`Accept-Encoding: gzip`, not refused with q=0)? */
export function acceptsGzip(headers: Headers): boolean {
  const ae = headers.get('accept-encoding') ?? '';
  return ae.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0);
  });
}

export function getPage(key: string, now = Date.now()): CachedPage | null {
  const hit = store.pages.get(key);
  if (!hit) return null;
  if (hit.expires <= now) {
    store.pages.delete(key);
    return null;
  }
  return hit;
}

/** The current generation: a page rendered before an invalidation must not be stored after it. */
export function pageGeneration(): number {
  return store.generation;
}

export function putPage(
  key: string,
  page: Omit<CachedPage, 'expires'>,
  ttlSeconds: number,
  generation: number,
  now = Date.now(),
): boolean {
  if (ttlSeconds <= 0 || page.bytes > MAX_BYTES || generation !== store.generation) return false;
  if (store.pages.size >= MAX_PAGES) {
    const oldest = store.pages.keys().next().value;
    if (oldest !== undefined) store.pages.delete(oldest);
  }
  store.pages.set(key, { ...page, expires: now + ttlSeconds * 1000 });
  return true;
}

/** One fill per key at a time: concurrent misses wait for the same render. */
export function fillOnce(key: string, fill: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
  const pending = store.inflight.get(key);
  if (pending) return pending;
  const p = fill().finally(() => store.inflight.delete(key));
  store.inflight.set(key, p);
  return p;
}

/** Drops every cached page (called by lib/cache.ts `invalidate` and `clearCache`). */
export function clearPages(): void {
  store.generation++;
  store.pages.clear();
}

export function cachedPageCount(): number {
  return store.pages.size;
}

export interface FrontHit {
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * A hit for the front server (scripts/server.mjs), which answers before Next and so before locale
 * routing: only a request whose NEXT_LOCALE cookie already names the locale of its path qualifies (a
 * returning visitor; locale routing would neither redirect it nor set a cookie). Everything else goes
 * through Next and proxy.ts, which decide as usual and fill the cache.
 */
export function frontLookup(
  method: string,
  url: string,
  raw: Record<string, string | string[] | undefined>,
  locales: readonly string[],
  defaultLocale: string,
): FrontHit | null {
  if (pageCacheTtlSeconds() <= 0) return null;
  const headers = headersFromNode(raw);
  const cookies = new Map(
    (headers.get('cookie') ?? '')
      .split(';')
      .map((c) => c.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...v]) => [name, v.join('=')] as const),
  );
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q);
  const first = pathname.split('/')[1] ?? '';
  const locale = locales.includes(first) ? first : defaultLocale;
  // A prefixed default locale is redirected by locale routing; leave that to Next.
  if (first === defaultLocale || cookies.get('NEXT_LOCALE') !== locale) return null;
  const key = pageCacheKey({ method, pathname, search, headers, cookieNames: [...cookies.keys()] }, locales);
  const page = key ? getPage(key) : null;
  if (!page) return null;
  const gzip = acceptsGzip(headers);
  const served = servePage(page, headers, gzip);
  const out: Record<string, string> = {};
  for (const [k, v] of served.headers) out[k] = out[k] ? `${out[k]}, ${v}` : v;
  if (gzip) out['content-encoding'] = 'gzip';
  if (!/accept-encoding/i.test(out.vary ?? ''))
    out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
  out['content-length'] = String(served.body.byteLength);
  out['x-page-cache'] = 'HIT';
  return { headers: out, body: served.body };
}

store.lookup = frontLookup;
