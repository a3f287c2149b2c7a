import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { orderForPage } from '@/features/checkout/server/pages';
import { OrderDetails } from '@/features/checkout/components/order-details';
import { CancelActions } from '@/features/checkout/components/cancel-actions';

type Props = {
  params: Promise<{ locale: string; orderId: string }>;
  searchParams: Promise<{ access?: string }>;
};

export const metadata = { robots: { index: false } };

export default async function OrderCancelPage({ params, searchParams }: Props) {
  const { locale: l, orderId } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  const { access } = await searchParams;
  const summary = await orderForPage(await headers(), orderId, access, locale);
  if (!summary) notFound();
  const t = await getTranslations({ locale, namespace: 'checkout.cancelPage' });
  const o = summary.order;
  const status = (o.paymentStatus ?? 'open') as 'failed' | 'canceled' | 'expired' | 'open';
  return (
    <div className="container-shop space-y-6 py-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {o.status === 'paid' ? (
        <p role="status">
          {t('paid')}{' '}
          <Link
            href={`/order/${o.id}/success${access ? `?access=${encodeURIComponent(access)}` : ''}`}
            className="link"
          >
            {o.number}
          </Link>
        </p>
      ) : o.status === 'canceled' ? (
        <p role="status" data-testid="cancel-text">
          {t('canceledOrder')}
        </p>
      ) : (
        <>
          <p data-testid="cancel-text">
            {o.status === 'expired'
              ? t('expired')
              : t('text', { number: o.number, status: t(`status.${status}`) })}
          </p>
          <CancelActions orderId={o.id} canRetry={o.status !== 'expired'} />
        </>
      )}
      <OrderDetails summary={summary} />
    </div>
  );
}
