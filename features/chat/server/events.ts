import 'server-only';
import { publish } from '@/lib/realtime/publisher';
import { REALTIME_EVENTS, STAFF_CHAT_CHANNEL, userChannel } from '@/lib/realtime/channels';
import type { ChatMessage } from '../model';
import type { Chat } from './chats';

const channelsOf = (chat: Pick<Chat, 'uid'>) => [
  `private-${userChannel(chat.uid)}`,
  `private-${STAFF_CHAT_CHANNEL}`,
];

/** A new message goes live to the shopper's private channel and to every staff console. */
export function publishChatMessage(chat: Chat, message: ChatMessage): Promise<boolean> {
  return publish(channelsOf(chat), REALTIME_EVENTS.chatMessage, { chatId: chat.id, message });
}

/** Status or page changes of a conversation. */
export function publishChatUpdated(chat: Chat): Promise<boolean> {
  return publish(channelsOf(chat), REALTIME_EVENTS.chatUpdated, {
    chatId: chat.id,
    status: chat.status,
    currentPage: chat.currentPage,
  });
}
