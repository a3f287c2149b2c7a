import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { emitStockChanged } from '@/features/checkout';

/**
 * Sets or adjusts a product's stock. The row is locked while it is read and written, so the quantity
 * compared with is the one replaced even when an order takes stock at the same moment; after the commit the
 * change goes the same way as an order's (cached reads dropped, ChangeQuantityProduct published) when the
 * quantity really changed.
 */
export async function changeStock(
  productId: number,
  change: { quantity?: number; delta?: number },
): Promise<{ id: number; quantity: number } | null> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!before) return null;
    const next =
      change.quantity !== undefined
        ? sql`${change.quantity}`
        : sql`greatest(0, ${products.quantity} + ${change.delta ?? 0})`;
    const [row] = await tx
      .update(products)
      .set({ quantity: next })
      .where(eq(products.id, productId))
      .returning({ id: products.id, quantity: products.quantity });
    return { row, changed: row.quantity !== before.quantity };
  });
  if (!result) return null;
  if (result.changed) await emitStockChanged({ productId: result.row.id, quantity: result.row.quantity });
  return result.row;
}
