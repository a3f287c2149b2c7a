'use client';

import { lazy, Suspense, useId } from 'react';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';

/** The conversation (its websocket, forms and uploads); ./chat-widget.tsx asks for it with this panel. */
const ChatConversation = lazy(() =>
  import('./chat-conversation').then((m) => ({ default: m.ChatConversation })),
);

/** The open chat panel: a non-modal dialog that Escape or its close button closes. */
export function ChatPanel({ greeting, onClose }: { greeting: boolean; onClose: () => void }) {
  const t = useTranslations('chat');
  const id = useId();
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-2 bottom-14 z-30 flex max-h-[78vh] flex-col rounded-lg border border-slate-300 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96 lg:bottom-6 lg:right-20 lg:h-[600px]"
      data-testid="chat-widget"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="flex items-center justify-between rounded-t-lg bg-brand-700 px-3 py-2 text-white">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
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
        <ChatConversation greeting={greeting} autoFocus className="min-h-0 flex-1" />
      </Suspense>
    </div>
  );
}
