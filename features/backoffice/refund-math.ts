/**
 * What a refund gives back, in cents. Pure: the refunds service and its tests use it.
 *
 * Lines are priced from the order's frozen unit prices (excl. VAT), lowered in proportion to the order's
 * coupon and customer-status discount (which were taken off the goods, so a line cost its share less);
 * VAT is then added at the order's rate (0 for reverse charge), rounded once, as at confirm.
 */
import { vatOf } from '@/lib/money';

export interface RefundPrices {
  /** Goods excl. VAT before discounts, the coupon's and the status discount's amount, the VAT rate (%). */
  priceFullDiscountBefore: number;
  couponDiscount: number;
  statusDiscount: number;
  vatRate: number;
}

export interface RefundAmount {
  net: number;
  vat: number;
  amount: number;
}

/** Refund of some units of lines: their price after the order's discounts, plus VAT. */
export function refundForLines(
  lines: { unitPrice: number; quantity: number }[],
  prices: RefundPrices,
): RefundAmount {
  const gross = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const before = prices.priceFullDiscountBefore;
  const after = before - prices.couponDiscount - prices.statusDiscount;
  const net = before > 0 ? Math.round((gross * after) / before) : 0;
  const vat = vatOf(net, prices.vatRate);
  return { net, vat, amount: net + vat };
}

/** An amount incl. VAT split into net and VAT at the order's rate (for the credit note). */
export function refundForAmount(amount: number, vatRate: number): RefundAmount {
  const net = Math.round((amount * 100) / (100 + vatRate));
  return { net, vat: amount - net, amount };
}
