import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { localePath, type Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'contactForm' });
  return { title: t('successTitle'), robots: { index: false } };
}

export default async function ContactSuccessPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'contactForm' });
  return (
    <div className="container-shop flex flex-col items-center py-16 text-center">
      <Icon icon={CircleCheck} aria-hidden="true" size={56} className="text-ok" />
      <h1 className="mt-4 text-3xl font-bold">{t('successTitle')}</h1>
      <p className="mt-2 max-w-xl text-lg text-slate-700">{t('successText')}</p>
      <Link href={localePath(locale, '/')} className="btn-primary mt-6">
        {t('backHome')}
      </Link>
    </div>
  );
}
