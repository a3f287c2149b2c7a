import { getLocale, getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { ErrorShell } from '@/components/layout/error-shell';

export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'errors' });
  const th = await getTranslations({ locale, namespace: 'header' });
  return (
    <ErrorShell
      status={404}
      title={t('notFoundTitle')}
      homeHref={localePath(locale, '/')}
      homeLabel={t('backHome')}
      logoLabel={th('logoLabel')}
    />
  );
}
