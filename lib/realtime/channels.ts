/**
 * Channels and events of spec §4, shared by the publisher and the browser. Names are what Laravel Echo
 * takes (Echo adds `private-` for private channels); events are published under their plain names, so
 * Echo listens with a leading dot.
 */
export const ORDER_CHANNEL = 'order';
export const STAFF_CHAT_CHANNEL = 'staff.chat';

export const userChannel = (uid: string) => `user.${uid}`;

export const REALTIME_EVENTS = {
  stockChanged: 'ChangeQuantityProduct',
  orderMessage: 'MessageOrder',
  orderUpdated: 'UpdateOrderUser',
  chatMessage: 'ChatMessage',
  chatUpdated: 'ChatUpdated',
} as const;

export interface StockChanged {
  productId: number;
  quantity: number;
}
export interface OrderMessage {
  orderId: number | string;
  data: unknown;
}
export interface OrderUpdated {
  orderId?: number | string | null;
}

/** Which private channel a name is, for the auth endpoint (`private-` prefix as pusher-js sends it). */
export function parsePrivateChannel(
  name: string,
): { kind: 'user'; uid: string } | { kind: 'staff-chat' } | null {
  if (name === `private-${STAFF_CHAT_CHANNEL}`) return { kind: 'staff-chat' };
  const m = name.match(/^private-user\.([A-Za-z0-9_-]{16,64})$/);
  return m ? { kind: 'user', uid: m[1] } : null;
}
