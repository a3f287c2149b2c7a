import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { tokenSchema } from '@/features/newsletter/schemas';
import { confirmSubscription } from '@/features/newsletter/server/newsletter';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'newsletter' });
  return { title: t('confirmTitle'), robots: { index: false } };
}

/** The double opt-in link of the confirmation mail: opening it confirms the subscription. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  const parsed = tokenSchema.safeParse({ token: (await searchParams).token });
  const result = parsed.success ? await confirmSubscription(parsed.data.token) : 'invalid';
  return (
    <div className="container-shop max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{t('confirmTitle')}</h1>
      <p className="mt-4 text-lg" role="status" data-testid="newsletter-confirm">
        {result === 'confirmed' ? t('confirmedText') : t('invalidLink')}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link className="btn-primary" href={localePath(locale, '/')}>
          {t('toShop')}
        </Link>
        {result === 'confirmed' && parsed.success ? (
          <Link
            className="btn-secondary"
            href={`${localePath(locale, '/newsletter/unsubscribe')}?token=${parsed.data.token}`}
          >
            {t('unsubscribeLink')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
