/** Cart rules shared by server and client: quantity clamps and the price rows of spec §3 (cents). */
import { vatOf } from '@/lib/money';
import type { OrderRow } from './server/cart';

/** Cart line of spec §3 (price excl. VAT, cents). */
export interface CartLine {
  productId: number;
  orderId: number;
  article: string;
  name: string;
  price: number;
  quantity: number;
  path: string;
  markName: string;
  /** Units in stock now; the quantity is clamped to it. */
  stock: number;
  image: string | null;
  /** The chosen parts of a configured product (configurator summary), absent for plain products. */
  configuration?: ConfiguredPart[];
}

/** One chosen part of a configured cart line: group label, value name and quantity. */
export interface ConfiguredPart {
  label: string;
  name: string;
  quantity: number;
}

/** A cart as the staff chat console shows it: lines with unit and line prices excl. and incl. VAT. */
export interface ShopperCart {
  orderId: number;
  lines: {
    productId: number;
    name: string;
    article: string;
    quantity: number;
    price: number;
    priceInclVat: number;
    total: number;
    totalInclVat: number;
    configuration?: ConfiguredPart[];
  }[];
  /** Net amount excl. VAT (after discounts, with delivery) and the amount incl. VAT, as the shopper sees them. */
  total: number;
  totalInclVat: number;
  vatRate: number;
}

export interface Coupon {
  code: string;
  percent: number | null;
  amount: number | null;
  /** Goods subtotal excl. VAT (cents) the coupon needs; below it the coupon takes nothing off. */
  minOrder?: number | null;
  /**
   * Only lines of these categories (subcategories included, already expanded) get the discount; null or
   * empty: all lines.
   */
  categoryIds?: number[] | null;
}

export type VatMode = 'standard' | 'reverse_charge' | 'unverified';

export interface PriceInput {
  /** `categoryId` is only read for a coupon limited to categories. */
  lines: { price: number; quantity: number; categoryId?: number | null }[];
  coupon?: Coupon | null;
  /** Customer-status discount in percent (0 for visitors). */
  statusDiscount?: number;
  deliveryCost?: number;
  vatRate: number;
  vatMode?: VatMode;
}

/** Cart prices of spec §3 plus the discount and delivery rows; every amount in cents. */
export interface CartPrices {
  /** Goods subtotal excl. VAT before discounts. */
  priceFullDiscountBefore: number;
  couponCode: string | null;
  couponDiscount: number;
  statusDiscountPercent: number;
  statusDiscount: number;
  deliveryCost: number;
  /** Taxable amount: goods after discounts plus delivery, excl. VAT. */
  priceNet: number;
  /** Tax percentage text, e.g. '21%' or '0%'. */
  nds: string;
  vatRate: number;
  vatMode: VatMode;
  priceFullNDS: number;
  priceFullWithNDS: number;
}

/**
 * The cart as the API answers it (GET /api/cart-products and every change to the cart), one type for the
 * server that writes it and the browser that reads it.
 */
export interface CartView {
  orderId: number | null;
  orders: CartLine[];
  prices: CartPrices;
  coupon: string | null;
  description: string;
  count: number;
  /** A change's confirmation in the request's language (adding a product). */
  message?: string;
}

/** An order's prices and coupon, as GET and POST /cart/prices answer them. */
export interface PricesAnswer {
  prices: CartPrices;
  coupon: string | null;
  deliveryType: number | null;
  delivery: {
    type: number | null;
    options: OrderRow['deliveryOptions'];
    form: OrderRow['deliveryForm'];
    cost: OrderRow['deliveryCost'];
  };
}

/** The check before checkout (POST /cart/user/check): lines short of stock, with the stock left. */
export interface CartCheck {
  check: boolean;
  orderId: number | null;
  problems: { productId: number; name: string; stock: number }[];
}

export const MAX_LINE_QUANTITY = 999;
/**
 * Units of one product a guest may order at once: a guest can reserve stock without paying (cash on
 * pickup), so one anonymous order can't hold a product's whole stock. Customers are not capped.
 */
export const GUEST_MAX_UNITS = 10;

/** Quantity rule: a whole number from 1 to the units in stock (and never above the line maximum). */
export function clampQuantity(wanted: number, stock: number): number {
  const max = Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(stock)));
  if (max < 1) return 0;
  const q = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  return Math.min(max, Math.max(1, q));
}

/** Percentage of an amount, rounded half up to whole cents. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/**
 * The price rows. Order of application: coupon on the goods subtotal, or on the goods of its categories
 * (nothing below its minimum order — the whole goods subtotal —, which couponProblem also refuses at apply
 * and confirm), then the customer-status discount
 * on what is left, then delivery, then VAT on the whole net amount (rounded once, so rows always add up).
 * Reverse charge means 0% VAT; an unverified VAT number is charged the normal rate.
 */
export function computePrices(input: PriceInput): CartPrices {
  const sub = input.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const c = input.coupon ?? null;
  let couponDiscount = 0;
  if (c && sub >= (c.minOrder ?? 0)) {
    const base = couponBase(input.lines, c);
    couponDiscount = c.percent
      ? percentOf(base, Math.min(100, Math.max(0, c.percent)))
      : Math.max(0, c.amount ?? 0);
    couponDiscount = Math.min(base, couponDiscount);
  }
  const statusPercent = Math.min(100, Math.max(0, input.statusDiscount ?? 0));
  const statusDiscount = percentOf(sub - couponDiscount, statusPercent);
  const deliveryCost = sub > 0 ? Math.max(0, input.deliveryCost ?? 0) : 0;
  const net = sub - couponDiscount - statusDiscount + deliveryCost;
  const vatMode = input.vatMode ?? 'standard';
  const rate = vatMode === 'reverse_charge' ? 0 : input.vatRate;
  const vat = vatOf(net, rate);
  return {
    priceFullDiscountBefore: sub,
    couponCode: c?.code ?? null,
    couponDiscount,
    statusDiscountPercent: statusPercent,
    statusDiscount,
    deliveryCost,
    priceNet: net,
    nds: `${rate}%`,
    vatRate: rate,
    vatMode,
    priceFullNDS: vat,
    priceFullWithNDS: net + vat,
  };
}

/**
 * The goods a coupon's discount applies to (cents excl. VAT): all lines, or for a coupon limited to
 * categories only the lines of those categories. A percentage is taken of this, a fixed amount capped at it.
 */
export function couponBase(lines: PriceInput['lines'], coupon: Pick<Coupon, 'categoryIds'>): number {
  const only = coupon.categoryIds?.length ? new Set(coupon.categoryIds) : null;
  return lines.reduce(
    (s, l) => (!only || (l.categoryId != null && only.has(l.categoryId)) ? s + l.price * l.quantity : s),
    0,
  );
}

/** Coupon codes are matched case-insensitively and stored upper-case. */
export function normaliseCoupon(code: string): string {
  return code.trim().toUpperCase();
}

/** The cart line of a product whose stock changed live, if the cart holds it (spec §8 warning). */
export function lineForProduct<L extends Pick<CartLine, 'productId'>>(
  lines: readonly L[] | undefined,
  productId: unknown,
): L | undefined {
  if (!lines || typeof productId !== 'number') return undefined;
  return lines.find((l) => l.productId === productId);
}
