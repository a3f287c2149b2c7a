import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { visitors } from '@/lib/db/schema';
import { parsePrivateChannel } from '@/lib/realtime/channels';
import type { CurrentCustomer } from '@/features/accounts';
import { isVerifiedStaff } from '@/features/accounts';

/**
 * May this caller subscribe to this private channel? A visitor's channel belongs to whoever holds its
 * uid, or to the logged-in customer that uid is linked to; the staff channels (chat, orders) to staff.
 */
export async function mayJoinChannel(
  channel: string,
  uid: string,
  customer: CurrentCustomer | null,
): Promise<boolean> {
  const parsed = parsePrivateChannel(channel);
  if (!parsed) return false;
  if (parsed.kind === 'staff-chat' || parsed.kind === 'staff-orders') return isVerifiedStaff(customer);
  if (uid !== '0' && parsed.uid === uid) return true;
  if (!customer) return false;
  const db = await getDb();
  const [row] = await db
    .select({ customerId: visitors.customerId })
    .from(visitors)
    .where(eq(visitors.uid, parsed.uid))
    .limit(1);
  return row?.customerId === customer.id;
}
