/**
 * The work on a confirmed order, pure: which fulfilment state an order is in, what staff may do next and
 * what each action leads to. The payment side (pending → paid, expired, canceled) is the checkout's
 * (features/checkout/server/orders.ts); this machine reads it and never changes it.
 *
 *   new ──process──▶ processing ──ship──▶ shipped ──deliver──▶ delivered
 *    │                   │
 *    └──hold──▶ on_hold ◀┘   (resume: back to processing once paid or accepted, else to new)
 *
 * Work starts only on a paid order or an unpaid one staff accepted (cash on pickup, on account); a
 * canceled or expired order takes no action, nor does one a payment completed on after its cancel (that
 * is resolved by hand until refunds exist).
 *
 * Cancel is the one action on the payment side: staff cancel an unpaid order that has not left (new,
 * processing, on hold); its fulfilment stays where it was and its status becomes canceled. A paid order is
 * refused ('paid': it needs its money back first).
 */

export const FULFILMENT_STATES = ['new', 'processing', 'on_hold', 'shipped', 'delivered'] as const;
export type Fulfilment = (typeof FULFILMENT_STATES)[number];

export const ORDER_ACTIONS = ['process', 'hold', 'resume', 'ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the machine reads of an order. */
export interface FlowOrder {
  status: 'cart' | 'pending' | 'paid' | 'expired' | 'canceled';
  fulfilment: Fulfilment;
  /** Staff accepted the unpaid order (cash on pickup, on account). */
  accepted: boolean;
  staffFlag: 'paid_after_cancel' | null;
}

/** Why an action is refused: the message key under `backoffice.orders.refused`. */
export type Refusal = 'closed' | 'notPaid' | 'notFrom' | 'paid';

export type Step = { ok: true; to: Fulfilment } | { ok: false; refusal: Refusal };

/** The states each action starts from. */
const FROM: Record<OrderAction, readonly Fulfilment[]> = {
  process: ['new'],
  hold: ['new', 'processing'],
  resume: ['on_hold'],
  ship: ['processing'],
  deliver: ['shipped'],
  cancel: ['new', 'processing', 'on_hold'],
};

const workable = (o: FlowOrder) => o.status === 'paid' || (o.status === 'pending' && o.accepted);
const notPaid: Step = { ok: false, refusal: 'notPaid' };

/** Where `action` takes `order`, or why it may not. */
export function step(order: FlowOrder, action: OrderAction): Step {
  if (order.status === 'cart' || order.status === 'expired' || order.status === 'canceled')
    return { ok: false, refusal: 'closed' };
  if (order.staffFlag === 'paid_after_cancel') return { ok: false, refusal: 'closed' };
  if (!FROM[action].includes(order.fulfilment)) return { ok: false, refusal: 'notFrom' };
  switch (action) {
    case 'process':
    case 'ship':
      return workable(order) ? { ok: true, to: action === 'ship' ? 'shipped' : 'processing' } : notPaid;
    case 'hold':
      return { ok: true, to: 'on_hold' };
    case 'resume':
      return { ok: true, to: workable(order) ? 'processing' : 'new' };
    case 'deliver':
      return { ok: true, to: 'delivered' };
    case 'cancel':
      return order.status === 'paid' ? { ok: false, refusal: 'paid' } : { ok: true, to: order.fulfilment };
  }
}

/** The actions staff can take on the order now (the buttons the order page shows). */
export function availableActions(order: FlowOrder): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => step(order, a).ok);
}

/**
 * The one status shown for an order, to staff and to the customer (list, detail, portal): the payment side
 * until work starts, the fulfilment after.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'processing',
  'on_hold',
  'shipped',
  'delivered',
  'canceled',
  'expired',
  'paid_after_cancel',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function orderStatus(order: FlowOrder): OrderStatus {
  if (order.staffFlag === 'paid_after_cancel') return 'paid_after_cancel';
  if (order.status === 'canceled' || order.status === 'expired') return order.status;
  if (order.fulfilment !== 'new') return order.fulfilment;
  return order.status === 'paid' ? 'paid' : 'awaiting_payment';
}

/** What the customer reads as their order's status (portal list and order page). */
export type CustomerStatus =
  'pending' | 'awaitingPayment' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'expired' | 'canceled';

/** The customer statuses that mean staff are working the order: the order page then says how far it is. */
export const inFulfilment = (status: CustomerStatus) =>
  status === 'processing' || status === 'shipped' || status === 'delivered';

/**
 * The order status told from the customer's side: an unpaid order waits for their payment (an online
 * method) or is in our hands (cash on pickup, on account: 'pending'); a hold is our business and reads as
 * processing; a payment after the cancel leaves the order canceled or expired to them until staff settle it.
 */
export function customerStatus(order: FlowOrder, onlinePayment: boolean): CustomerStatus {
  const status = orderStatus(order);
  switch (status) {
    case 'awaiting_payment':
      return onlinePayment ? 'awaitingPayment' : 'pending';
    case 'on_hold':
      return 'processing';
    case 'paid_after_cancel':
      return order.status === 'expired' ? 'expired' : 'canceled';
    default:
      return status;
  }
}
