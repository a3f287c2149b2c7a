'use client';

import { localePath } from '@/lib/i18n/locales';
import { ErrorShell } from '@/components/layout/error-shell';
import { useIntlConfig } from '@/components/i18n/intl-config';
import { useErrorTexts } from '@/components/i18n/error-texts';
import { useLazyTranslator } from '@/components/i18n/lazy-intl';

/**
 * Spec §2 error page: status plus message when known, otherwise 'Er is een fout opgetreden'. Its texts
 * come translated from the locale layout; 'status – message' is formatted by next-intl, loaded for it
 * (the generic text shows until then, or if it cannot load).
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const { locale } = useIntlConfig();
  const texts = useErrorTexts();
  // Server errors reach the browser without their message (only a digest); client errors keep it.
  const hasMessage = !error.digest && !!error.message && !!error.status;
  const t = useLazyTranslator('errors', hasMessage);
  return (
    <ErrorShell
      status={error.status}
      title={
        hasMessage && t
          ? t('statusMessage', { status: error.status ?? '', message: error.message })
          : texts.generic
      }
      homeHref={localePath(locale, '/')}
      homeLabel={texts.backHome}
      logoLabel={texts.logoLabel}
    >
      <p className="mt-6">
        <button type="button" className="btn-secondary" onClick={reset}>
          {texts.retry}
        </button>
      </p>
    </ErrorShell>
  );
}
