import 'server-only';
import Pusher from 'pusher';
import { logger } from '../logger';
import { realtimeConfig } from './config.mjs';
import {
  ORDER_CHANNEL,
  REALTIME_EVENTS,
  userChannel,
  type OrderUpdated,
  type RealtimeEvent,
  type RealtimeEvents,
} from './channels';

const GLOBAL_KEY = Symbol.for('webshop.pusher');
type G = typeof globalThis & { [GLOBAL_KEY]?: Pusher | null };
const g = globalThis as G;

function client(): Pusher | null {
  if (g[GLOBAL_KEY] !== undefined) return g[GLOBAL_KEY]!;
  const c = realtimeConfig();
  g[GLOBAL_KEY] = c.enabled
    ? new Pusher(
        c.host
          ? {
              appId: c.appId,
              key: c.key,
              secret: c.secret,
              useTLS: c.useTLS,
              timeout: 3000,
              host: c.host,
              ...(c.port ? { port: String(c.port) } : {}),
            }
          : {
              appId: c.appId,
              key: c.key,
              secret: c.secret,
              useTLS: true,
              timeout: 3000,
              cluster: c.cluster ?? 'mt1',
            },
      )
    : null;
  return g[GLOBAL_KEY]!;
}

/** Forget the client (tests change the environment). */
export function resetPublisher(): void {
  delete g[GLOBAL_KEY];
}

/**
 * Publishes an event. Never throws: with the realtime server down the shop keeps working, only not
 * live. Resolves true when the server accepted the event.
 */
export async function publish<E extends RealtimeEvent>(
  channels: string | string[],
  event: E,
  data: RealtimeEvents[E],
): Promise<boolean> {
  const pusher = client();
  const list = (Array.isArray(channels) ? channels : [channels]).filter(Boolean);
  if (!pusher || !list.length) return false;
  try {
    // The HTTP API takes at most 100 channels per event.
    for (let i = 0; i < list.length; i += 100) await pusher.trigger(list.slice(i, i + 100), event, data);
    return true;
  } catch (err) {
    logger.warn({ err: (err as Error).message, event }, 'realtime publish failed');
    return false;
  }
}

/**
 * Whether anyone is subscribed to `channel` now (the HTTP API's list of occupied channels). Null when it
 * cannot be known: realtime switched off or the server not answering.
 */
export async function occupied(channel: string): Promise<boolean | null> {
  const pusher = client();
  if (!pusher) return null;
  try {
    const res = await pusher.get({ path: '/channels', params: { filter_by_prefix: channel } });
    const body = (await res.json()) as { channels?: Record<string, unknown> };
    return !!body.channels && channel in body.channels;
  } catch (err) {
    logger.warn({ err: (err as Error).message, channel }, 'realtime channel query failed');
    return null;
  }
}

/** Stock of a product really changed (spec §4 ChangeQuantityProduct on the public 'order' channel). */
export function publishStockChanged(productId: number, quantity: number): Promise<boolean> {
  return publish(ORDER_CHANNEL, REALTIME_EVENTS.stockChanged, { productId, quantity });
}

/** Staff changed a product (price, sale, name…): open product pages, carts and configurators follow. */
export function publishProductChanged(productId: number, version: number): Promise<boolean> {
  return publish(ORDER_CHANNEL, REALTIME_EVENTS.productChanged, { productId, version });
}

/** An order of these visitor uids changed (paid, cancelled…): their cart and order refresh (UpdateOrderUser). */
export function publishOrderUpdated(uids: string[], payload: OrderUpdated = {}): Promise<boolean> {
  return publish(
    [...new Set(uids)].filter((u) => u && u !== '0').map((u) => `private-${userChannel(u)}`),
    REALTIME_EVENTS.orderUpdated,
    payload,
  );
}

/**
 * Whether the realtime server answers a signed call of its HTTP API (the embedded server, Soketi,
 * Reverb and Pusher all serve `GET /apps/{id}/channels`); null when realtime is off.
 */
export async function realtimeReachable(): Promise<boolean | null> {
  const pusher = client();
  if (!pusher) return null;
  try {
    return (await pusher.get({ path: '/channels' })).status === 200;
  } catch {
    return false;
  }
}
