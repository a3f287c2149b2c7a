// Realtime settings from the environment, shared by the embedded server (plain Node) and the app.
// Defaults point the app at the embedded server on REALTIME_PORT (6001, like Soketi).

export const DEFAULT_APP_ID = 'webshop';
export const DEFAULT_KEY = 'webshop-key';
// Only for `npm run dev` and tests; `npm start` generates a random secret per run when none is set.
export const DEV_SECRET = 'webshop-dev-secret';

/** @param {Record<string, string | undefined>} env */
export function realtimeConfig(env = process.env) {
  const embeddedPort = Number(env.REALTIME_PORT ?? 6001);
  return {
    enabled: !['false', '0', 'off'].includes(String(env.REALTIME_ENABLED ?? 'true').toLowerCase()),
    embeddedPort,
    appId: env.PUSHER_APP_ID || DEFAULT_APP_ID,
    key: env.PUSHER_KEY || DEFAULT_KEY,
    secret: env.PUSHER_SECRET || DEV_SECRET,
    /** Where the app publishes (the `pusher` SDK): the embedded server unless PUSHER_HOST/PUSHER_CLUSTER say otherwise. */
    host: env.PUSHER_HOST || (env.PUSHER_CLUSTER ? undefined : '127.0.0.1'),
    port: env.PUSHER_PORT
      ? Number(env.PUSHER_PORT)
      : env.PUSHER_HOST || env.PUSHER_CLUSTER
        ? undefined
        : embeddedPort,
    useTLS: ['true', '1', 'https'].includes(
      String(env.PUSHER_SCHEME ?? env.PUSHER_USE_TLS ?? '').toLowerCase(),
    ),
    cluster: env.PUSHER_CLUSTER || undefined,
  };
}

/**
 * Where the browser's websocket goes: `host` null means the page's own host name. Shared by the page
 * (lib/realtime/client-config.ts) and the Content-Security-Policy's connect-src (lib/security-headers.mjs).
 * @param {Record<string, string | undefined>} env
 */
export function realtimeBrowserEndpoint(env = process.env) {
  const c = realtimeConfig(env);
  const tls = env.PUSHER_CLIENT_TLS ? ['true', '1'].includes(env.PUSHER_CLIENT_TLS) : c.useTLS;
  return {
    enabled: c.enabled,
    key: c.key,
    /** @type {string | null} */
    host:
      env.PUSHER_CLIENT_HOST ||
      (env.PUSHER_HOST && env.PUSHER_HOST !== '127.0.0.1' && env.PUSHER_HOST !== 'localhost'
        ? env.PUSHER_HOST
        : null),
    port: Number(env.PUSHER_CLIENT_PORT || c.port || (tls ? 443 : 80)),
    tls,
    /** @type {string | null} */
    cluster: c.cluster ?? null,
  };
}
