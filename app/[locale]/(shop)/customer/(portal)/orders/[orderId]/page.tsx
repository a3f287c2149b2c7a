import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { requirePageCustomer } from '@/features/accounts/server/current';
import { getOrderForCustomer } from '@/features/checkout/server/orders';
import { OrderDetails } from '@/features/checkout/components/order-details';
import { OrderDocumentButton } from '@/features/checkout/components/order-document-button';
import { ShipmentTracking } from '@/features/checkout/components/shipment-tracking';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export const metadata: Metadata = { robots: { index: false } };

/** One of the customer's orders; anyone else's order id (or a cart) is the 404 page. */
export default async function PortalOrderPage({ params }: Props) {
  const { locale: l, orderId: raw } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  const me = await requirePageCustomer(locale);
  const orderId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const summary = orderId > 0 ? await getOrderForCustomer(me.id, orderId, locale) : null;
  if (!summary) notFound();
  const t = await getTranslations({ locale, namespace: 'accounts.orders' });
  const o = summary.order;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
  return (
    <PortalSection title={t('detailTitle', { number: o.number })} testId="portal-order">
      <div className="mb-6 space-y-1 text-sm">
        <p>
          <Link href="/customer/orders" className="link">
            {t('back')}
          </Link>
        </p>
        {o.confirmedAt ? <p>{t('placedOn', { date: date.format(new Date(o.confirmedAt)) })}</p> : null}
        {o.paidAt ? <p>{t('paidOn', { date: date.format(new Date(o.paidAt)) })}</p> : null}
        <p>
          {t('status')}:{' '}
          <strong data-testid="portal-order-status" data-status={o.status}>
            {t(`statuses.${o.customerStatus}`)}
          </strong>
        </p>
        {o.shipment.trackingCode ? (
          <p data-testid="portal-order-tracking">
            <ShipmentTracking shipment={o.shipment} locale={locale} />
          </p>
        ) : null}
      </div>
      <OrderDetails summary={summary} />
      <section className="card mt-6 p-4" aria-labelledby="order-documents">
        <h2 id="order-documents" className="mb-3 text-lg font-semibold">
          {t('documents')}
        </h2>
        <OrderDocumentButton
          orderId={o.id}
          label={t('downloadOrder')}
          busyLabel={t('downloading')}
          failedLabel={t('downloadFailed')}
        />
      </section>
    </PortalSection>
  );
}
