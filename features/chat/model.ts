/** Pure rules of the live chat: who answers, file limits, message shapes, transcript text. */

import type { WorkStatus, WorkTime } from '@/features/forms';
import type { ChatMessage } from '@/lib/realtime/channels';
import type { ShopperCart } from '@/features/cart/client';

/** The opening hours now and whether someone answers the chat (GET /api/public/work-time, POST /chat/live). */
export type ChatAvailability = WorkTime & WorkStatus & { staffed: boolean };

/** The shopper's conversation as POST /chat/live answers it (opened or found again). */
export interface LiveChat {
  chat: { id: number; status: 'open' | 'closed' };
  messages: ChatMessage[];
  work: ChatAvailability;
  /** A logged-in customer's address, where an answer goes when nobody is online. */
  replyTo: string | null;
}

/** One open conversation in the staff console's list (GET /api/staff/chats). */
export interface ChatSummary {
  id: number;
  status: 'open' | 'closed';
  shopper: { name: string | null; email: string | null; customerNumber: string | null };
  currentPage: string | null;
  lastMessageAt: string;
  lastMessage: string | null;
  unread: number;
}

/** One conversation with what staff know of the shopper (GET /api/staff/chats/:id). */
export interface StaffChatDetail {
  chat: { id: number; status: 'open' | 'closed'; locale: string };
  messages: ChatMessage[];
  context: {
    currentPage: string | null;
    lastSeenAt: string | null;
    customer: { name: string; email: string; customerNumber: string; companyName: string | null } | null;
    /** The shopper's open cart now, or null when they have none. */
    cart: ShopperCart | null;
  };
}

/**
 * Someone answers the chat when a staff member has the chat console open, whatever the opening hours;
 * only when that cannot be known (realtime off or down) do the opening hours decide.
 */
export function chatStaffed(consoleOpen: boolean | null, status: WorkStatus): boolean {
  return consoleOpen ?? status.open;
}

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Types allowed for chat files, checked against the file's content (not its name or declared type). */
export const CHAT_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];
export const CHAT_FILE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf';

export function isAllowedFileType(mime: string | undefined): mime is ChatFileType {
  return !!mime && (CHAT_FILE_TYPES as readonly string[]).includes(mime);
}

// The wire format of a chat message is declared with the realtime event that carries it.
export type { ChatMessage } from '@/lib/realtime/channels';

/** Adds messages to a list once each (own messages come back over the websocket too), in id order. */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A safe file name for storage and Content-Disposition: no paths, no control characters, bounded. */
export function safeFileName(name: string, fallback = 'bestand'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>:|?*]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(-120);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

export function formatBytes(n: number, locale: string): string {
  const fmt = (v: number) =>
    v.toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 });
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${fmt(n / 1024)} kB`;
  return `${fmt(n / 1024 / 1024)} MB`;
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
