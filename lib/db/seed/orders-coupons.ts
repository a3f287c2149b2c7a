import { coupons } from '../schema';
import type { Db } from '../client';

/** Demo coupon codes for the cart (percentage or fixed amount off the goods, excl. VAT). */
export const DEMO_COUPONS = [
  { code: 'WELKOM10', percent: 10, amount: null },
  { code: 'SERVER50', percent: null, amount: 5_000 },
];

export async function seedCoupons(db: Pick<Db, 'insert'>): Promise<void> {
  await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
}
