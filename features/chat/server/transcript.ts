import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { escapeHtml, formatBytes, type ChatMessage } from '../model';
import type { Chat } from './chats';

/** A printable, self-contained HTML transcript (no scripts, no external resources). */
export function transcriptHtml(
  chat: Chat,
  messages: ChatMessage[],
  locale: Locale,
  timezone: string,
): string {
  const t = translator(locale);
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: timezone,
  });
  const rows = messages
    .map((m) => {
      const who = m.sender === 'staff' ? (m.staffName ?? t('chat.seller')) : t('chat.you');
      const body = [
        m.body ? escapeHtml(m.body).replace(/\n/g, '<br>') : '',
        m.file ? `📎 ${escapeHtml(m.file.name)} (${formatBytes(m.file.size, locale)})` : '',
      ]
        .filter(Boolean)
        .join('<br>');
      return `<tr><td>${escapeHtml(time.format(new Date(m.createdAt)))}</td><th scope="row">${escapeHtml(who)}</th><td>${body}</td></tr>`;
    })
    .join('');
  const title = escapeHtml(t('chat.transcriptTitle', { id: chat.id }));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title><style>
body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#0f172a}h1{font-size:1.25rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #cbd5e1;padding:.4rem .6rem;text-align:left;vertical-align:top}td:first-child{white-space:nowrap;color:#475569}
</style></head><body><h1>${title}</h1><p>${escapeHtml(t('chat.transcriptPrinted', { date: time.format(new Date()) }))}</p>
<table><thead><tr><th scope="col">${escapeHtml(t('chat.time'))}</th><th scope="col">${escapeHtml(t('chat.from'))}</th><th scope="col">${escapeHtml(t('chat.messageLabel'))}</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}
