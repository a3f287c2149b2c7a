import type Echo from 'laravel-echo';
import type { RealtimeClientConfig } from './client-config';

/**
 * One Echo (one websocket) per page, created by RealtimeProvider: handlers come and go, the connection
 * stays and reconnects itself. When the visitor's uid changes (a first visit gets one from its first API
 * call) the connection is replaced and every subscriber re-subscribes on the new one (see `watchEcho`).
 */
let instance: { echo: Echo<'pusher'>; signature: string } | null = null;
/** The websocket libraries (≈ 20 kB gzip) load with the connection, when RealtimeProvider makes it. */
let libraries: Promise<[typeof import('laravel-echo'), typeof import('pusher-js')]> | null = null;
/** Realtime is switched off for this page (no connection will come). */
let disabled = false;
const watchers = new Set<() => void>();

export const ACTIVITY_TIMEOUT_MS = 300_000;

/** Opens (or keeps) the page's connection for these settings and uid; null when realtime is off. */
export async function connectEcho(
  config: RealtimeClientConfig,
  uid: string | undefined,
): Promise<Echo<'pusher'> | null> {
  if (typeof window === 'undefined') return null;
  if (!config.enabled) {
    if (!disabled) {
      disabled = true;
      for (const w of watchers) w();
    }
    return null;
  }
  const signature = JSON.stringify([config, uid ?? '0']);
  if (instance?.signature === signature) return instance.echo;
  const [{ default: EchoClass }, { default: Pusher }] = await (libraries ??= Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]));
  // A call for another uid may have finished while the libraries loaded.
  if (instance?.signature === signature) return instance.echo;
  instance?.echo.disconnect();
  const host = config.host ?? window.location.hostname;
  const echo = new EchoClass({
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
  for (const w of watchers) w();
  return echo;
}

/** The page's current Echo (null before the connection is made or when realtime is off). */
export function currentEcho(): Echo<'pusher'> | null {
  return instance?.echo ?? null;
}

/** Calls `onChange` whenever the page's Echo is created or replaced. */
export function watchEcho(onChange: () => void): () => void {
  watchers.add(onChange);
  return () => {
    watchers.delete(onChange);
  };
}

export type ConnectionState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** State of the page's connection ('unavailable' when realtime is off; 'initialized' until it is made). */
export function currentState(): ConnectionState {
  if (!instance) return disabled ? 'unavailable' : 'initialized';
  return instance.echo.connector.pusher.connection.state as ConnectionState;
}
