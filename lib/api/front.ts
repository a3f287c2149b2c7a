import { gzipSync } from 'node:zlib';
import { acceptsGzip, headersFromNode } from '../page-cache';
import { SECURITY_HEADERS } from '../security-headers.mjs';

/**
 * Public, read-only API calls that the production front (`scripts/server.mjs`) answers itself, before
 * Next's routing: Next's request handling costs ≈ 1.5 ms at p50 and ≈ 5 ms at p95 per call on the bench
 * machine, nearly as much as the autocomplete query it carries (docs/performance.md). The API app registers its
 * fetch handler here when its module loads; the front finds `answer` on globalThis (it cannot import this
 * bundle). The call runs through the same Hono app — middleware, zod validation, errors — only Next's
 * routing is skipped. `next start` (end-to-end tests, dev) never takes this path.
 */

type NodeHeaders = Record<string, string | string[] | undefined>;

export interface FrontAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Uint8Array;
}

/** The answer to a GET request for one of the registered paths, or null: Next answers it. */
export type FrontApiAnswer = (url: string, headers: NodeHeaders) => Promise<FrontAnswer> | null;

const KEY = Symbol.for('webshop.front-api');
/** Bodies below this are sent uncompressed (as Next's compression does). */
const GZIP_MIN_BYTES = 1024;

export function frontApi(
  paths: readonly string[],
  fetch: (request: Request) => Response | Promise<Response>,
): FrontApiAnswer {
  const allowed = new Set(paths);
  return (url, raw) => {
    const q = url.indexOf('?');
    if (!allowed.has(q < 0 ? url : url.slice(0, q))) return null;
    return respond(fetch, url, raw);
  };
}

async function respond(
  fetch: (request: Request) => Response | Promise<Response>,
  url: string,
  raw: NodeHeaders,
): Promise<FrontAnswer> {
  const headers = headersFromNode(raw);
  // `url` starts with one of the registered paths, so the host header cannot redirect it elsewhere.
  const request = new Request(new URL(url, `http://${headers.get('host') ?? 'localhost'}`), { headers });
  const response = await fetch(request);
  let body: Uint8Array = new Uint8Array(await response.arrayBuffer());
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  for (const { key, value } of SECURITY_HEADERS) out[key.toLowerCase()] ??= value;
  if (body.byteLength >= GZIP_MIN_BYTES && !out['content-encoding']) {
    out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (acceptsGzip(headers)) {
      body = gzipSync(body);
      out['content-encoding'] = 'gzip';
    }
  }
  out['content-length'] = String(body.byteLength);
  return { status: response.status, headers: out, body };
}

export function registerFrontApi(
  paths: readonly string[],
  fetch: (request: Request) => Response | Promise<Response>,
): void {
  (globalThis as typeof globalThis & { [KEY]?: { answer: FrontApiAnswer } })[KEY] = {
    answer: frontApi(paths, fetch),
  };
}
