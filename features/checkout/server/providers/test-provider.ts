import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { testProviderPayments, testProviderRefunds } from '@/lib/db/schema';
import { localePath } from '@/lib/i18n/routing';
import { logger } from '@/lib/logger';
import type { PaymentProvider, ProviderPayment } from './types';

/** 'pending': the bank is still processing it (as at Mollie, then it can't be cancelled; it settles later). */
export type TestOutcome = 'paid' | 'failed' | 'canceled' | 'expired' | 'pending';
type Row = typeof testProviderPayments.$inferSelect;

/** How the test provider reaches the shop's webhook: HTTP by default; tests hand in an in-process call. */
export type WebhookTransport = (url: string, paymentId: string) => Promise<void>;
const KEY = Symbol.for('webshop.test-provider-transport');
const g = globalThis as typeof globalThis & { [KEY]?: WebhookTransport };

const httpTransport: WebhookTransport = async (url, paymentId) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
};

export function setTestWebhookTransport(fn: WebhookTransport | undefined): void {
  g[KEY] = fn;
}

const toPayment = (r: Row): ProviderPayment => ({
  id: r.id,
  status: r.status,
  amount: r.amount,
  checkoutUrl: r.status === 'open' ? checkoutUrl(r) : null,
  orderId: Number((r.metadata as { orderId?: number }).orderId) || null,
});

/** The hosted page is part of this shop: a path, so the shopper stays on the host they use. */
function checkoutUrl(r: Row): string {
  const locale = (r.metadata as { locale?: 'nl' | 'en' }).locale ?? 'nl';
  return localePath(locale, `/pay/test/${r.id}`);
}

/**
 * The embedded test provider: it keeps its own payments, shows a hosted page where the shopper picks the
 * outcome, then calls the shop's webhook and sends the shopper back, as Mollie does.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async create(input) {
    const db = await getDb();
    const [row] = await db
      .insert(testProviderPayments)
      .values({
        id: `tst_${randomBytes(9).toString('base64url')}`,
        amount: input.amount,
        description: input.description,
        method: input.method,
        redirectUrl: input.redirectUrl,
        cancelUrl: input.cancelUrl,
        webhookUrl: input.webhookUrl,
        metadata: { orderId: input.orderId, locale: input.locale },
      })
      .returning();
    return toPayment(row);
  },
  async get(id) {
    const row = await findTestPayment(id);
    if (!row) throw Object.assign(new Error('unknown payment'), { status: 404 });
    return toPayment(row);
  },
  async cancel(id) {
    const db = await getDb();
    const rows = await db
      .update(testProviderPayments)
      .set({ status: 'canceled' })
      .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, 'open')))
      .returning();
    return rows.length > 0;
  },
  /**
   * As Mollie's Refunds API: only a paid payment, never more than its amount in all (the payment row is
   * locked while the sum is checked), and a key refunds once. Settles at once ('refunded').
   */
  async refund(id, amount, key) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.id, id))
        .for('update');
      if (!payment) throw Object.assign(new Error('unknown payment'), { status: 404 });
      const [again] = await tx.select().from(testProviderRefunds).where(eq(testProviderRefunds.key, key));
      if (again) return { id: again.id, status: again.status, amount: again.amount };
      if (payment.status !== 'paid')
        throw Object.assign(new Error('The payment is not paid, so it cannot be refunded'), { status: 422 });
      const [{ refunded }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${testProviderRefunds.amount}), 0)::int` })
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.paymentId, id));
      if (amount < 1 || refunded + amount > payment.amount)
        throw Object.assign(new Error('The amount is higher than the amount that can be refunded'), {
          status: 422,
        });
      const [row] = await tx
        .insert(testProviderRefunds)
        .values({ id: `tre_${randomBytes(9).toString('base64url')}`, paymentId: id, key, amount })
        .returning();
      return { id: row.id, status: row.status, amount: row.amount };
    });
  },
};

/** The refunds of a test payment, oldest first (shown on its hosted page, as Mollie's dashboard would). */
export async function testPaymentRefunds(id: string) {
  const db = await getDb();
  return db
    .select()
    .from(testProviderRefunds)
    .where(eq(testProviderRefunds.paymentId, id))
    .orderBy(testProviderRefunds.createdAt);
}

export async function findTestPayment(id: string): Promise<Row | null> {
  const db = await getDb();
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id)).limit(1);
  return row ?? null;
}

/**
 * The shopper's choice on the hosted page. The status is final once set (as at Mollie), except 'pending',
 * which settles later; the webhook is called on every choice, and the answer is where the browser goes next.
 */
export async function completeTestPayment(
  id: string,
  outcome: TestOutcome,
): Promise<{ redirect: string } | null> {
  const db = await getDb();
  const [updated] = await db
    .update(testProviderPayments)
    .set({ status: outcome })
    .where(
      and(
        eq(testProviderPayments.id, id),
        or(
          eq(testProviderPayments.status, 'open'),
          and(eq(testProviderPayments.status, 'pending'), ne(testProviderPayments.status, outcome)),
        ),
      ),
    )
    .returning();
  const row = updated ?? (await findTestPayment(id));
  if (!row) return null;
  try {
    await (g[KEY] ?? httpTransport)(row.webhookUrl, row.id);
  } catch (err) {
    // Mollie retries failed webhooks later; the return page also asks for the status.
    logger.warn({ err: (err as Error).message, id }, 'test provider: webhook call failed');
  }
  return { redirect: row.status === 'canceled' && row.cancelUrl ? row.cancelUrl : row.redirectUrl };
}
