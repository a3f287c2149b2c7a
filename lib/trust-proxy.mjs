// Which client a request comes from, when proxies may stand in front (TRUST_PROXY). Plain ESM: the
// production front (scripts/server.mjs) decides it once per request and hands the result to the app in
// the internal `x-client-ip` / `x-forwarded-proto` headers, overwriting whatever the client sent.
//
// TRUST_PROXY unset, '' or '0': no proxy is trusted — the socket address is the client and every
// X-Forwarded-* header is dropped (anyone can send them). A number N: the last N hops are our own proxies
// (a load balancer, nginx): the client is the N-th address from the right of X-Forwarded-For + socket.
// A comma-separated list of addresses: hops from those addresses are proxies; the first address from the
// right that is not in the list is the client.

/** @typedef {{ hops: number } | { addresses: Set<string> } | null} TrustProxy */

/** @param {string | undefined} value @returns {TrustProxy} */
export function parseTrustProxy(value) {
  const v = (value ?? '').trim();
  if (!v || v === '0' || v === 'false') return null;
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  if (v === 'true') return { hops: 1 };
  return {
    addresses: new Set(
      v
        .split(',')
        .map((a) => normalize(a.trim()))
        .filter(Boolean),
    ),
  };
}

/** IPv4-mapped IPv6 ('::ffff:127.0.0.1') as the plain IPv4 address. */
function normalize(address) {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @param {TrustProxy} trust
 * @returns {{ ip: string, trusted: boolean }} the client address, and whether a trusted proxy answered for it
 */
export function clientAddress(socketAddress, forwardedFor, trust) {
  const socket = normalize(socketAddress ?? '') || 'unknown';
  if (!trust) return { ip: socket, trusted: false };
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((a) => normalize(a.trim()))
    .filter(Boolean);
  const chain = [...listed, socket];
  if ('hops' in trust) {
    const i = Math.max(0, chain.length - 1 - trust.hops);
    return { ip: chain[i], trusted: i < chain.length - 1 };
  }
  let i = chain.length - 1;
  while (i > 0 && trust.addresses.has(chain[i])) i--;
  return { ip: chain[i], trusted: i < chain.length - 1 };
}

/**
 * Rewrites a Node request's headers in place: `x-client-ip` is the client as decided above, and the
 * X-Forwarded-Host/Proto headers survive only when a trusted proxy set them.
 * @param {import('node:http').IncomingMessage} req
 * @param {TrustProxy} trust
 */
export function applyTrustProxy(req, trust) {
  const { ip, trusted } = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust);
  req.headers['x-client-ip'] = ip;
  if (!trusted) {
    delete req.headers['x-forwarded-for'];
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-real-ip'];
  }
}
