/**
 * Data of a printed document (quote/offerte, order confirmation, invoice, credit note, packing slip);
 * amounts in cents excl. VAT (negative on a credit note).
 */
import type { CartPrices } from '@/features/cart/client';

export const QUOTE_VALID_DAYS = 14;

export interface DocumentLine {
  article: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export type DocumentKind = 'quote' | 'order' | 'invoice' | 'credit_note' | 'packing_slip';

export interface DocumentData {
  kind: DocumentKind;
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
  /** Invoice and credit note: the date of supply (shipped, else paid, else confirmed). */
  supplyDate?: Date | null;
  /** Invoice, credit note and packing slip: the order's number. */
  orderReference?: string | null;
  /** Credit note: the number of the invoice it corrects. */
  creditFor?: string | null;
  /** Packing slip: where the parcel goes (or pickup). */
  deliverTo?: string | null;
}

/** Whether a document shows prices (a packing slip travels in the box and shows none). */
export const showsPrices = (kind: DocumentKind) => kind !== 'packing_slip';

/** Invoices and credit notes are numbered per series and calendar year: F2026-000001, C2026-000001. */
export function invoiceNumber(kind: 'invoice' | 'credit_note', year: number, seq: number): string {
  return `${kind === 'invoice' ? 'F' : 'C'}${year}-${String(seq).padStart(6, '0')}`;
}

/** The calendar year of a moment in the shop's time zone (an invoice of 31 Dec 23:30 UTC+1 is next year's). */
export function shopYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(at));
}

/** A document as stored (JSON: dates as ISO strings) back to what the renderer takes. */
export function reviveDocument(stored: Record<string, unknown>): DocumentData {
  const d = stored as unknown as DocumentData & Record<string, unknown>;
  const date = (v: unknown) => (v ? new Date(v as string) : null);
  return {
    ...d,
    date: date(d.date) ?? new Date(0),
    validUntil: date(d.validUntil),
    supplyDate: date(d.supplyDate),
  };
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
