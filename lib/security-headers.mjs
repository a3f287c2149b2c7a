// Headers every response of the shop carries: set by next.config.ts for what Next answers and by the
// front in scripts/server.mjs for what it answers itself. Plain ESM so both can import it.

/** @type {ReadonlyArray<{ key: string; value: string }>} */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];
