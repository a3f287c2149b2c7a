/** The back office's API answers, for the server that sends them and the screens that read them. */
import type { Fulfilment, OrderAction, OrderStatus, OrderSummary } from '@/features/checkout';

/** One row of GET /api/staff/orders. */
export interface StaffOrderRow {
  id: number;
  number: string;
  confirmedAt: string;
  customerName: string;
  company: string | null;
  email: string;
  vatNumber: string | null;
  business: boolean;
  /** The totals excl. and incl. VAT frozen at confirm (cents). */
  totalExclVat: number;
  totalInclVat: number;
  paymentMethod: string;
  /** Paid in full (the provider confirmed), whatever the fulfilment. */
  paid: boolean;
  /** DELIVERY_TYPES' number, null before a delivery was chosen. */
  deliveryType: number | null;
  status: OrderStatus;
  testMode: boolean;
}

export interface StaffOrderList {
  data: StaffOrderRow[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

/** One entry of an order's timeline (and the audit log). */
export interface StaffOrderEvent {
  at: string;
  actor: string;
  action: string;
  from: string | null;
  to: string | null;
  note: string | null;
  data: Record<string, string> | null;
}

/** GET /api/staff/orders/:id: what the shopper's order page shows, and what staff work with. */
export interface StaffOrderDetail extends OrderSummary {
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** What staff can do now. */
  actions: OrderAction[];
  shipment: {
    carrier: string | null;
    trackingCode: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
  };
  payments: {
    id: string;
    provider: string;
    method: string;
    amount: number;
    status: string;
    createdAt: string;
  }[];
  events: StaffOrderEvent[];
  refunds: StaffRefund[];
  refundable: Refundable;
  /** The mails the customer was sent about the order, oldest first. */
  mails: { kind: string; to: string; subject: string; sentAt: string }[];
  documents: StaffDocument[];
  /** The order's totals as frozen at confirm, for the refund form's preview. */
  priceInputs: {
    priceFullDiscountBefore: number;
    couponDiscount: number;
    statusDiscount: number;
    vatRate: number;
  };
}

/** A refund as the order page lists it. */
export interface StaffRefund {
  id: number;
  amount: number;
  net: number;
  vat: number;
  status: 'processing' | 'refunded' | 'failed';
  providerRefundId: string | null;
  providerStatus: string | null;
  lines: { productId: number; quantity: number; restock: boolean }[];
  note: string | null;
  actor: string;
  createdAt: string;
  error: string | null;
}

/** What staff can still give back: per line (units not yet refunded) and in money. */
export interface Refundable {
  /** The paid payment refunds go through, or null (nothing paid through a provider). */
  paymentId: string | null;
  paid: number;
  refunded: number;
  left: number;
  lines: {
    productId: number;
    name: string;
    article: string;
    quantity: number;
    refunded: number;
    unitPrice: number;
  }[];
}

/** An issued invoice or credit note (the PDF: GET /api/staff/documents/:number). */
export interface StaffDocument {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  total: number;
  issuedAt: string;
  refundId: number | null;
}

/** The workshop's build sheet of an order (printable): lines, and the parts of each configured server. */
export interface BuildSheet {
  number: string;
  confirmedAt: string;
  customerName: string;
  company: string | null;
  deliveryType: number | null;
  status: OrderStatus;
  /** The shopper's remark on the order, if any. */
  remark: string | null;
  lines: {
    name: string;
    article: string;
    sku: string;
    quantity: number;
    /** A configured server's parts as reserved at confirm; empty for a plain product. */
    parts: { name: string; article: string; sku: string; perUnit: number; total: number }[];
  }[];
}
