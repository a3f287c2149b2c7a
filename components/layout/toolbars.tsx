'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowUp, Mail, MessageCircle, Phone } from 'lucide-react';

export const TOOLBAR_AFTER_PX = 300;
export const SCROLL_TOP_AFTER_PX = 1500;

/** Custom event other parts listen to (the chat opens on it). */
export const CHAT_TOGGLE_EVENT = 'shop:chat-toggle';

function openChat() {
  window.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT));
}

/**
 * Floating side toolbar on large screens (shown after 300 px, scroll-to-top after 1500 px) and the
 * bottom toolbar on small screens (spec §2, §9).
 */
export function Toolbars({ phoneHref, email }: { phoneHref: string; email: string }) {
  const t = useTranslations('toolbar');
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = () => setY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const item =
    'inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow hover:bg-brand-700';
  return (
    <aside aria-label={t('label')}>
      <div
        role="toolbar"
        aria-label={t('label')}
        className={`fixed right-3 top-1/2 z-20 hidden -translate-y-1/2 flex-col gap-2 transition-opacity lg:flex ${y > TOOLBAR_AFTER_PX ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        aria-hidden={y > TOOLBAR_AFTER_PX ? undefined : true}
        data-testid="side-toolbar"
      >
        <button
          type="button"
          className={item}
          onClick={openChat}
          aria-label={t('chat')}
          tabIndex={y > TOOLBAR_AFTER_PX ? 0 : -1}
        >
          <MessageCircle aria-hidden="true" size={20} />
        </button>
        <a
          className={item}
          href={`tel:${phoneHref}`}
          aria-label={t('phone')}
          tabIndex={y > TOOLBAR_AFTER_PX ? 0 : -1}
        >
          <Phone aria-hidden="true" size={20} />
        </a>
        <a
          className={item}
          href={`mailto:${email}`}
          aria-label={t('email')}
          tabIndex={y > TOOLBAR_AFTER_PX ? 0 : -1}
        >
          <Mail aria-hidden="true" size={20} />
        </a>
        {y > SCROLL_TOP_AFTER_PX ? (
          <button
            type="button"
            className={item}
            onClick={() => window.scrollTo({ top: 0 })}
            aria-label={t('top')}
          >
            <ArrowUp aria-hidden="true" size={20} />
          </button>
        ) : null}
      </div>
      <div
        role="toolbar"
        aria-label={t('label')}
        className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-3 border-t border-slate-200 bg-white lg:hidden"
        data-testid="bottom-toolbar"
      >
        <button
          type="button"
          onClick={openChat}
          className="flex min-h-12 flex-col items-center justify-center text-xs text-slate-800"
        >
          <MessageCircle aria-hidden="true" size={18} /> {t('chat')}
        </button>
        <a
          href={`tel:${phoneHref}`}
          className="flex min-h-12 flex-col items-center justify-center text-xs text-slate-800"
        >
          <Phone aria-hidden="true" size={18} /> {t('phone')}
        </a>
        <a
          href={`mailto:${email}`}
          className="flex min-h-12 flex-col items-center justify-center text-xs text-slate-800"
        >
          <Mail aria-hidden="true" size={18} /> {t('email')}
        </a>
      </div>
    </aside>
  );
}
