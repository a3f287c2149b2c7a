'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { readCookie } from '@/lib/http/cookies';

export const COOKIE_DIALOG_DELAY_MS = 4000;
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE = 31536000;

/**
 * Cookie dialog (spec §2, §9): shown 4 s after load until the visitor chooses; the choice is kept for a
 * year. Rejecting is as easy as accepting, and nothing non-essential is set before consent.
 */
export function CookieDialog() {
  const t = useTranslations('cookies');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (readCookie(CONSENT_COOKIE)) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  const choose = (value: 'all' | 'necessary') => {
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/; max-age=${CONSENT_MAX_AGE}; samesite=lax`;
    window.dispatchEvent(new CustomEvent('shop:consent', { detail: value }));
    setVisible(false);
  };
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      aria-describedby="cookie-text"
      className="fixed inset-x-3 bottom-16 z-40 mx-auto max-w-xl rounded-lg border border-slate-300 bg-white p-4 shadow-xl lg:bottom-4"
      data-testid="cookie-dialog"
    >
      <h2 id="cookie-title" className="text-base font-semibold">
        {t('title')}
      </h2>
      <p id="cookie-text" className="mt-1 text-sm text-slate-700">
        {t('text')}{' '}
        <Link href="/about" className="link">
          {t('privacy')}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary flex-1" onClick={() => choose('all')}>
          {t('accept')}
        </button>
        <button type="button" className="btn-secondary flex-1" onClick={() => choose('necessary')}>
          {t('reject')}
        </button>
      </div>
    </section>
  );
}
