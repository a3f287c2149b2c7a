import { describe, expect, it } from 'vitest';
import {
  availableActions,
  FULFILMENT_STATES,
  ORDER_ACTIONS,
  orderStatus,
  step,
  type FlowOrder,
  type Fulfilment,
  type OrderAction,
} from './order-flow';

const order = (o: Partial<FlowOrder> = {}): FlowOrder => ({
  status: 'paid',
  fulfilment: 'new',
  accepted: false,
  staffFlag: null,
  ...o,
});

/** Every legal move of a paid order: from → action → to (cancel is refused: a paid order is refunded first). */
const LEGAL: [Fulfilment, OrderAction, Fulfilment][] = [
  ['new', 'process', 'processing'],
  ['new', 'hold', 'on_hold'],
  ['processing', 'hold', 'on_hold'],
  ['processing', 'ship', 'shipped'],
  ['on_hold', 'resume', 'processing'],
  ['shipped', 'deliver', 'delivered'],
];

describe('order flow', () => {
  it('allows exactly the legal moves of a paid order, over every state and action', () => {
    for (const from of FULFILMENT_STATES)
      for (const action of ORDER_ACTIONS) {
        const legal = LEGAL.find(([f, a]) => f === from && a === action);
        const result = step(order({ fulfilment: from }), action);
        const refusal =
          action === 'cancel' && from !== 'shipped' && from !== 'delivered' ? 'paid' : 'notFrom';
        expect(result, `${from} → ${action}`).toEqual(
          legal ? { ok: true, to: legal[2] } : { ok: false, refusal },
        );
      }
  });

  it('starts work only on a paid order or an unpaid one staff accepted', () => {
    const unpaid = order({ status: 'pending' });
    expect(step(unpaid, 'process')).toEqual({ ok: false, refusal: 'notPaid' });
    expect(step({ ...unpaid, fulfilment: 'processing' }, 'ship')).toEqual({ ok: false, refusal: 'notPaid' });
    // Holding an unpaid order is fine; resuming it goes back to new, not to work.
    expect(step(unpaid, 'hold')).toEqual({ ok: true, to: 'on_hold' });
    expect(step({ ...unpaid, fulfilment: 'on_hold' }, 'resume')).toEqual({ ok: true, to: 'new' });
    const accepted = order({ status: 'pending', accepted: true });
    expect(step(accepted, 'process')).toEqual({ ok: true, to: 'processing' });
    expect(step({ ...accepted, fulfilment: 'processing' }, 'ship')).toEqual({ ok: true, to: 'shipped' });
  });

  it('takes no action on a canceled or expired order, nor on one paid after its cancel', () => {
    for (const o of [
      order({ status: 'canceled' }),
      order({ status: 'expired' }),
      order({ status: 'canceled', staffFlag: 'paid_after_cancel' }),
      order({ status: 'cart' }),
    ]) {
      expect(availableActions(o)).toEqual([]);
      for (const action of ORDER_ACTIONS) expect(step(o, action)).toEqual({ ok: false, refusal: 'closed' });
    }
  });

  it('cancels an unpaid order that has not left, keeping its fulfilment state', () => {
    for (const fulfilment of ['new', 'processing', 'on_hold'] as const) {
      expect(step(order({ status: 'pending', fulfilment }), 'cancel')).toEqual({ ok: true, to: fulfilment });
      expect(step(order({ status: 'pending', accepted: true, fulfilment }), 'cancel')).toEqual({
        ok: true,
        to: fulfilment,
      });
    }
    for (const fulfilment of ['shipped', 'delivered'] as const)
      expect(step(order({ status: 'pending', accepted: true, fulfilment }), 'cancel')).toEqual({
        ok: false,
        refusal: 'notFrom',
      });
  });

  it('offers the actions that apply now', () => {
    expect(availableActions(order())).toEqual(['process', 'hold']);
    expect(availableActions(order({ status: 'pending' }))).toEqual(['hold', 'cancel']);
    expect(availableActions(order({ fulfilment: 'processing' }))).toEqual(['hold', 'ship']);
    expect(availableActions(order({ fulfilment: 'delivered' }))).toEqual([]);
  });

  it('shows one status: the payment side until work starts, the work after', () => {
    expect(orderStatus(order({ status: 'pending' }))).toBe('awaiting_payment');
    expect(orderStatus(order({ status: 'pending', accepted: true }))).toBe('awaiting_payment');
    expect(orderStatus(order())).toBe('paid');
    expect(orderStatus(order({ fulfilment: 'processing' }))).toBe('processing');
    expect(orderStatus(order({ fulfilment: 'on_hold' }))).toBe('on_hold');
    expect(orderStatus(order({ fulfilment: 'shipped' }))).toBe('shipped');
    expect(orderStatus(order({ status: 'canceled' }))).toBe('canceled');
    expect(orderStatus(order({ status: 'expired' }))).toBe('expired');
    expect(orderStatus(order({ status: 'expired', staffFlag: 'paid_after_cancel' }))).toBe(
      'paid_after_cancel',
    );
  });
});
