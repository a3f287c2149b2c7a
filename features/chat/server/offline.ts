import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { chats } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { sendMail } from '@/lib/mail';
import { translator } from '@/lib/i18n/translate';
import { getContact } from '@/features/content';
import type { ChatMessage } from '../model';
import type { Chat } from './chats';

/**
 * A shopper's message while nobody is online goes to the seller's mailbox too, with the shopper's address
 * to reply to: that is how it is answered. It stays in the conversation for the console as well.
 */
export async function mailOfflineMessage(chat: Chat, message: ChatMessage, replyTo: string): Promise<void> {
  const [shop, t] = [await getContact(), translator('nl')];
  // The message is saved either way: a mail server that fails does not fail the shopper's message.
  await sendMail({
    to: shop.email,
    replyTo,
    subject: t('chat.offlineMailSubject', { id: chat.id }),
    text: [
      `${t('contactForm.email')}: ${replyTo}`,
      `${t('contactForm.language')}: ${chat.locale}`,
      '',
      message.body,
    ].join('\n'),
  }).catch((err: unknown) =>
    logger.error({ err: (err as Error).message, chatId: chat.id }, 'chat message mail failed'),
  );
}

/**
 * The conversation goes into the back office's inbox (features/backoffice/server/inbox.ts): the address
 * to answer at and when the message came; a conversation answered or closed there is new again.
 */
export async function recordOfflineMessage(chat: Chat, replyTo: string): Promise<void> {
  const db = await getDb();
  await db
    .update(chats)
    .set({ offlineEmail: replyTo, offlineAt: sql`now()`, inboxStatus: 'new' })
    .where(eq(chats.id, chat.id));
}
