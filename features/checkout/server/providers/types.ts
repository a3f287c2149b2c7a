import type { PaymentStatus } from '../../model';

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amount: number;
  checkoutUrl: string | null;
  orderId: number | null;
}

export interface CreatePaymentInput {
  amount: number;
  description: string;
  method: string;
  redirectUrl: string;
  cancelUrl: string;
  webhookUrl: string;
  orderId: number;
  locale: 'nl' | 'en';
}

export interface ProviderRefund {
  id: string;
  /** Mollie: queued, pending, processing, refunded, failed, canceled; the test provider: refunded. */
  status: string;
  amount: number;
}

/** What we need of a payment provider: Mollie's Payments API, or the embedded test provider. */
export interface PaymentProvider {
  name: 'mollie' | 'test';
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  get(id: string): Promise<ProviderPayment>;
  /** Cancels an open payment when the provider allows it; false when it can't. */
  cancel(id: string): Promise<boolean>;
  /**
   * Refunds `amount` cents of a paid payment. `key` makes it idempotent: the same key refunds once and
   * answers that refund again (Mollie's Idempotency-Key). The provider refuses more than was paid in all.
   */
  refund(id: string, amount: number, key: string): Promise<ProviderRefund>;
}
