import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { RealtimeClientConfig } from './client-config';

/** One Echo (one websocket) per page: handlers come and go, the connection stays and reconnects itself. */
let instance: { echo: Echo<'pusher'>; signature: string } | null = null;

export const ACTIVITY_TIMEOUT_MS = 300_000;

export function getEcho(config: RealtimeClientConfig, uid: string | undefined): Echo<'pusher'> | null {
  if (typeof window === 'undefined' || !config.enabled) return null;
  const signature = JSON.stringify([config, uid ?? '0']);
  if (instance?.signature === signature) return instance.echo;
  instance?.echo.disconnect();
  const host = config.host ?? window.location.hostname;
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: config.cluster ?? 'mt1',
    ...(config.cluster && !config.host ? {} : { wsHost: host, wsPort: config.port, wssPort: config.port }),
    forceTLS: config.tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    activityTimeout: ACTIVITY_TIMEOUT_MS,
    authEndpoint: config.authEndpoint,
    auth: { headers: { uid: uid ?? '0' } },
  });
  instance = { echo, signature };
  return echo;
}

export type ConnectionState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** State of the page's connection ('unavailable' when realtime is off or not started yet). */
export function currentState(): ConnectionState {
  return (instance?.echo.connector.pusher.connection.state as ConnectionState | undefined) ?? 'unavailable';
}
