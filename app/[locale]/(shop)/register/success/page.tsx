import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { requirePageCustomer } from '@/features/accounts/server/current';
import { AUTH_RESUME_PATH } from '@/features/accounts/model';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'accounts.register',
  });
  return { title: t('successTitle'), robots: { index: false } };
}

export default async function RegisterSuccessPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ from?: string }>;
}) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const customer = await requirePageCustomer(locale);
  const t = await getTranslations({ locale, namespace: 'accounts.register' });
  const fromOrder = (await searchParams).from === 'order';
  return (
    <AuthCard title={t('successTitle')}>
      <div className="space-y-4" data-testid="register-success">
        <p className="flex items-start gap-2 text-slate-800">
          <Icon icon={CircleCheck} aria-hidden="true" className="mt-0.5 shrink-0 text-green-700" size={20} />
          {t('successText')}
        </p>
        <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-900" data-testid="customer-number">
          {t('successNumber', { number: customer.customerNumber })}
        </p>
        <div className="flex flex-col gap-2">
          {fromOrder ? (
            <Link href={AUTH_RESUME_PATH} className="btn-primary">
              {t('toOrder')}
            </Link>
          ) : null}
          <Link href="/customer" className={fromOrder ? 'btn-secondary' : 'btn-primary'}>
            {t('toPortal')}
          </Link>
          <Link href="/" className="btn-ghost">
            {t('toShop')}
          </Link>
        </div>
      </div>
    </AuthCard>
  );
}
