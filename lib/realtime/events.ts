import type { OrderMessage, OrderUpdated, ProductChanged, StockChanged } from './channels';

/**
 * The shop's domain events in the browser (window events named `shop:{name}`): the realtime bridge
 * and the cart emit them, features listen. Each name is declared once with its payload, so emitting
 * or listening to an event that does not exist, or with the wrong payload, does not compile.
 */
export interface ShopEvents {
  /** A product's stock changed (realtime ChangeQuantityProduct). */
  'stock-changed': StockChanged;
  /** Staff changed a product other than its stock (realtime ChangeProduct). */
  'product-changed': ProductChanged;
  /** A message for an order (realtime MessageOrder). */
  'order-message': OrderMessage;
  /** The visitor's order changed (realtime UpdateOrderUser on their private channel). */
  'order-updated': OrderUpdated;
  /** A line was added to the cart (spec §4). */
  'cart-add': { productId: number };
  /** A line was removed from the cart (spec §4). */
  'order-remove': { productId: number };
}

export type ShopEvent = keyof ShopEvents;

export const windowEventName = (event: ShopEvent) => `shop:${event}` as const;

export function emit<E extends ShopEvent>(event: E, detail: ShopEvents[E]): void {
  window.dispatchEvent(new CustomEvent(windowEventName(event), { detail }));
}

/** Calls `handler` with each payload of `event` until the returned function is called. */
export function listen<E extends ShopEvent>(event: E, handler: (detail: ShopEvents[E]) => void): () => void {
  const onEvent = (e: Event) => handler((e as CustomEvent<ShopEvents[E]>).detail);
  window.addEventListener(windowEventName(event), onEvent);
  return () => window.removeEventListener(windowEventName(event), onEvent);
}
