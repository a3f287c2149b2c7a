import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { findRedirect, type RedirectMap } from '@/features/catalog/redirects';

const intl = createMiddleware(routing);

/**
 * Redirect aliases (old paths) answer a real HTTP 301 here, before locale routing: a page can only
 * answer 308 (Next's permanentRedirect). The small list comes from the shop's own API and is kept for
 * a minute; if it can't be loaded the page's own alias resolution still redirects.
 */
const TTL_MS = 60_000;
let redirects: { at: number; map: RedirectMap } | null = null;
let loading: Promise<RedirectMap> | null = null;

async function loadRedirects(origin: string): Promise<RedirectMap> {
  if (redirects && Date.now() - redirects.at < TTL_MS) return redirects.map;
  loading ??= fetch(`${origin}/api/portal/api/catalog/redirects`, { cache: 'no-store', signal: AbortSignal.timeout(2000) })
    .then(async (res) => {
      if (!res.ok) throw new Error(`redirects: ${res.status}`);
      const map = ((await res.json()) as { data: RedirectMap }).data;
      redirects = { at: Date.now(), map };
      return map;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

export default async function proxy(request: NextRequest) {
  const map = await loadRedirects(request.nextUrl.origin).catch(() => redirects?.map ?? {});
  const hit = findRedirect(request.nextUrl.pathname, map);
  if (hit) {
    const url = request.nextUrl.clone();
    url.pathname = hit.location;
    return NextResponse.redirect(url, hit.status);
  }
  return intl(request);
}

export const config = {
  // Pages only: not the API hosts, Next's assets, stored media or files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
