import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCompatibility } from './compatibility';
import {
  addedSummary,
  clampQuantity,
  dispatch,
  initialState,
  priceOf,
  trayLines,
  type Action,
} from './model';
import { fromSelection, toSelection } from './selection';
import { fixture } from './testing/fixture';
import type { ConfiguratorData } from './types';

export function actionArb(d: ConfiguratorData): fc.Arbitrary<Action> {
  const partIds = d.data.options.map((g) => g.partId);
  const productIds = d.data.options
    .flatMap((g) => g.values.map((v) => v.productId))
    .filter((x): x is number => x !== null);
  const valueOf = (partId: string) => {
    const values = d.data.options.find((g) => g.partId === partId)!.values.map((v) => v.value);
    return fc.option(fc.constantFrom(...values), { nil: null });
  };
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...partIds)
        .chain((partId) => valueOf(partId).map((value): Action => ({ type: 'select', partId, value }))),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({ partId: fc.constantFrom(...partIds), quantity: fc.integer({ min: -2, max: 30 }) })
        .map((r): Action => ({ type: 'quantity', ...r })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...partIds, 'warranty')
        .map((partId): Action => ({ type: 'remove', partId })),
    },
    { weight: 1, arbitrary: fc.constant<Action>({ type: 'removeHardDisk' }) },
    {
      weight: 1,
      arbitrary: fc
        .option(fc.constantFrom(...d.warranty_options.values.map((w) => w.id)), { nil: null })
        .map((id): Action => ({ type: 'warranty', id })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...d.warranty_delivery.map((w) => w.id))
        .map((id): Action => ({ type: 'warrantyDelivery', id })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ productId: fc.constantFrom(...productIds), quantity: fc.integer({ min: 0, max: 30 }) })
        .map((r): Action => ({ type: 'stock', ...r })),
    },
  );
}

/** Independent recomputation of the price from the summary rules of spec §4. */
function referencePrice(d: ConfiguratorData, s: ReturnType<typeof initialState>): number {
  let total = d.data.price;
  for (const g of d.data.options) {
    const sel = s.selected[g.partId];
    const v = g.values.find((x) => x.value === sel.value);
    if (!v || sel.quantity <= 0) continue;
    const added = v.isBase ? sel.quantity - v.baseQuantity : sel.quantity;
    if (added > 0) total += added * v.price;
  }
  const w = d.warranty_options.values.find((x) => x.id === s.warrantyId);
  if (w)
    total += w.priceOption + (d.warranty_delivery.find((x) => x.id === s.warrantyDeliveryId)?.price ?? 0);
  return total + trayLines(d, s).reduce((a, t) => a + t.price * t.quantity, 0);
}

describe('configurator model properties', () => {
  it('for any sequence of user actions the configuration stays valid, clamped and consistently priced', () => {
    const d = fixture();
    fc.assert(
      fc.property(fc.array(actionArb(d), { maxLength: 40 }), (actions) => {
        let s = initialState(d);
        let caddy = 0;
        let raid = 0;
        for (const a of actions) {
          const o = dispatch(d, s, a);
          if (o.refused.length) expect(o.state).toBe(s);
          if (o.popup === 'caddy') caddy++;
          if (o.popup === 'raid') raid++;
          s = o.state;
          expect(checkCompatibility(d, s)).toEqual([]);
          for (const g of d.data.options) {
            const sel = s.selected[g.partId];
            const v = g.values.find((x) => x.value === sel.value);
            if (v) expect(sel.quantity).toBe(clampQuantity(v, sel.quantity));
            else expect(sel.value).toBeNull();
          }
          expect(priceOf(d, s)).toBe(referencePrice(d, s));
          expect(priceOf(d, s)).toBeGreaterThanOrEqual(d.data.price);
          expect(addedSummary(d, s).every((i) => i.quantity > 0)).toBe(true);
        }
        expect(caddy).toBeLessThanOrEqual(1);
        expect(raid).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('a selection survives a round trip (share link, cart) without problems', () => {
    const d = fixture();
    fc.assert(
      fc.property(fc.array(actionArb(d), { maxLength: 25 }), (actions) => {
        let s = initialState(d);
        for (const a of actions) s = dispatch(d, s, a).state;
        const back = fromSelection(d, toSelection(s));
        expect(back.problems).toEqual([]);
        expect(back.state.selected).toEqual(s.selected);
        expect(priceOf(d, { ...back.state, stock: s.stock })).toBe(priceOf(d, s));
      }),
      { numRuns: 200 },
    );
  });
});
