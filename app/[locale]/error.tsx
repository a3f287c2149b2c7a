'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ErrorShell } from '@/components/layout/error-shell';

/** Spec §2 error page: status plus message when known, otherwise 'Er is een fout opgetreden'. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations('errors');
  const th = useTranslations('header');
  // Server errors reach the browser without their message (only a digest); client errors keep it.
  const hasMessage = !error.digest && !!error.message && !!error.status;
  return (
    <ErrorShell
      status={error.status}
      title={
        hasMessage ? t('statusMessage', { status: error.status ?? '', message: error.message }) : t('generic')
      }
      homeHref={localePath(locale, '/')}
      homeLabel={t('backHome')}
      logoLabel={th('logoLabel')}
    >
      <p className="mt-6">
        <button type="button" className="btn-secondary" onClick={reset}>
          {t('retry')}
        </button>
      </p>
    </ErrorShell>
  );
}
