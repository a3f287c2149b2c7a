'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { readCookie } from '../http/client';
import type { RealtimeClientConfig } from './client-config';
import { currentState, getEcho, type ConnectionState } from './client';

const RealtimeContext = createContext<RealtimeClientConfig | null>(null);

/** Makes the server-provided connection settings available to the realtime hooks below. */
export function RealtimeProvider({ config, children }: { config: RealtimeClientConfig; children: ReactNode }) {
  return <RealtimeContext.Provider value={config}>{children}</RealtimeContext.Provider>;
}

/**
 * Listens to one event of one channel while mounted. The handler may change between renders without
 * resubscribing; unmounting removes exactly this handler (no duplicates after re-renders or reconnects).
 */
export function useRealtimeEvent<T>(
  channel: string | null,
  event: string,
  handler: (data: T) => void,
  options: { private?: boolean; onSubscribed?: () => void } = {},
): void {
  const config = useContext(RealtimeContext);
  const ref = useRef(handler);
  const subscribedRef = useRef(options.onSubscribed);
  useEffect(() => {
    ref.current = handler;
    subscribedRef.current = options.onSubscribed;
  });
  const isPrivate = !!options.private;
  useEffect(() => {
    if (!config || !channel) return;
    const echo = getEcho(config, readCookie('uid'));
    if (!echo) return;
    const ch = isPrivate ? echo.private(channel) : echo.channel(channel);
    const listener = (data: T) => ref.current(data);
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
  }, [config, channel, event, isPrivate]);
}

/** The websocket's state ('connected' when live), for "not live" notices. */
export function useRealtimeState(): ConnectionState {
  const config = useContext(RealtimeContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const echo = config ? getEcho(config, readCookie('uid')) : null;
      if (!echo) return () => {};
      const connection = echo.connector.pusher.connection;
      connection.bind('state_change', onChange);
      return () => {
        connection.unbind('state_change', onChange);
      };
    },
    [config],
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
