import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { portalApp } from '@/app/api/portal/app';
import { products } from '@/lib/db/schema';
import { initialState } from '@/features/configurator/model';
import { toSelection } from '@/features/configurator/selection';
import type { ConfiguratorData } from '@/features/configurator/types';
import { backends, createTestDb, type TestDb } from '../support/db';

describe.each(backends())('a configured product in the cart on %s', (backend) => {
  let t: TestDb;
  let data: ConfiguratorData;
  let uid: string;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    const [p] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.configurable, true))
      .limit(1);
    data = await (await portalApp.request(`/api/portal/api/catalog/catalog-products/${p.id}?option=`)).json();
    uid = (await (await portalApp.request('/api/portal/api/configs/uid')).json()).uid;
  });
  afterAll(async () => t?.close());

  const add = (body: unknown) =>
    portalApp.request('/api/portal/cart/product', {
      method: 'POST',
      headers: { 'content-type': 'application/json', uid },
      body: JSON.stringify(body),
    });

  it('prices the line from the database as configured, ignoring any price the browser sends', async () => {
    const state = initialState(data);
    const selection = toSelection(state);
    const priced = await (
      await portalApp.request('/api/portal/api/catalog/catalog-product-price', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: data.data.id, selection }),
      })
    ).json();
    const res = await add({
      item: {
        productId: data.data.id,
        quantity: 1,
        price: 1,
        configuration: { productId: data.data.id, selection },
      },
    });
    expect(res.status).toBe(201);
    const cart = await res.json();
    const line = cart.orders.find((l: { productId: number }) => l.productId === data.data.id);
    expect(line.price).toBe(priced.data.price);
    // The line lists the chosen parts, as the configurator's summary did.
    expect(priced.data.items.length).toBeGreaterThan(0);
    type Part = { label?: string; name: string; quantity: number };
    expect(line.configuration).toEqual([
      ...priced.data.items.map((i: Part) => ({ label: i.label, name: i.name, quantity: i.quantity })),
      ...priced.data.trays.map((tr: Part) => ({
        label: 'Schijfslede (caddy)',
        name: tr.name,
        quantity: tr.quantity,
      })),
    ]);
  });

  it('refuses an impossible configuration with a 422 and stores nothing', async () => {
    const selection = toSelection(initialState(data));
    const before = await (
      await portalApp.request(`/api/portal/api/cart-products?uid=${uid}`, { headers: { uid } })
    ).text();
    const res = await add({
      item: {
        productId: data.data.id,
        quantity: 1,
        configuration: {
          productId: data.data.id,
          selection: {
            ...selection,
            options: { ...selection.options, nope_part: { value: 999999, quantity: 1 } },
          },
        },
      },
    });
    expect(res.status).toBe(422);
    const mismatch = await add({
      item: {
        productId: data.data.id,
        quantity: 1,
        configuration: { productId: data.data.id + 1, selection },
      },
    });
    expect(mismatch.status).toBe(422);
    const after = await (
      await portalApp.request(`/api/portal/api/cart-products?uid=${uid}`, { headers: { uid } })
    ).text();
    expect(after).toBe(before);
  });
});
