import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { visitors } from '@/lib/db/schema';
import { publishOrderUpdated } from '@/lib/realtime/publisher';
import type { Owner } from './owner';

/**
 * The visitor uids whose pages show this owner's cart: the request's own and, for a customer, every uid
 * linked to them at login or registration (their other browsers and devices).
 */
async function ownerUids(owner: Owner): Promise<string[]> {
  if (!owner.customer) return [owner.uid];
  const db = await getDb();
  const linked = await db
    .select({ uid: visitors.uid })
    .from(visitors)
    .where(eq(visitors.customerId, owner.customer.id));
  return [owner.uid, ...linked.map((v) => v.uid)];
}

/**
 * The owner's cart changed (spec §4 UpdateOrderUser on their private channels): every other tab and
 * device of the same shopper reloads its cart. Publishing never throws.
 */
export async function publishCartChanged(owner: Owner, orderId: number | null): Promise<void> {
  await publishOrderUpdated(await ownerUids(owner), { orderId });
}
