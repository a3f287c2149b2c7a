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

/** What we need of a payment provider: Mollie's Payments API, or the embedded test provider. */
export interface PaymentProvider {
  name: 'mollie' | 'test';
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  get(id: string): Promise<ProviderPayment>;
  /** Cancels an open payment when the provider allows it; false when it can't. */
  cancel(id: string): Promise<boolean>;
  /** Refunds `amount` cents of a paid payment (Mollie; the test provider keeps no refunds). */
  refund?(id: string, amount: number): Promise<{ id: string; status: string; amount: number }>;
}
