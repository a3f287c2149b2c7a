'use client';

import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { whenEngaged } from '../after-load';
import { readCookie } from '../http/cookies';
import type { RealtimeEvent, RealtimeEvents } from './channels';
import type { RealtimeClientConfig } from './client-config';
import { connectEcho, currentEcho, currentState, watchEcho, type ConnectionState } from './client';
import { onRealtimeWanted, REALTIME_FALLBACK_MS, wantRealtimeNow } from './wanted';

/**
 * Keeps the page's connection (server-provided settings) open for the visitor's current uid. `immediate`:
 * connect on mount (the shop's pages mount this only once the visitor engaged, see RealtimeDeferred).
 */
export function RealtimeProvider({
  config,
  immediate = false,
  children,
}: {
  config: RealtimeClientConfig;
  immediate?: boolean;
  children?: ReactNode;
}) {
  const uid = useVisitorUid();
  useEffect(() => {
    const connect = () => void connectEcho(config, uid ?? readCookie('uid'));
    // A new uid for a page that is already live: reconnect now.
    if (immediate || currentEcho()) {
      connect();
      return;
    }
    // Otherwise the websocket libraries (≈ 20 kB gzip) load and connect when the visitor engages with the
    // page, or a few seconds after it went idle, or when a component needs it now: never during hydration.
    const cancels = [whenEngaged(connect, REALTIME_FALLBACK_MS), onRealtimeWanted(connect)];
    return () => cancels.forEach((cancel) => cancel());
  }, [config, uid, immediate]);
  return children;
}

/** The page's Echo: re-renders when the connection is created or replaced. */
function useEcho() {
  return useSyncExternalStore(watchEcho, currentEcho, () => null);
}

/**
 * Listens to one event of one channel while mounted. The handler may change between renders without
 * resubscribing; unmounting removes exactly this handler (no duplicates after re-renders or reconnects).
 */
export function useRealtimeEvent<E extends RealtimeEvent>(
  channel: string | null,
  event: E,
  handler: (data: RealtimeEvents[E]) => void,
  options: { private?: boolean; onSubscribed?: () => void } = {},
): void {
  const echo = useEcho();
  const ref = useRef(handler);
  const subscribedRef = useRef(options.onSubscribed);
  useEffect(() => {
    ref.current = handler;
    subscribedRef.current = options.onSubscribed;
  });
  const isPrivate = !!options.private;
  useEffect(() => {
    if (!echo || !channel) return;
    const ch = isPrivate ? echo.private(channel) : echo.channel(channel);
    const listener = (data: RealtimeEvents[E]) => ref.current(data);
    ch.listen(`.${event}`, listener);
    // Fires on every (re)subscription, e.g. after a reconnect, so callers can fetch what they missed.
    const onSubscribed = () => subscribedRef.current?.();
    const subscription = ch.subscription;
    subscription.bind('pusher:subscription_succeeded', onSubscribed);
    if (subscription.subscribed) onSubscribed();
    return () => {
      ch.stopListening(`.${event}`, listener);
      subscription.unbind('pusher:subscription_succeeded', onSubscribed);
    };
  }, [echo, channel, event, isPrivate]);
}

/** The websocket's state ('connected' when live), for "not live" notices; asks for the connection now. */
export function useRealtimeState(): ConnectionState {
  const echo = useEcho();
  useEffect(() => wantRealtimeNow(), []);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!echo) return () => {};
      const connection = echo.connector.pusher.connection;
      connection.bind('state_change', onChange);
      return () => {
        connection.unbind('state_change', onChange);
      };
    },
    [echo],
  );
  return useSyncExternalStore(subscribe, currentState, () => 'initialized' as const);
}

const subscribeUid = (onChange: () => void) => {
  const timer = setInterval(onChange, 2000);
  return () => clearInterval(timer);
};
const uidSnapshot = () => {
  const uid = readCookie('uid');
  return uid && uid !== '0' ? uid : null;
};

/** The visitor uid from its cookie (created by the server on first contact), or null before that. */
export function useVisitorUid(): string | null {
  return useSyncExternalStore(subscribeUid, uidSnapshot, () => null);
}
