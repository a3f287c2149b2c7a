'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from './consent';

/**
 * The cookie dialog itself (./cookie-dialog.tsx shows it). Plain `next/link` with the locale's path:
 * next-intl's navigation helpers were ≈ 2.5 kB of this chunk, which every first-time visitor loads.
 */
export function CookieDialogPanel({ onChosen }: { onChosen: () => void }) {
  const t = useTranslations('cookies');
  const locale = useLocale() as Locale;
  const choose = (value: 'all' | 'necessary') => {
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/; max-age=${CONSENT_MAX_AGE}; samesite=lax`;
    window.dispatchEvent(new CustomEvent('shop:consent', { detail: value }));
    onChosen();
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
        <Link href={localePath(locale, '/about')} className="link">
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
