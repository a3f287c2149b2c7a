import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { invalidate } from '@/lib/cache';
import { publishStockChanged } from '@/lib/realtime/publisher';

/** Sets or adjusts a product's stock; publishes ChangeQuantityProduct when it really changed. */
export async function changeStock(
  productId: number,
  change: { quantity?: number; delta?: number },
): Promise<{ id: number; quantity: number } | null> {
  const db = await getDb();
  const [before] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!before) return null;
  const next =
    change.quantity !== undefined
      ? sql`${change.quantity}`
      : sql`greatest(0, ${products.quantity} + ${change.delta ?? 0})`;
  const [row] = await db
    .update(products)
    .set({ quantity: next })
    .where(eq(products.id, productId))
    .returning({ id: products.id, quantity: products.quantity });
  if (row.quantity !== before.quantity) {
    invalidate('products');
    await publishStockChanged(row.id, row.quantity);
  }
  return row;
}
