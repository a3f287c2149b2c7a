import 'server-only';
import { createMollieClient, type Payment, type PaymentMethod as MollieMethod } from '@mollie/api-client';
import { MOLLIE_METHOD, type AcquireMethod, type PaymentStatus } from '../../model';
import type { PaymentProvider, ProviderPayment } from './types';

/** Mollie Payments API with hosted checkout; the webhook then fetches the status from Mollie. */
export function mollieProvider(apiKey: string, apiEndpoint?: string): PaymentProvider {
  const client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  const toPayment = (p: Payment): ProviderPayment => ({
    id: p.id,
    status: p.status as PaymentStatus,
    amount: Math.round(Number(p.amount.value) * 100),
    checkoutUrl: p.getCheckoutUrl(),
    orderId: Number((p.metadata as { orderId?: number } | null)?.orderId) || null,
  });
  return {
    name: 'mollie',
    async create(input) {
      const method = MOLLIE_METHOD[input.method as AcquireMethod];
      const p = await client.payments.create({
        amount: { currency: 'EUR', value: (input.amount / 100).toFixed(2) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        cancelUrl: input.cancelUrl,
        webhookUrl: input.webhookUrl,
        locale: (input.locale === 'en' ? 'en_US' : 'nl_NL') as never,
        ...(method ? { method: method as MollieMethod } : {}),
        metadata: { orderId: input.orderId },
      });
      return toPayment(p);
    },
    async get(id) {
      return toPayment(await client.payments.get(id));
    },
    async cancel(id) {
      try {
        await client.payments.cancel(id);
        return true;
      } catch {
        return false;
      }
    },
    async refund(id, amount, key) {
      const r = await client.paymentRefunds.create({
        paymentId: id,
        amount: { currency: 'EUR', value: (amount / 100).toFixed(2) },
        idempotencyKey: key,
      });
      return { id: r.id, status: r.status, amount: Math.round(Number(r.amount.value) * 100) };
    },
  };
}
