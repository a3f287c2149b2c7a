/** The back office's customer answers, for the server that sends them and the screens that read them. */
import type { OrderStatus } from '@/features/checkout';
import type { AuditEntry } from './server/audit';

/** One row of GET /api/staff/customers. */
export interface StaffCustomerRow {
  id: number;
  customerNumber: string;
  name: string;
  company: string | null;
  email: string;
  business: boolean;
  /** Confirmed orders (never the open cart). */
  orders: number;
  /** The totals incl. VAT of the paid orders (cents). */
  spent: number;
  /** Customer-status discount in percent. */
  statusDiscount: number;
  blocked: boolean;
  erased: boolean;
  createdAt: string;
}

export interface StaffCustomerList {
  data: StaffCustomerRow[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

/** The stored VIES evidence of an order (reverse charge), as the checkout froze it. */
export interface ViesEvidence {
  valid: boolean;
  name: string | null;
  address: string | null;
  requestIdentifier: string | null;
  /** The consultation's day (VIES's request date, else when the shop asked). */
  date: string | null;
}

/**
 * What the shop knows of a customer's VAT number from VIES, never asked anew by the page: `none` (no
 * number), `notChecked` (no order carried it yet), or what the latest order with it was decided on —
 * `valid` (VIES confirmed it: reverse charge, with the evidence), `unverified` (VIES could not be reached:
 * VAT charged) or `domestic` (a Dutch number: VAT charged either way, no evidence kept).
 */
export type CustomerVatState =
  | { state: 'none' }
  | { state: 'notChecked'; number: string }
  | {
      state: 'valid' | 'unverified' | 'domestic';
      number: string;
      orderId: number;
      orderNumber: string;
      at: string;
      vies: ViesEvidence | null;
    };

/** The latest confirmed order that carried the customer's VAT number, as `customerVatState` reads it. */
export interface VatOrder {
  id: number;
  number: string;
  confirmedAt: string;
  vatMode: 'standard' | 'reverse_charge' | 'unverified';
  vies: Record<string, unknown> | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The VIES state of a VAT number from the latest order that carried it (pure; see CustomerVatState). */
export function customerVatState(number: string | null, order: VatOrder | null): CustomerVatState {
  if (!number) return { state: 'none' };
  if (!order) return { state: 'notChecked', number };
  const vies = order.vies
    ? {
        valid: order.vies.valid === true,
        name: text(order.vies.name),
        address: text(order.vies.address),
        requestIdentifier: text(order.vies.requestIdentifier),
        date: (text(order.vies.requestDate) ?? text(order.vies.checkedAt))?.slice(0, 10) ?? null,
      }
    : null;
  const state =
    order.vatMode === 'reverse_charge' ? 'valid' : order.vatMode === 'unverified' ? 'unverified' : 'domestic';
  return { state, number, orderId: order.id, orderNumber: order.number, at: order.confirmedAt, vies };
}

export interface StaffCustomerOrder {
  id: number;
  number: string;
  confirmedAt: string;
  status: OrderStatus;
  paid: boolean;
  totalExclVat: number;
  totalInclVat: number;
  testMode: boolean;
}

export interface StaffCustomerNote {
  id: number;
  at: string;
  author: string;
  body: string;
}

export interface StaffCustomerAddress {
  id: number;
  name: string;
  address: string;
  house: string;
  postcode: string;
  city: string;
  country: string;
}

/** GET /api/staff/customers/:id: the account, profile, addresses, orders, VAT state, notes and audit. */
export interface StaffCustomerDetail {
  customer: {
    id: number;
    customerNumber: string;
    email: string;
    name: string;
    companyName: string | null;
    phone: string | null;
    createdAt: string;
    statusDiscount: number;
    blockedAt: string | null;
    erasedAt: string | null;
    twoFactor: boolean;
    business: boolean;
  };
  /** The registration data (spec §3); null for an account without one, or erased. */
  profile: {
    gender: string | null;
    address: string;
    house: string;
    postcode: string;
    city: string;
    mailbox: string | null;
    country: string;
    invoiceEmail: string | null;
    mobile: string | null;
    category: string;
    kvk: string | null;
    btw: string | null;
    bankAccount: string;
    deliveryAvailability: string;
    deliveryDays: number[];
    noNeighbours: boolean;
    newsletter: boolean;
    termsAcceptedAt: string;
  } | null;
  addresses: StaffCustomerAddress[];
  orders: StaffCustomerOrder[];
  /** All confirmed orders and the paid ones' total incl. VAT (the list shows at most ORDERS_SHOWN). */
  stats: { orders: number; spent: number };
  vat: CustomerVatState;
  notes: StaffCustomerNote[];
  audit: AuditEntry[];
}
