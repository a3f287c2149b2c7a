import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { findRedirect, type RedirectMap } from '@/features/catalog/redirects';
import {
  FILL_HEADER,
  fillOnce,
  getPage,
  makePage,
  pageCacheKey,
  pageCacheTtlSeconds,
  pageGeneration,
  putPage,
  servePage,
  storableHeaders,
  type CachedPage,
} from '@/lib/page-cache';
import { newNonce, nonceOf, pageCspFor } from '@/lib/security-headers.mjs';

const intl = createMiddleware(routing);

/**
 * Redirect aliases (old paths) answer a real HTTP 301 here, before locale routing: a page can only
 * answer 308 (Next's permanentRedirect). The small list comes from the shop's own API and is kept for
 * a minute; if it can't be loaded the page's own alias resolution still redirects.
 */
const TTL_MS = 60_000;
let redirects: { at: number; generation: number; map: RedirectMap } | null = null;
let loading: { generation: number; map: Promise<RedirectMap> } | null = null;

async function loadRedirects(origin: string): Promise<RedirectMap> {
  // Any invalidation in this process (a redirect saved in the back office among them) moves the page
  // generation: the list is fetched again, so a changed or deleted redirect answers at once. A load that
  // began before the latest invalidation is not shared: it may hold the old list.
  const generation = pageGeneration();
  if (redirects && Date.now() - redirects.at < TTL_MS && redirects.generation === generation)
    return redirects.map;
  if (loading?.generation === generation) return loading.map;
  const map = fetch(`${origin}/api/portal/api/catalog/redirects`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(2000),
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`redirects: ${res.status}`);
      const loaded = ((await res.json()) as { data: RedirectMap }).data;
      if (!redirects || redirects.generation <= generation)
        redirects = { at: Date.now(), generation, map: loaded };
      return loaded;
    })
    .finally(() => {
      if (loading?.map === map) loading = null;
    });
  loading = { generation, map };
  return map;
}

/**
 * Where the proxy reaches the app itself: this server's own port on the loopback interface (behind a
 * reverse proxy `request.nextUrl.origin` is the public host, and those calls would leave the machine);
 * the request's origin only when the port is unknown.
 */
function selfOrigin(request: NextRequest): string {
  const port = process.env.PORT;
  return port && /^\d+$/.test(port) ? `http://localhost:${port}` : request.nextUrl.origin;
}

/** Renders the page once through the app itself (marked, so it bypasses the cache) and keeps the HTML. */
async function fillPage(request: NextRequest, key: string): Promise<CachedPage | null> {
  const generation = pageGeneration();
  const headers: Record<string, string> = {
    accept: 'text/html',
    'accept-encoding': 'identity',
    [FILL_HEADER]: '1',
  };
  const lang = request.headers.get('accept-language');
  if (lang) headers['accept-language'] = lang;
  const locale = request.cookies.get('NEXT_LOCALE')?.value;
  if (locale) headers.cookie = `NEXT_LOCALE=${locale}`;
  const res = await fetch(`${selfOrigin(request)}${key}`, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const kept = storableHeaders(res.headers);
  // The nonce this render's scripts carry: each answer from the cache replaces it with its own.
  const nonce = nonceOf(res.headers.get('content-security-policy'));
  if (
    res.status !== 200 ||
    !kept ||
    !nonce ||
    !(res.headers.get('content-type') ?? '').includes('text/html')
  ) {
    await res.body?.cancel();
    return null;
  }
  const page = makePage(200, kept, new Uint8Array(await res.arrayBuffer()), nonce);
  putPage(key, page, pageCacheTtlSeconds(), generation);
  return { ...page, expires: 0 };
}

function fromCache(
  page: CachedPage,
  request: NextRequest,
  routed: Response,
  state: 'HIT' | 'MISS',
): Response {
  // Uncompressed: Next compresses what the proxy answers itself (a gzip body here would be gzipped twice).
  // The front server (scripts/server.mjs) serves gzip itself (lib/page-cache.ts frontLookup).
  const served = servePage(page, request.headers, false);
  const headers = new Headers(served.headers);
  // The locale cookie locale routing may set for this visitor stays per request.
  for (const [k, v] of routed.headers) if (k === 'set-cookie') headers.append(k, v);
  headers.set('x-page-cache', state);
  return new Response(served.body as BodyInit, { status: page.status, headers });
}

export default async function proxy(request: NextRequest) {
  const map = await loadRedirects(selfOrigin(request)).catch(() => redirects?.map ?? {});
  const hit = findRedirect(request.nextUrl.pathname, map);
  if (hit) {
    if (!hit.location.startsWith('/')) return NextResponse.redirect(hit.location, hit.status);
    const url = request.nextUrl.clone();
    url.pathname = hit.location;
    return NextResponse.redirect(url, hit.status);
  }
  // A nonce per response for the page's scripts: Next reads it from the request's policy and puts it on
  // every script it renders; the browser gets the same policy (lib/security-headers.mjs).
  const csp = pageCspFor(request.headers, newNonce());
  request.headers.set('content-security-policy', csp);
  const routed = intl(request);
  routed.headers.set('content-security-policy', csp);
  const key =
    pageCacheTtlSeconds() > 0 && routed.status === 200 && !routed.headers.has('location')
      ? pageCacheKey(
          {
            method: request.method,
            pathname: request.nextUrl.pathname,
            search: request.nextUrl.search,
            headers: request.headers,
            cookieNames: request.cookies.getAll().map((c) => c.name),
          },
          routing.locales,
        )
      : null;
  if (!key) return routed;
  const cachedPage = getPage(key);
  if (cachedPage) return fromCache(cachedPage, request, routed, 'HIT');
  const filled = await fillOnce(key, () => fillPage(request, key)).catch(() => null);
  return filled ? fromCache(filled, request, routed, 'MISS') : routed;
}

export const config = {
  // Pages only: not the API hosts, Next's assets, stored media or files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
