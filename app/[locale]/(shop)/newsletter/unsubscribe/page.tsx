import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { tokenSchema } from '@/features/newsletter/schemas';
import { subscriberStatus } from '@/features/newsletter/server/newsletter';
import { UnsubscribeButton } from '@/features/newsletter/components/unsubscribe-button';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'newsletter' });
  return { title: t('unsubscribeTitle'), robots: { index: false } };
}

/** Unsubscribe link: a button (POST), so mail scanners that open links don't unsubscribe anyone. */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  const parsed = tokenSchema.safeParse({ token: (await searchParams).token });
  const status = parsed.success ? await subscriberStatus(parsed.data.token) : null;
  return (
    <div className="container-shop max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{t('unsubscribeTitle')}</h1>
      {!status || !parsed.success ? (
        <p className="mt-4 text-lg">{t('invalidLink')}</p>
      ) : status === 'unsubscribed' ? (
        <p className="mt-4 text-lg">{t('unsubscribed')}</p>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-lg">{t('unsubscribeText')}</p>
          <UnsubscribeButton token={parsed.data.token} />
        </div>
      )}
    </div>
  );
}
