// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emit, listen } from './events';

describe('shop events', () => {
  it('delivers a payload to its listeners until they stop listening', () => {
    const seen: unknown[] = [];
    const stop = listen('stock-changed', (d) => seen.push(d));
    emit('stock-changed', { productId: 7, quantity: 2 });
    emit('cart-add', { productId: 7 });
    stop();
    emit('stock-changed', { productId: 7, quantity: 3 });
    expect(seen).toEqual([{ productId: 7, quantity: 2 }]);
  });

  it('refuses, at compile time, events that do not exist and payloads that do not fit', () => {
    // tsc checks these lines (npm run typecheck); at run time they are harmless.
    // @ts-expect-error the configurator once listened to 'shop:stock', which nothing emitted
    const stop = listen('stock', () => {});
    stop();
    // @ts-expect-error a stock change carries the new quantity
    emit('stock-changed', { productId: 7 });
  });
});
