#!/usr/bin/env node
// The production web server: Next's request handler behind a plain Node HTTP server that first answers
// full-page cache hits (lib/page-cache.ts) itself, without Next's routing and proxy, for returning
// anonymous visitors, the public read-only API calls the API registers (lib/api/front.ts:
// autocomplete) and the build's scripts and stylesheets, precompressed with Zopfli
// (scripts/static-assets.mjs). Everything else — misses, logged-in visitors, other APIs, other
// assets — goes to Next as with `next start`. Used by `npm start` (scripts/start.mjs), `npm run bench`
// and the end-to-end tests.
//
// It also decides who the client is (TRUST_PROXY, lib/trust-proxy.mjs) before anything else reads the
// request, answers a load balancer's `/healthz` (the process is up) and `/readyz` (database and realtime
// reachable; 503 while starting or draining), and shuts down gracefully on SIGTERM/SIGINT: no new
// connections, requests in flight finish (at most SHUTDOWN_TIMEOUT_MS, 10 s), then the database closes.
//
//   NODE_ENV=production PORT=3000 node scripts/server.mjs
import http from 'node:http';
import next from 'next';
import { isPrecompressed, precompress } from './precompress.mjs';
import { loadStaticAssets, staticAsset } from './static-assets.mjs';
import { applyTrustProxy, parseTrustProxy } from '../lib/trust-proxy.mjs';
import { assertProductionSecrets } from '../lib/secrets.mjs';
import { API_CSP, HSTS, SECURITY_HEADERS, STATIC_CSP, isHttps } from '../lib/security-headers.mjs';

// Before anything else: no production server signs with a secret published in the repository.
assertProductionSecrets('web server');

// Shutdown is ours: the database client leaves the signals to this server (lib/db/client.ts).
globalThis[Symbol.for('webshop.shutdown-managed')] = true;

const port = Number(process.env.PORT ?? 3000);
// Bind all interfaces (not 127.0.0.1): next-intl's rewrites target localhost.
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

// A build made by `next build` alone (not `npm run build`) has no precompressed assets yet: made once here.
if (!isPrecompressed()) {
  const { count } = await precompress();
  console.log(`precompressed ${count} static files`);
}
const assets = loadStaticAssets();

// Must match lib/i18n/locales.ts (plain ESM here: the server imports no TypeScript).
const LOCALES = ['nl', 'en'];
const DEFAULT_LOCALE = 'nl';
const KEY = Symbol.for('webshop.page-cache');
const API_KEY = Symbol.for('webshop.front-api');
const READY_KEY = Symbol.for('webshop.readiness');
const DB_KEY = Symbol.for('webshop.db');
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
let draining = false;

function probe(req, res) {
  const path = req.url?.split('?')[0];
  if (path !== '/healthz' && path !== '/readyz') return false;
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (path === '/healthz') send(200, { ok: true });
  else if (draining) send(503, { ready: false, draining: true });
  else {
    const check = globalThis[READY_KEY];
    if (!check) send(503, { ready: false, starting: true });
    else
      check()
        .then((r) => send(r.ready ? 200 : 503, r))
        .catch(() => send(503, { ready: false }));
  }
  return true;
}

/**
 * The headers every answer but the build's immutable assets carries, whoever writes it (this front,
 * Next, a route handler): the common security headers and a Content-Security-Policy — the page's own
 * (proxy.ts, or a cached page's), or one a route sets, else the fixed one for API answers or files.
 */
function secureResponse(req, res) {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  const fallback = req.url?.startsWith('/api/') ? API_CSP : STATIC_CSP;
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const given = rest.find((a) => a && typeof a === 'object' && !Array.isArray(a));
    const has =
      res.hasHeader('content-security-policy') ||
      (given && Object.keys(given).some((k) => k.toLowerCase() === 'content-security-policy'));
    if (!has) res.setHeader('Content-Security-Policy', fallback);
    return writeHead.call(this, statusCode, ...rest);
  };
}

const server = http.createServer((req, res) => {
  applyTrustProxy(req, trustProxy);
  if (isHttps({ get: (name) => req.headers[name] ?? null }, Boolean(req.socket.encrypted)))
    res.setHeader(HSTS.key, HSTS.value);
  const asset = staticAsset(assets, req);
  if (asset) {
    // Scripts and stylesheets: their own headers (nosniff, immutable caching); a policy means nothing there.
    res.writeHead(200, asset.headers);
    res.end(asset.body);
    return;
  }
  secureResponse(req, res);
  if (probe(req, res)) return;
  // Public read-only API calls registered by the API app (lib/api/front.ts), e.g. autocomplete.
  const answer = req.method === 'GET' ? globalThis[API_KEY]?.answer : undefined;
  const pending = answer ? answer(req.url ?? '/', req.headers) : null;
  if (pending) {
    pending
      .then((a) => {
        res.writeHead(a.status, a.headers);
        res.end(a.body);
      })
      .catch(() => {
        // Nothing was sent yet (e.g. an unparsable Host): Next answers instead.
        if (!res.headersSent) void handle(req, res);
        else res.destroy();
      });
    return;
  }
  const lookup = globalThis[KEY]?.lookup;
  if (lookup && req.method === 'GET') {
    let hit = null;
    try {
      hit = lookup(req.method, req.url ?? '/', req.headers, LOCALES, DEFAULT_LOCALE);
    } catch {
      hit = null;
    }
    if (hit) {
      res.writeHead(200, hit.headers);
      res.end(hit.body);
      return;
    }
  }
  void handle(req, res);
});
// Idle keep-alive connections stay open longer than clients and proxies commonly keep theirs (Node's
// default of 5 s races with a client reusing the socket just as the server closes it: ECONNRESET). The
// header timeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`▲ Ready on http://localhost:${port}`));

const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
async function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_TIMEOUT_MS);
  await closed;
  clearTimeout(timer);
  try {
    await (await globalThis[DB_KEY])?.close();
  } catch {
    /* already closed, or never opened */
  }
  process.exit(0);
}
for (const sig of ['SIGTERM', 'SIGINT']) process.once(sig, () => void shutdown(sig));
