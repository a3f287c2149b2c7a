import { expect } from 'vitest';
import { call, newUid, privateAddress } from './shop';
import { setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';

/**
 * The test payment provider's webhook delivered in-process to the portal app (call once per test file,
 * before paying): a test order is paid the way the provider's webhook pays it.
 */
export function deliverTestWebhooksInProcess(): void {
  setTestWebhookTransport(async (url, id) => {
    const { portalApp } = await import('@/app/api/portal/app');
    await portalApp.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    });
  });
}

/**
 * A guest's confirmed order through the shop's API: paid online (iDEAL through the test provider) or
 * cash on pickup (unpaid). Answers the order id and the uid that placed it.
 */
export async function placeGuestOrder(
  productId: number,
  how: 'paid' | 'cash',
  opts: { email?: string; quantity?: number; address?: Record<string, string> } = {},
): Promise<{ orderId: number; uid: string }> {
  const uid = newUid();
  const add = await call('POST', '/cart/product', {
    uid,
    body: { item: { productId, quantity: opts.quantity ?? 1 } },
  });
  expect(add.status, JSON.stringify(add.data)).toBe(201);
  const orderId: number = add.data.orderId;
  const customer = { ...(opts.address ?? privateAddress), email: opts.email ?? 'jan@example.test' };
  const saved = await call('POST', '/cart/pay/data', { uid, body: { orderId, customer } });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  const delivery = await call('POST', '/cart/delivery', {
    uid,
    body: { orderId, type: how === 'cash' ? 3 : 1, checkboxes: [], form: {} },
  });
  expect(delivery.status).toBe(200);
  if (how === 'cash') {
    const c = await call('POST', '/cart/pay/credit', { uid, body: { orderId, method: 'cashpickup' } });
    expect(c.status, JSON.stringify(c.data)).toBe(201);
  } else {
    const bank = await call('POST', '/cart/pay/bank', { uid, body: { orderId, method: 'ideal' } });
    expect(bank.status, JSON.stringify(bank.data)).toBe(201);
    const paymentId = String(bank.data.url).split('/pay/test/')[1];
    await call('POST', `/pay/test/${paymentId}`, { body: { status: 'paid' } });
  }
  return { orderId, uid };
}
