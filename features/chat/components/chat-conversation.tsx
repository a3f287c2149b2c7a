'use client';

import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@/lib/query';
import { useTranslations } from 'next-intl';
import { Printer } from 'lucide-react';
import { useRealtimeEvent, useRealtimeState, useVisitorUid } from '@/lib/realtime/react';
import { REALTIME_EVENTS, userChannel } from '@/lib/realtime/channels';
import { mergeMessages, type ChatMessage } from '../model';
import {
  chatKeys,
  fetchChatAvailability,
  fetchChatMessages,
  openLiveChat,
  printTranscript,
  sendChatFile,
  sendChatMessage,
} from '../api/chat-api';
import { MessageList } from './message-list';
import { ChatComposer } from './chat-composer';
import { translateIfKey } from '@/lib/i18n/message-key';

const AVAILABILITY_POLL_MS = 20_000;

/** The shopper's conversation with the seller: history, live replies, messages and files, transcript. */
export function ChatConversation({
  greeting,
  autoFocus,
  className = '',
}: {
  greeting: boolean;
  autoFocus?: boolean;
  className?: string;
}) {
  const t = useTranslations('chat');
  const live = useQuery({
    queryKey: chatKeys.live,
    queryFn: () => openLiveChat(window.location.pathname),
    staleTime: 0,
    gcTime: 0,
  });
  // Whether staff answer changes as they open and leave the console: asked again while the chat is open.
  const availability = useQuery({
    queryKey: chatKeys.availability,
    queryFn: fetchChatAvailability,
    enabled: live.isSuccess,
    initialData: live.data?.work,
    initialDataUpdatedAt: live.dataUpdatedAt,
    staleTime: AVAILABILITY_POLL_MS,
    refetchInterval: AVAILABILITY_POLL_MS,
    gcTime: 0,
  });
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'open' | 'closed' | null>(null);
  const uid = useVisitorUid();
  const state = useRealtimeState();
  const chatId = live.data?.chat.id;
  const messages = mergeMessages(live.data?.messages ?? [], extra);
  const lastId = messages.at(-1)?.id ?? 0;
  const add = (m: ChatMessage[]) => setExtra((prev) => mergeMessages(prev, m));

  // On every (re)subscription, fetch what was said while not subscribed (page load, reconnects).
  const lastIdRef = useRef(lastId);
  useEffect(() => {
    lastIdRef.current = lastId;
  });
  const catchUp = () => {
    if (chatId)
      void fetchChatMessages(chatId, lastIdRef.current).then(
        (r) => add(r.data),
        () => undefined,
      );
  };
  useRealtimeEvent(
    uid && chatId ? userChannel(uid) : null,
    REALTIME_EVENTS.chatMessage,
    (d) => {
      if (d.chatId === chatId) {
        add([d.message]);
        setStatus('open');
      }
    },
    { private: true, onSubscribed: catchUp },
  );
  useRealtimeEvent(
    uid ? userChannel(uid) : null,
    REALTIME_EVENTS.chatUpdated,
    (d) => {
      if (d.chatId === chatId) setStatus(d.status);
    },
    { private: true },
  );

  const chatStatus = status ?? live.data?.chat.status;
  const work = availability.data ?? live.data?.work;
  const replyTo = live.data?.replyTo ?? null;
  // Nobody online: the answer comes by e-mail, to a logged-in customer's own address or one a guest gives.
  const askEmail = !!work && !work.staffed && !replyTo;
  return (
    <div className={`flex min-h-0 flex-col ${className}`} data-testid="chat-conversation">
      <div className="space-y-1 border-b border-slate-200 px-3 py-2 text-sm" aria-live="polite">
        {work ? (
          work.staffed ? (
            <p className="flex items-center gap-2 text-ok" data-testid="chat-online">
              <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-ok" />
              {t('online')}
            </p>
          ) : (
            <p className="text-warn" data-testid="chat-away">
              {replyTo ? t('awayCustomer', { email: replyTo }) : t('away')}{' '}
              {work.next
                ? t('nextOpen', { day: translateIfKey(t, `days.${work.next.key}`), time: work.next.time })
                : null}
            </p>
          )
        ) : null}
        {state === 'unavailable' || state === 'failed' ? (
          <p className="text-slate-700">{t('notLive')}</p>
        ) : null}
        {chatStatus === 'closed' ? <p className="text-slate-700">{t('closed')}</p> : null}
      </div>
      {live.isPending ? (
        <p className="flex-1 p-3 text-sm text-slate-600">{t('loading')}</p>
      ) : live.isError ? (
        <p className="flex-1 p-3 text-sm text-sale" role="alert">
          {live.error.message}
        </p>
      ) : (
        <MessageList messages={messages} viewer="shopper" greeting={greeting ? t('greeting') : undefined} />
      )}
      {chatId ? (
        <>
          <ChatComposer
            label={t('messageLabel')}
            autoFocus={autoFocus}
            emailLabel={askEmail ? t('replyEmail') : undefined}
            onSend={async (m, email) => {
              try {
                add([await sendChatMessage(chatId, m, email)]);
              } catch (e) {
                // Staff may have just left (the server then asks for an e-mail address): show it at once.
                void availability.refetch();
                throw e;
              }
            }}
            onFile={async (f) => add([await sendChatFile(chatId, f)])}
          />
          <div className="flex justify-end px-3 pb-3">
            <button
              type="button"
              className="btn-ghost px-2 text-sm"
              onClick={() => void printTranscript(chatId)}
              data-testid="chat-print"
            >
              <Printer aria-hidden="true" size={16} />
              {t('print')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
