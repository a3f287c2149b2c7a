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
import { RefundForm } from '@/features/backoffice/components/refund-form';
import { InvoiceButton } from '@/features/backoffice/components/invoice-button';
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
      <div className="mb-6 grid gap-4 lg:grid-cols-[1fr_22rem]">
        <Refunds order={order} locale={locale} />
        <Documents order={order} locale={locale} />
      </div>
      <VatDecision order={order.order} locale={locale} />
      <OrderDetails summary={order} />
      <section className="card mt-6 p-4" aria-labelledby="order-mails-title">
        <h2 id="order-mails-title" className="mb-2 text-lg font-semibold">
          {t('detail.mails')}
        </h2>
        {order.mails.length ? (
          <ul className="space-y-1 text-sm" data-testid="staff-order-mails">
            {order.mails.map((m, i) => (
              <li key={i}>
                <span className="text-slate-600">{date.format(new Date(m.sentAt))}</span> ·{' '}
                <strong>{m.subject}</strong> · {t('detail.mailTo', { to: m.to })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('detail.noMails')}</p>
        )}
      </section>
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
                {e.data?.amount ? <> · {formatEuro(Number(e.data.amount), locale)}</> : null}
                {e.data?.creditNote ? <> · {e.data.creditNote}</> : null}
                {e.data?.number ? <> · {e.data.number}</> : null}
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

/** Where a staff member opens an issued invoice or credit note (as issued, never rebuilt). */
const documentHref = (number: string) => `/api/portal/api/staff/documents/${number}`;

/**
 * What was paid and given back, the refund form (by line or amount, through the payment's provider) and
 * the refunds made, with their provider ids and credit notes.
 */
async function Refunds({ order, locale }: { order: StaffOrderDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'backoffice.refunds' });
  const eur = (c: number) => formatEuro(c, locale);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const credit = new Map(order.documents.map((d) => [d.refundId, d.number]));
  const { paid, refunded, left } = order.refundable;
  return (
    <section
      className="card space-y-3 p-4"
      aria-labelledby="order-refunds-title"
      data-testid="staff-order-refunds"
    >
      <h2 id="order-refunds-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['paid', paid],
            ['refunded', refunded],
            ['left', left],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-600">{t(k)}</dt>
            <dd className="font-semibold" data-testid={`refund-${k}`}>
              {eur(v)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <RefundForm
        orderId={order.order.id}
        refundable={order.refundable}
        priceInputs={order.priceInputs}
        canCancel={order.status !== 'canceled' && !['shipped', 'delivered'].includes(order.fulfilment)}
      />
      <h3 className="pt-2 font-semibold">{t('list')}</h3>
      {order.refunds.length ? (
        <ul className="space-y-2 text-sm" data-testid="staff-order-refund-list">
          {order.refunds.map((r) => (
            <li key={r.id}>
              <strong>{eur(r.amount)}</strong> · {t(`statuses.${r.status}`)} ·{' '}
              {date.format(new Date(r.createdAt))} {t('by', { actor: r.actor })}
              {credit.get(r.id) ? (
                <>
                  {' '}
                  ·{' '}
                  <a href={documentHref(credit.get(r.id)!)} className="link">
                    {credit.get(r.id)}
                  </a>
                </>
              ) : null}
              {r.providerRefundId ? (
                <span className="block font-mono text-xs text-slate-600">{r.providerRefundId}</span>
              ) : null}
              {r.error ? <span className="block text-xs text-red-800">{r.error}</span> : null}
              {r.note ? <span className="block whitespace-pre-line text-slate-700">{r.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('none')}</p>
      )}
    </section>
  );
}

/** The order's invoice (issued once, then never changed), its credit notes and the packing slip. */
async function Documents({ order, locale }: { order: StaffOrderDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'backoffice.invoices' });
  const invoice = order.documents.find((d) => d.kind === 'invoice');
  const credits = order.documents.filter((d) => d.kind === 'credit_note');
  const closed = (order.status === 'canceled' || order.status === 'expired') && !invoice;
  return (
    <section
      className="card space-y-3 p-4 text-sm"
      aria-labelledby="order-documents-title"
      data-testid="staff-order-documents"
    >
      <h2 id="order-documents-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="space-y-1">
        <li>
          {t('invoice')}:{' '}
          {invoice ? (
            <a href={documentHref(invoice.number)} className="link" data-testid="invoice-link">
              {invoice.number}
            </a>
          ) : (
            t('none')
          )}
        </li>
        {credits.map((c) => (
          <li key={c.id}>
            {t('creditNote')}:{' '}
            <a href={documentHref(c.number)} className="link" data-testid="credit-note-link">
              {c.number}
            </a>{' '}
            ({formatEuro(c.total, locale)})
          </li>
        ))}
        <li>
          <a
            href={`/api/portal/api/staff/orders/${order.order.id}/packing-slip`}
            className="link"
            data-testid="packing-slip-link"
          >
            {t('packingSlip')}
          </a>
        </li>
      </ul>
      {!invoice && !closed ? <InvoiceButton orderId={order.order.id} /> : null}
      <p className="text-xs text-slate-600">{t('immutable')}</p>
    </section>
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
