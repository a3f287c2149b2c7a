// The shop's security headers. Plain ESM: next.config.ts, proxy.ts, the full-page cache and the front in
// scripts/server.mjs (which runs without a build step) all import it.
//
// - SECURITY_HEADERS go on every response: the front sets them before anything answers, next.config.ts
//   for what `next dev` / `next start` serve without the front.
// - Pages get `pageCsp()`: a nonce per response for scripts ('strict-dynamic' lets the scripts Next and the
//   page load themselves run), set by proxy.ts; pages served from the full-page cache get a fresh nonce
//   written into the stored HTML (lib/page-cache.ts).
// - Everything else (API answers, static files, the service worker, a 404 Next renders outside proxy.ts)
//   gets a fixed policy from the front: API_CSP or STATIC_CSP, unless the response set its own (media,
//   chat files and transcripts do).
import { randomBytes } from 'node:crypto';
import { realtimeBrowserEndpoint } from './realtime/config.mjs';

/** @type {ReadonlyArray<{ key: string; value: string }>} */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP's frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  // Powerful features the shop never uses are off for it and anything it embeds.
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  },
  // No other site's window keeps a handle on the shop's (payments and logins happen by navigation).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** HTTP Strict Transport Security, sent only on responses that went out over HTTPS. */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };

const COMMON = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** JSON and files: nothing in them may run or load anything. */
export const API_CSP = `default-src 'none'; ${COMMON}; form-action 'none'`;

/**
 * Static files and HTML Next renders without proxy.ts (a 404 for a path with a file extension): only the
 * shop's own scripts, styles and images. The service worker's own fetches are bound by this too, hence
 * default-src 'self' and not 'none'.
 */
export const STATIC_CSP = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; ${COMMON}; form-action 'self'`;

/** reCAPTCHA v3: its script comes in through 'strict-dynamic'; it talks to and frames these. */
const CAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** A fresh nonce: 128 random bits, base64. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** The nonce of a policy's script-src, or null. */
export function nonceOf(csp) {
  return /script-src[^;]*'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(csp ?? '')?.[1] ?? null;
}

/**
 * The Content-Security-Policy of a page.
 * @param {{ nonce: string, hostname?: string | null, https?: boolean, env?: Record<string, string | undefined> }} o
 *   hostname: the page's host name as the browser sees it (the realtime server's default host).
 */
export function pageCsp({ nonce, hostname = null, https = false, env = process.env }) {
  const dev = env.NODE_ENV === 'development';
  const connect = ["'self'"];
  const frames = ["'self'", 'blob:'];
  const rt = realtimeBrowserEndpoint(env);
  if (rt.enabled) {
    if (rt.cluster && !rt.host) connect.push(`wss://ws-${rt.cluster}.pusher.com`);
    else {
      const host = rt.host ?? hostname;
      // pusher-js uses wss on an https page even when TLS is not configured: both schemes.
      if (host) connect.push(`ws://${host}:${rt.port}`, `wss://${host}:${rt.port}`);
    }
  }
  if (env.RECAPTCHA_SITE_KEY) {
    connect.push(...CAPTCHA_SOURCES);
    frames.push(...CAPTCHA_SOURCES);
  }
  return [
    "default-src 'self'",
    // 'unsafe-eval' only for `next dev` (React's development tooling evaluates code).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React sets style attributes; style nonces would not cover those.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // blob: the printed transcript and quote are shown in frames made from blobs.
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    COMMON,
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Did this request reach the shop over HTTPS: its own TLS socket, or a trusted proxy's
 * `X-Forwarded-Proto: https` (untrusted ones are removed first, lib/trust-proxy.mjs).
 * @param {{ get(name: string): string | null }} headers
 * @param {boolean} [encrypted]
 */
export function isHttps(headers, encrypted = false) {
  return encrypted || (headers.get('x-forwarded-proto') ?? '').split(',')[0].trim() === 'https';
}

/**
 * The page's host name as the browser sees it: a trusted proxy's X-Forwarded-Host, else Host (the front
 * drops untrusted X-Forwarded-* headers); null when it is unusable.
 * @param {{ get(name: string): string | null }} headers
 */
export function requestHostname(headers) {
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0].trim();
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return null;
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
}

/**
 * The page policy for a request, with `nonce`.
 * @param {{ get(name: string): string | null }} headers
 * @param {string} nonce
 */
export function pageCspFor(headers, nonce) {
  return pageCsp({ nonce, hostname: requestHostname(headers), https: isHttps(headers) });
}
