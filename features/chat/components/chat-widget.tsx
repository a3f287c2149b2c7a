'use client';

import { lazy, Suspense, useEffect, useId, useReducer, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import { CHAT_TOGGLE_EVENT } from '@/components/layout/toolbars';

/** The conversation (its websocket, forms and uploads) loads when the panel first opens, not with every page. */
const ChatConversation = lazy(() =>
  import('./chat-conversation').then((m) => ({ default: m.ChatConversation })),
);

interface ChatFlags {
  open: boolean;
  /** The greeting shown as the conversation's first message; the toolbar toggles it before opening. */
  firstMessage: boolean;
}

function reduce(s: ChatFlags, a: 'toggle' | 'close'): ChatFlags {
  if (a === 'close') return { ...s, open: false };
  const firstMessage = !s.firstMessage;
  return { firstMessage, open: !s.open };
}

/** The floating chat panel, opened from the side or bottom toolbar (spec §2, §4). */
export function ChatWidget() {
  const t = useTranslations('chat');
  const id = useId();
  const [flags, dispatch] = useReducer(reduce, { open: false, firstMessage: false });
  const opener = useRef<Element | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onToggle = () => {
      opener.current = document.activeElement;
      dispatch('toggle');
    };
    window.addEventListener(CHAT_TOGGLE_EVENT, onToggle);
    return () => window.removeEventListener(CHAT_TOGGLE_EVENT, onToggle);
  }, []);

  const close = () => {
    dispatch('close');
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  if (!flags.open) return null;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-2 bottom-14 z-30 flex max-h-[78vh] flex-col rounded-lg border border-slate-300 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96 lg:bottom-6 lg:right-20 lg:h-[600px]"
      data-testid="chat-widget"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <div className="flex items-center justify-between rounded-t-lg bg-brand-700 px-3 py-2 text-white">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={close}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-800"
          aria-label={t('close')}
        >
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      <Suspense
        fallback={
          <p role="status" className="flex-1 p-4 text-sm text-slate-700">
            {t('loading')}
          </p>
        }
      >
        <ChatConversation greeting={flags.firstMessage} autoFocus className="min-h-0 flex-1" />
      </Suspense>
    </div>
  );
}
