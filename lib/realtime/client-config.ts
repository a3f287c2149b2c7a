import 'server-only';
import { realtimeBrowserEndpoint } from './config.mjs';

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
  return {
    ...realtimeBrowserEndpoint(env),
    authEndpoint: `${env.NEXT_PUBLIC_PORTAL_API_URL ?? '/api/portal'}/broadcasting/auth`,
  };
}
