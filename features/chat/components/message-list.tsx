'use client';

import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FileText, Paperclip } from 'lucide-react';
import { formatBytes, type ChatMessage } from '../model';
import { downloadChatFile } from '../api/chat-api';

/** The conversation as a log: new messages are announced politely and scrolled into view. */
export function MessageList({
  messages,
  viewer,
  greeting,
  shopperLabel,
}: {
  messages: ChatMessage[];
  viewer: 'shopper' | 'staff';
  greeting?: string;
  /** How shopper messages are signed (staff see the shopper's name; shoppers see 'Jij'). */
  shopperLabel?: string;
}) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={t('history')}
      className="flex-1 space-y-3 overflow-y-auto p-3"
      data-testid="chat-log"
      tabIndex={0}
    >
      {greeting ? (
        <p
          className="max-w-[85%] rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900"
          data-testid="chat-greeting"
        >
          {greeting}
        </p>
      ) : null}
      {!messages.length && !greeting ? <p className="text-sm text-slate-600">{t('empty')}</p> : null}
      {messages.map((m) => {
        const own = m.sender === viewer;
        const who = m.sender === 'staff' ? (m.staffName ?? t('seller')) : (shopperLabel ?? t('you'));
        return (
          <div
            key={m.id}
            className={`flex ${own ? 'justify-end' : 'justify-start'}`}
            data-testid="chat-message"
            data-sender={m.sender}
          >
            <div
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${own ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900'}`}
            >
              <p className={`mb-0.5 text-xs ${own ? 'text-brand-50' : 'text-slate-600'}`}>
                <span className="font-semibold">{who}</span>{' '}
                <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
              </p>
              {m.body ? <p className="whitespace-pre-wrap break-words">{m.body}</p> : null}
              {m.file ? (
                <button
                  type="button"
                  onClick={() => void downloadChatFile(m.file!.id, m.file!.name)}
                  className={`mt-1 inline-flex items-center gap-1.5 rounded border px-2 py-1 text-left underline-offset-2 hover:underline ${own ? 'border-brand-50/60' : 'border-slate-300'}`}
                  aria-label={t('download', { name: m.file.name })}
                  data-testid="chat-file"
                >
                  {m.file.contentType === 'application/pdf' ? (
                    <FileText aria-hidden="true" size={16} />
                  ) : (
                    <Paperclip aria-hidden="true" size={16} />
                  )}
                  <span className="break-all">{m.file.name}</span>
                  <span className="whitespace-nowrap opacity-80">({formatBytes(m.file.size, locale)})</span>
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
