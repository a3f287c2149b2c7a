import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { orderForPage } from '@/features/checkout/server/pages';
import { paymentFailed } from '@/features/checkout/server/orders';
import { isAcquire } from '@/features/checkout/model';
import { inFulfilment } from '@/features/checkout/order-flow';
import { ShipmentTracking } from '@/features/checkout/components/shipment-tracking';
import { OrderDetails } from '@/features/checkout/components/order-details';
import { AutoRefresh } from '@/features/checkout/components/auto-refresh';
import { SuccessPendingActions } from '@/features/checkout/components/success-pending-actions';

type Props = {
  params: Promise<{ locale: string; orderId: string }>;
  searchParams: Promise<{ access?: string }>;
};

export const metadata = { robots: { index: false } };

export default async function OrderSuccessPage({ params, searchParams }: Props) {
  const { locale: l, orderId } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  const { access } = await searchParams;
  const summary = await orderForPage(await headers(), orderId, access, locale);
  if (!summary) notFound();
  if (paymentFailed(summary))
    redirect(
      `${localePath(locale, `/order/${orderId}/cancel`)}${access ? `?access=${encodeURIComponent(access)}` : ''}`,
    );
  const [t, to] = await Promise.all([
    getTranslations({ locale, namespace: 'checkout.success' }),
    getTranslations({ locale, namespace: 'accounts.orders' }),
  ]);
  const o = summary.order;
  // Once staff work on the order, the page (the link in the confirmation mail) says how far it is.
  const progress = inFulfilment(o.customerStatus);
  const waiting = o.status === 'pending' && isAcquire(o.paymentMethod);
  const note =
    o.status === 'paid'
      ? t('paid')
      : o.status === 'canceled'
        ? t('canceled')
        : waiting
          ? t('waiting')
          : o.paymentMethod === 'cashpickup'
            ? t('cash')
            : t('onAccount');
  return (
    <div className="container-shop space-y-6 py-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p>
          {t('orderNumber')}: <strong data-testid="order-number">{o.number}</strong>
        </p>
        <p role="status" data-testid="order-status" data-status={o.status}>
          {note}
        </p>
        {progress ? (
          <p data-testid="order-progress">
            {to('status')}: <strong>{to(`statuses.${o.customerStatus}`)}</strong>
            {o.shipment.trackingCode ? (
              <>
                {' · '}
                <ShipmentTracking shipment={o.shipment} locale={locale} />
              </>
            ) : null}
          </p>
        ) : null}
        {o.paymentAddress?.email ? (
          <p className="text-sm text-slate-700">{t('mail', { email: o.paymentAddress.email })}</p>
        ) : null}
      </div>
      {waiting ? <AutoRefresh /> : null}
      {o.payable ? <SuccessPendingActions orderId={o.id} /> : null}
      <OrderDetails summary={summary} />
      <Link href="/" className="btn-primary">
        {t('continue')}
      </Link>
    </div>
  );
}
