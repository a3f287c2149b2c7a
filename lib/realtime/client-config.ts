import 'server-only';
import { realtimeConfig } from './config.mjs';

/** What the browser needs to connect; handed to the page by the server (so it is runtime config). */
export interface RealtimeClientConfig {
  enabled: boolean;
  key: string;
  /** null: the page's own host name. */
  host: string | null;
  port: number;
  tls: boolean;
  cluster: string | null;
  authEndpoint: string;
}

export function realtimeClientConfig(
  env: Record<string, string | undefined> = process.env,
): RealtimeClientConfig {
  const c = realtimeConfig(env);
  const tls = env.PUSHER_CLIENT_TLS ? ['true', '1'].includes(env.PUSHER_CLIENT_TLS) : c.useTLS;
  return {
    enabled: c.enabled,
    key: c.key,
    host:
      env.PUSHER_CLIENT_HOST ||
      (env.PUSHER_HOST && env.PUSHER_HOST !== '127.0.0.1' && env.PUSHER_HOST !== 'localhost'
        ? env.PUSHER_HOST
        : null),
    port: Number(env.PUSHER_CLIENT_PORT || c.port || (tls ? 443 : 80)),
    tls,
    cluster: c.cluster ?? null,
    authEndpoint: `${env.NEXT_PUBLIC_PORTAL_API_URL ?? '/api/portal'}/broadcasting/auth`,
  };
}
