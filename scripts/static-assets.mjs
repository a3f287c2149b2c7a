// The build's static scripts and stylesheets, answered by the production server itself from the Zopfli
// files scripts/precompress.mjs made (held in memory), with only the headers an immutable asset needs:
// the browser downloads less per script than from Next's on-the-fly gzip (smaller bodies, ≈ 250 bytes
// fewer headers per response). Anything else — a file without a precompressed copy, a client that does
// not take gzip, HEAD or a conditional request — goes to Next as before.
import fs from 'node:fs';
import path from 'node:path';
import { GZIP_DIR } from './precompress.mjs';

// Scripts and stylesheets only: any other file (an SVG, say) keeps Next's answer with all its headers.
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Whether an Accept-Encoding header takes gzip: listed (or `*`) without q=0; gzip's own entry decides. */
export function acceptsGzip(header) {
  if (typeof header !== 'string') return false;
  let star = false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (coding.trim() === 'gzip') return accepted;
    if (coding.trim() === '*') star = accepted;
  }
  return star;
}

/** Loads `<distDir>/static-gzip` into a map from URL path (`/_next/static/…`) to the response to send. */
export function loadStaticAssets(distDir = '.next') {
  const root = path.join(distDir, GZIP_DIR);
  const assets = new Map();
  if (!fs.existsSync(root)) return assets;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.gz')) {
        const rel = path.relative(root, full).slice(0, -'.gz'.length).split(path.sep).join('/');
        const type = TYPES[path.extname(rel)];
        if (!type) continue;
        const body = fs.readFileSync(full);
        assets.set(`/_next/static/${rel}`, {
          body,
          headers: {
            'Content-Type': type,
            'Content-Length': String(body.length),
            'Content-Encoding': 'gzip',
            'Cache-Control': 'public, max-age=31536000, immutable',
            Vary: 'Accept-Encoding',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      }
    }
  };
  walk(root);
  return assets;
}

/** The precompressed answer to a request, or null when Next should answer it. */
export function staticAsset(assets, req) {
  if (req.method !== 'GET' || !req.url?.startsWith('/_next/static/')) return null;
  if (req.headers['if-none-match'] || req.headers['if-modified-since'] || req.headers.range) return null;
  if (!acceptsGzip(req.headers['accept-encoding'])) return null;
  // Exact paths only (no query string: hashed file names do not need one).
  return assets.get(req.url) ?? null;
}
