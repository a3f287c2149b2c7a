import 'server-only';
import { STAFF_CHAT_CHANNEL } from '@/lib/realtime/channels';
import { occupied } from '@/lib/realtime/publisher';
import { workStatus } from '@/features/forms';
import { getWorkTime } from '@/features/forms';
import { chatStaffed, type ChatAvailability } from '../model';

/** The opening hours now and whether staff answer: the console keeps the staff channel subscribed while open. */
export async function chatAvailability(at = new Date()): Promise<ChatAvailability> {
  const [work, consoleOpen] = await Promise.all([getWorkTime(), occupied(`private-${STAFF_CHAT_CHANNEL}`)]);
  const status = workStatus(work, at);
  return { ...work, ...status, staffed: chatStaffed(consoleOpen, status) };
}
