'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { useLocale, useTranslations } from 'next-intl';
import { currentEcho } from '@/lib/realtime/client';
import { useRealtimeEvent, useRealtimeState } from '@/lib/realtime/react';
import { REALTIME_EVENTS, STAFF_CHAT_CHANNEL } from '@/lib/realtime/channels';
import { mergeMessages, type ChatMessage, type ChatSummary, type StaffChatDetail } from '../model';
import {
  closeChat,
  fetchStaffChat,
  fetchStaffChats,
  markStaffRead,
  replyToChat,
  sendStaffFile,
  staffKeys,
  staffLogout,
} from '../api/staff-chat-api';
import { formatEuro } from '@/lib/money';
import { MessageList } from './message-list';
import { ChatComposer } from './chat-composer';

const shopperName = (
  s: ChatSummary['shopper'] | StaffChatDetail['context']['customer'] | null,
  id: number,
  visitor: (id: number) => string,
) => s?.name || s?.email || visitor(id);

/** The staff chat console: open conversations with unread counts, live messages, replies, files, close. */
export function StaffConsole({ staffName }: { staffName: string }) {
  const t = useTranslations('staffChat');
  const locale = useLocale();
  const router = useRouter();
  const qc = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery({ queryKey: staffKeys.list, queryFn: fetchStaffChats, staleTime: 0 });
  // The shopper's page and cart change while staff help them: the context is read again every 30 s too.
  const detail = useQuery({
    queryKey: staffKeys.detail(selected ?? 0),
    queryFn: () => fetchStaffChat(selected!),
    enabled: selected !== null,
    staleTime: 0,
    refetchInterval: 30_000,
  });
  const state = useRealtimeState();
  // The console's subscription to the staff channel is what staffs the chat (server/presence.ts): it ends
  // with the console (logging out), not only with the page.
  useEffect(() => () => currentEcho()?.leave(STAFF_CHAT_CHANNEL), []);
  const visitor = (id: number) => t('visitor', { id });

  const appendToDetail = (chatId: number, messages: ChatMessage[]) =>
    qc.setQueryData<StaffChatDetail>(staffKeys.detail(chatId), (d) =>
      d ? { ...d, messages: mergeMessages(d.messages, messages) } : d,
    );

  useRealtimeEvent(
    STAFF_CHAT_CHANNEL,
    REALTIME_EVENTS.chatMessage,
    (d) => {
      appendToDetail(d.chatId, [d.message]);
      if (d.chatId === selected && d.message.sender === 'shopper')
        void markStaffRead(d.chatId).finally(() => qc.invalidateQueries({ queryKey: staffKeys.list }));
      else void qc.invalidateQueries({ queryKey: staffKeys.list });
    },
    // Every (re)subscription reloads what may have been missed while not subscribed.
    { private: true, onSubscribed: () => void qc.invalidateQueries({ queryKey: ['staff'] }) },
  );
  useRealtimeEvent(
    STAFF_CHAT_CHANNEL,
    REALTIME_EVENTS.chatUpdated,
    (d) => {
      void qc.invalidateQueries({ queryKey: staffKeys.list });
      void qc.invalidateQueries({ queryKey: staffKeys.detail(d.chatId) });
    },
    { private: true },
  );
  const close = useMutation({
    mutationFn: (id: number) => closeChat(id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['staff'] });
    },
  });

  const chats = list.data ?? [];
  const current = detail.data;
  const summary = chats.find((c) => c.id === selected);
  const name = current ? shopperName(current.context.customer, current.chat.id, visitor) : '';
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 bg-brand-800 px-4 py-3 text-white">
        <h1 className="text-lg font-bold">{t('title')}</h1>
        <div className="flex items-center gap-4 text-sm">
          <span className="flex items-center gap-2" data-testid="staff-live" data-state={state}>
            <span
              aria-hidden="true"
              className={`h-2.5 w-2.5 rounded-full ${state === 'connected' ? 'bg-green-400' : 'bg-amber-400'}`}
            />
            {state === 'connected' ? t('live') : t('notLive')}
          </span>
          <span>{staffName}</span>
          <button
            type="button"
            className="rounded px-2 py-1 underline underline-offset-2 hover:bg-brand-700"
            onClick={() => void staffLogout().then(() => router.refresh())}
          >
            {t('logout')}
          </button>
        </div>
      </header>
      <div className="grid flex-1 grid-cols-1 md:grid-cols-[18rem_1fr] xl:grid-cols-[20rem_1fr_18rem]">
        <nav
          aria-labelledby="staff-conversations"
          className="border-b border-slate-200 md:border-b-0 md:border-r"
        >
          <h2
            id="staff-conversations"
            className="px-4 pt-4 text-sm font-semibold uppercase tracking-wide text-slate-700"
          >
            {t('conversations')}
          </h2>
          {!chats.length && !list.isPending ? (
            <p className="px-4 py-3 text-sm text-slate-600">{t('none')}</p>
          ) : null}
          <ul className="divide-y divide-slate-200" data-testid="staff-chat-list">
            {chats.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-current={c.id === selected ? 'true' : undefined}
                  onClick={() => setSelected(c.id)}
                  className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${c.id === selected ? 'bg-brand-50' : ''}`}
                  data-testid="staff-chat-item"
                  data-chat-id={c.id}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold">{shopperName(c.shopper, c.id, visitor)}</span>
                    {c.unread ? (
                      <span
                        className="rounded-full bg-sale px-2 py-0.5 text-xs font-bold text-white"
                        data-testid="staff-unread"
                      >
                        {t('unread', { count: c.unread })}
                      </span>
                    ) : null}
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-slate-700">{c.lastMessage}</span>
                  <span className="block text-xs text-slate-600">
                    {time.format(new Date(c.lastMessageAt))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="staff-current" className="flex min-h-[60vh] flex-col">
          {current && selected ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
                <h2 id="staff-current" className="font-semibold">
                  {name}
                  {current.chat.status === 'closed' ? (
                    <span className="ml-2 text-sm font-normal text-slate-600">({t('closed')})</span>
                  ) : null}
                </h2>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => close.mutate(selected)}
                  disabled={current.chat.status === 'closed'}
                  data-testid="staff-close"
                >
                  {t('close')}
                </button>
              </div>
              <MessageList messages={current.messages} viewer="staff" shopperLabel={name} />
              <ChatComposer
                label={t('reply')}
                testId="staff-composer"
                onSend={async (m) => appendToDetail(selected, [await replyToChat(selected, m)])}
                onFile={async (f) => appendToDetail(selected, [await sendStaffFile(selected, f)])}
              />
            </>
          ) : (
            <h2 id="staff-current" className="p-6 text-slate-600">
              {t('select')}
            </h2>
          )}
        </section>
        {current ? (
          <aside
            aria-labelledby="staff-context"
            className="border-t border-slate-200 p-4 text-sm xl:border-l xl:border-t-0"
            data-testid="staff-context"
          >
            <h2 id="staff-context" className="mb-3 font-semibold">
              {t('context')}
            </h2>
            <dl className="space-y-3">
              <div>
                <dt className="text-slate-600">{t('currentPage')}</dt>
                <dd className="break-all font-medium" data-testid="staff-current-page">
                  {current.context.currentPage ?? summary?.currentPage ?? '—'}
                </dd>
              </div>
              {current.context.lastSeenAt ? (
                <div>
                  <dt className="text-slate-600">{t('lastSeen')}</dt>
                  <dd>{time.format(new Date(current.context.lastSeenAt))}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-600">{t('customer')}</dt>
                <dd>
                  {current.context.customer
                    ? `${current.context.customer.name} · ${current.context.customer.email} · ${current.context.customer.customerNumber}`
                    : visitor(current.chat.id)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  {current.context.cart ? t('cartOrder', { id: current.context.cart.orderId }) : t('cart')}
                </dt>
                <dd data-testid="staff-cart">
                  {current.context.cart?.lines.length ? (
                    <>
                      <ul className="mt-1 divide-y divide-slate-200">
                        {current.context.cart.lines.map((l) => (
                          <li
                            key={l.productId}
                            className="py-1.5"
                            data-testid="staff-cart-line"
                            data-product-id={l.productId}
                          >
                            <span className="block font-medium">
                              {t('cartLine', { quantity: l.quantity, name: l.name })}
                            </span>
                            {l.configuration?.length ? (
                              <span className="block text-xs text-slate-600">
                                {l.configuration.map((p) => `${p.quantity}× ${p.name}`).join(' · ')}
                              </span>
                            ) : null}
                            <span className="block text-xs text-slate-700">
                              {t('cartExVat', { amount: formatEuro(l.price, locale) })} ·{' '}
                              {t('cartIncVat', { amount: formatEuro(l.priceInclVat, locale) })}
                            </span>
                            <span className="block tabular-nums" data-testid="staff-cart-line-total">
                              {t('cartExVat', { amount: formatEuro(l.total, locale) })} ·{' '}
                              {t('cartIncVat', { amount: formatEuro(l.totalInclVat, locale) })}
                            </span>
                          </li>
                        ))}
                      </ul>
                      <p
                        className="mt-1 border-t border-slate-300 pt-1.5 font-semibold"
                        data-testid="staff-cart-total"
                      >
                        {t('cartTotal')}:{' '}
                        {t('cartExVat', { amount: formatEuro(current.context.cart.total, locale) })} ·{' '}
                        {t('cartIncVat', { amount: formatEuro(current.context.cart.totalInclVat, locale) })}
                      </p>
                    </>
                  ) : (
                    t('cartEmpty')
                  )}
                </dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn-secondary mt-4"
              onClick={() => void detail.refetch()}
              disabled={detail.isFetching}
              data-testid="staff-context-refresh"
            >
              {t('refresh')}
            </button>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
