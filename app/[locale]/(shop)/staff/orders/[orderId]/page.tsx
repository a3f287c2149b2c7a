import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { orderDetail } from '@/features/backoffice/server/orders';
import { OrderActions } from '@/features/backoffice/components/order-actions';
import { OrderDetails } from '@/features/checkout/components/order-details';
import { PageHead } from '../../../_shared/page-head';
import type { StaffOrderDetail } from '@/features/backoffice/model';
import type { ViesAnswer } from '@/features/checkout/server/vat';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'backoffice.orders' });
  return { title: t('detail.title', { number: `#${orderId}` }), robots: { index: false } };
}

/**
 * Staff page: one order to work. Its status and the actions that apply now, the order as the customer
 * sees it (lines with configured parts, addresses, delivery, frozen prices), the shipment, the payments
 * and the timeline. Anyone but staff gets the 404 page.
 */
export default async function StaffOrderPage({ params }: Props) {
  const { locale: l, orderId: raw } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const id = routeId(raw);
  const order = id ? await orderDetail(id, locale) : null;
  if (!order) notFound();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.orders' }),
    getTranslations({ locale, namespace: 'checkout' }),
  ]);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const stateName = (s: string | null) =>
    !s ? '—' : s === 'new' ? t('detail.newState') : translateIfKey(t, `statuses.${s}`);
  return (
    <div className="container-shop py-8">
      <p className="mb-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Link href="/staff/orders" className="link">
          {t('detail.back')}
        </Link>
        <Link
          href={`/staff/orders/${order.order.id}/build-sheet`}
          className="link"
          data-testid="build-sheet-link"
        >
          {t('buildSheet.link')}
        </Link>
      </p>
      <PageHead title={t('detail.title', { number: order.order.number })} />
      <div className="mb-6 grid gap-4 lg:grid-cols-[1fr_22rem]">
        <section className="card space-y-3 p-4" aria-labelledby="order-actions-title">
          <p className="text-sm">
            {t('detail.status')}:{' '}
            <strong data-testid="staff-order-status" data-status={order.status}>
              {t(`statuses.${order.status}`)}
            </strong>
            {order.order.confirmedAt ? (
              <span className="text-slate-600">
                {' '}
                · {t('detail.placedOn', { date: date.format(new Date(order.order.confirmedAt)) })}
              </span>
            ) : null}
          </p>
          <h2 id="order-actions-title" className="text-lg font-semibold">
            {t('detail.actions')}
          </h2>
          <OrderActions
            orderId={order.order.id}
            number={order.order.number}
            fulfilment={order.fulfilment}
            actions={order.actions}
          />
        </section>
        <section className="card space-y-2 p-4 text-sm" aria-labelledby="order-shipment-title">
          <h2 id="order-shipment-title" className="text-lg font-semibold">
            {t('detail.shipment')}
          </h2>
          {order.shipment.shippedAt ? (
            <div className="space-y-1" data-testid="staff-order-shipment">
              <dl className="space-y-1">
                <div>
                  <dt className="inline text-slate-600">{t('detail.carrier')}: </dt>
                  <dd className="inline">{order.shipment.carrier ?? '—'}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-600">{t('detail.trackingCode')}: </dt>
                  <dd className="inline font-mono">{order.shipment.trackingCode ?? '—'}</dd>
                </div>
              </dl>
              <p>{t('detail.shippedOn', { date: date.format(new Date(order.shipment.shippedAt)) })}</p>
            </div>
          ) : (
            <p>—</p>
          )}
          <h2 className="pt-2 text-lg font-semibold">{t('detail.payments')}</h2>
          {order.payments.length ? (
            <ul className="space-y-1" data-testid="staff-order-payments">
              {order.payments.map((p) => (
                <li key={p.id}>
                  {translateIfKey(tc, `methods.${p.method}`)} · {formatEuro(p.amount, locale)} ·{' '}
                  {translateIfKey(t, `paymentStatuses.${p.status}`)}
                  <br />
                  <span className="font-mono text-xs text-slate-600">
                    {p.provider}: {p.id}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('detail.noPayments')}</p>
          )}
        </section>
      </div>
      <VatDecision order={order.order} locale={locale} />
      <OrderDetails summary={order} />
      <section className="card mt-6 p-4" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title" className="mb-2 text-lg font-semibold">
          {t('detail.timeline')}
        </h2>
        {order.events.length ? (
          <ol className="space-y-2 text-sm" data-testid="staff-order-timeline">
            {order.events.map((e, i) => (
              <li key={i}>
                <span className="text-slate-600">{date.format(new Date(e.at))}</span> ·{' '}
                <strong>{translateIfKey(t, `actions.${e.action}`)}</strong>{' '}
                {t('detail.by', { actor: e.actor })} (
                {t('detail.transition', { from: stateName(e.from), to: stateName(e.to) })})
                {e.data?.trackingCode ? <> · {e.data.trackingCode}</> : null}
                {e.note ? <p className="whitespace-pre-line text-slate-700">{e.note}</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">{t('detail.noEvents')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * Why this order was charged VAT or not, as frozen at confirm: the mode, the buyer's VAT number and, for
 * reverse charge, the stored VIES consultation (the evidence the tax office asks for).
 */
async function VatDecision({ order, locale }: { order: StaffOrderDetail['order']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'backoffice.orders.vat' });
  const vies = order.vies as Partial<ViesAnswer> | null;
  // [label, value, set in a fixed-width font (numbers staff compare or copy)]
  const rows: [string, string, boolean][] = [
    [t('mode'), t(`modes.${order.vatMode}`), false],
    [t('number'), order.paymentAddress?.btw || '—', true],
  ];
  if (vies) {
    rows.push([t('vies'), vies.valid ? t('viesValid') : t('viesInvalid'), false]);
    if (vies.name) rows.push([t('viesName'), vies.name, false]);
    if (vies.address) rows.push([t('viesAddress'), vies.address, false]);
    if (vies.requestIdentifier) rows.push([t('viesId'), vies.requestIdentifier, true]);
    const at = vies.requestDate || vies.checkedAt;
    if (at) rows.push([t('viesDate'), at.slice(0, 10), false]);
  }
  return (
    <section
      className="card mb-6 p-4 text-sm"
      aria-labelledby="order-vat-title"
      data-testid="staff-order-vat"
    >
      <h2 id="order-vat-title" className="mb-2 text-lg font-semibold">
        {t('title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([k, val, mono]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className={mono ? 'font-mono' : undefined}>{val}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
