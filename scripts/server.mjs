#!/usr/bin/env node
// The production web server: Next's request handler behind a plain Node HTTP server that first answers
// full-page cache hits (lib/page-cache.ts) itself, without Next's routing and proxy, for returning
// anonymous visitors, the public read-only API calls the API registers (lib/api/front.ts:
// autocomplete) and the build's scripts and stylesheets, precompressed with Zopfli
// (scripts/static-assets.mjs). Everything else — misses, logged-in visitors, other APIs, other
// assets — goes to Next as with `next start`. Used by `npm start` (scripts/start.mjs) and `npm run bench`.
//
//   NODE_ENV=production PORT=3000 node scripts/server.mjs
import http from 'node:http';
import next from 'next';
import { isPrecompressed, precompress } from './precompress.mjs';
import { loadStaticAssets, staticAsset } from './static-assets.mjs';

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

const server = http.createServer((req, res) => {
  const asset = staticAsset(assets, req);
  if (asset) {
    res.writeHead(200, asset.headers);
    res.end(asset.body);
    return;
  }
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
server.listen(port, () => console.log(`▲ Ready on http://localhost:${port}`));
