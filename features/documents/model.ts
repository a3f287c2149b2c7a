/** Data of a printed document (quote/offerte or order confirmation); amounts in cents excl. VAT. */
import type { CartPrices } from '@/features/cart/client';

export const QUOTE_VALID_DAYS = 14;

export interface DocumentLine {
  article: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface DocumentData {
  kind: 'quote' | 'order';
  locale: 'nl' | 'en';
  number: string;
  date: Date;
  validUntil: Date | null;
  shop: {
    name: string;
    address?: string;
    phone: string;
    email: string;
    kvk?: string;
    btw?: string;
    iban?: string;
  };
  customer: {
    name?: string;
    company?: string;
    address?: string;
    email?: string;
    phone?: string;
    kvk?: string;
    btw?: string;
  } | null;
  lines: DocumentLine[];
  prices: CartPrices;
  description?: string;
  delivery?: string | null;
  paymentMethod?: string | null;
  /** The VIES consultation of a reverse-charge order. */
  vies?: { requestDate: string | null; requestIdentifier: string | null } | null;
  /** A test order: its payment was simulated. */
  testMode?: boolean;
}

/** Quote numbers: OF-{orderId}-{yyyymmdd}, stable for one cart on one day. */
export function quoteNumber(orderId: number, date: Date): string {
  const d = date.toISOString().slice(0, 10).replace(/-/g, '');
  return `OF-${orderId}-${d}`;
}

export function orderNumber(orderId: number): string {
  return `WS-${String(orderId).padStart(6, '0')}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
