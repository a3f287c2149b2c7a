/** Old paths that moved (redirect aliases), matched in the proxy so they answer a real 301. */

export type RedirectMap = Record<string, { to: string; status: number }>;

const LOCALES = ['en'] as const;

/** The redirect for a request path ('/catalog/ram', '/en/catalog/ram/'), with the locale kept. */
export function findRedirect(
  pathname: string,
  map: RedirectMap,
): { location: string; status: number } | null {
  let path = pathname.replace(/\/+$/, '') || '/';
  let prefix = '';
  for (const l of LOCALES) {
    if (path === `/${l}` || path.startsWith(`/${l}/`)) {
      prefix = `/${l}`;
      path = path.slice(l.length + 1) || '/';
    }
  }
  let key = path.toLowerCase();
  try {
    key = decodeURIComponent(key);
  } catch {
    /* keep the raw path */
  }
  const hit = map[key];
  if (!hit) return null;
  const status = [301, 302, 307, 308].includes(hit.status) ? hit.status : 301;
  // Staff may send an old path to another site: that address is used as it is.
  if (/^https:\/\//i.test(hit.to)) return { location: hit.to, status };
  const to = hit.to.startsWith('/') ? hit.to : `/${hit.to}`;
  return {
    location: prefix ? (to === '/' ? prefix : `${prefix}${to}`) : to,
    status,
  };
}
