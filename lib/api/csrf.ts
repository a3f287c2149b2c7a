/**
 * CSRF guard for cookie-authenticated calls: a state-changing request must come from our own origin.
 * Browsers send Origin on every cross-site (and same-origin) POST/PUT/PATCH/DELETE; when it is missing,
 * Sec-Fetch-Site still tells a cross-site request. Calls without either (server-to-server, webhooks,
 * curl) carry no ambient browser cookie worth stealing and pass. The session cookie is SameSite=Lax too.
 */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(req: Request, publicUrl?: string): boolean {
  if (SAFE.has(req.method)) return false;
  const origin = req.headers.get('origin');
  if (!origin) return req.headers.get('sec-fetch-site') === 'cross-site';
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const allowed = new Set<string>([new URL(req.url).host]);
  for (const h of [req.headers.get('host'), req.headers.get('x-forwarded-host')?.split(',')[0]?.trim()])
    if (h) allowed.add(h);
  if (publicUrl) allowed.add(new URL(publicUrl).host);
  return !allowed.has(host);
}
