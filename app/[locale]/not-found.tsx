import { getLocale, getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { ErrorShell } from '@/components/layout/error-shell';

export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'errors' });
  const th = await getTranslations({ locale, namespace: 'header' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  return (
    <>
      {/* A not-found boundary has no metadata of its own; React places this title in the head (WCAG 2.4.2). */}
      <title>{`${t('notFoundTitle')} | ${tm('siteName')}`}</title>
      <ErrorShell
        status={404}
        title={t('notFoundTitle')}
        homeHref={localePath(locale, '/')}
        homeLabel={t('backHome')}
        logoLabel={th('logoLabel')}
      />
    </>
  );
}
