/**
 * Channels and events of spec §4, shared by the publisher and the browser. Names are what Laravel Echo
 * takes (Echo adds `private-` for private channels); events are published under their plain names, so
 * Echo listens with a leading dot.
 */
export const ORDER_CHANNEL = 'order';
export const STAFF_CHAT_CHANNEL = 'staff.chat';
/** The back office's order list: new orders, live (private, staff only). */
export const STAFF_ORDERS_CHANNEL = 'staff.orders';

export const userChannel = (uid: string) => `user.${uid}`;

export const REALTIME_EVENTS = {
  stockChanged: 'ChangeQuantityProduct',
  orderMessage: 'MessageOrder',
  orderUpdated: 'UpdateOrderUser',
  chatMessage: 'ChatMessage',
  chatUpdated: 'ChatUpdated',
  orderPlaced: 'OrderPlaced',
  productChanged: 'ChangeProduct',
} as const;

export interface StockChanged {
  productId: number;
  quantity: number;
}
/** Staff changed a product (price, sale, name, publish state…): `version` is its new `updatedAt` in ms. */
export interface ProductChanged {
  productId: number;
  version: number;
}
export interface OrderMessage {
  orderId: number | string;
  data: unknown;
}
export interface OrderUpdated {
  orderId?: number | string | null;
}

export interface OrderPlaced {
  orderId: number;
  number: string;
}

export interface ChatFileInfo {
  id: number;
  name: string;
  contentType: string;
  size: number;
}
export interface ChatMessage {
  id: number;
  chatId: number;
  sender: 'shopper' | 'staff';
  staffName: string | null;
  body: string;
  file: ChatFileInfo | null;
  createdAt: string;
}

/**
 * Every realtime event with its payload: the publisher (./publisher.ts) sends only these, and
 * `useRealtimeEvent` (./react.tsx) listens only to these, so both sides agree on name and payload.
 */
export interface RealtimeEvents {
  /** A product's stock changed: public 'order' channel. */
  [REALTIME_EVENTS.stockChanged]: StockChanged;
  /** Staff changed a product other than its stock: public 'order' channel. */
  [REALTIME_EVENTS.productChanged]: ProductChanged;
  /** A message for an order: public 'order' channel. */
  [REALTIME_EVENTS.orderMessage]: OrderMessage;
  /** The visitor's order changed: their private user channel. */
  [REALTIME_EVENTS.orderUpdated]: OrderUpdated;
  /** A new chat message: the shopper's private channel and the staff channel. */
  [REALTIME_EVENTS.chatMessage]: { chatId: number; message: ChatMessage };
  /** A conversation's status or page changed: the same channels. */
  [REALTIME_EVENTS.chatUpdated]: { chatId: number; status: 'open' | 'closed'; currentPage: string | null };
  /** A cart became an order (confirmed): the staff orders channel. */
  [REALTIME_EVENTS.orderPlaced]: OrderPlaced;
}

export type RealtimeEvent = keyof RealtimeEvents;

/** Which private channel a name is, for the auth endpoint (`private-` prefix as pusher-js sends it). */
export function parsePrivateChannel(
  name: string,
): { kind: 'user'; uid: string } | { kind: 'staff-chat' } | { kind: 'staff-orders' } | null {
  if (name === `private-${STAFF_CHAT_CHANNEL}`) return { kind: 'staff-chat' };
  if (name === `private-${STAFF_ORDERS_CHANNEL}`) return { kind: 'staff-orders' };
  const m = name.match(/^private-user\.([A-Za-z0-9_-]{16,64})$/);
  return m ? { kind: 'user', uid: m[1] } : null;
}
