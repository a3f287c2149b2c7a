import { useLocale, useTranslations } from 'next-intl';
import { formatEuro } from '@/lib/money';
import { ConfigurationList, PriceRows } from '@/features/cart';
import type { OrderSummary } from '../server/orders';
import { translateIfKey } from '@/lib/i18n/message-key';

/** successOrderInfo of spec §3: the order lines (a configured line with its parts), the delivery and the prices. */
export function OrderDetails({ summary }: { summary: OrderSummary }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const a = summary.order.paymentAddress;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      {summary.order.testMode ? (
        <p
          className="rounded border border-amber-400 bg-amber-100 p-3 text-sm font-semibold text-slate-900 lg:col-span-2"
          data-testid="test-order"
        >
          {t('testOrder')}
        </p>
      ) : null}
      <section className="card p-4" aria-labelledby="order-items">
        <h2 id="order-items" className="mb-2 text-lg font-semibold">
          {t('success.items')}
        </h2>
        <ul className="divide-y divide-slate-200" data-testid="order-lines">
          {summary.items.map((l) => (
            <li key={l.productId} className="flex justify-between gap-3 py-2 text-sm">
              <span>
                {l.quantity} × {l.name} <span className="text-slate-600">({l.article})</span>
                <ConfigurationList name={l.name} parts={l.configuration} testId="order-line-configuration" />
              </span>
              <span className="font-semibold tabular-nums">{formatEuro(l.price * l.quantity, locale)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          {a ? (
            <div>
              <h3 className="font-semibold">{t('confirm.billing')}</h3>
              <p className="text-slate-700">
                {a.username ? (
                  <>
                    {a.username}
                    <br />
                  </>
                ) : null}
                {a.customerName}
                <br />
                {a.address} {a.house}, {a.postcode} {a.region}
                {a.btw ? (
                  <>
                    <br />
                    {t('address.btw')}: {a.btw}
                  </>
                ) : null}
              </p>
            </div>
          ) : null}
          <div>
            <h3 className="font-semibold">{t('success.delivery')}</h3>
            <p className="text-slate-700">
              {summary.delivery.type
                ? translateIfKey(t, `deliveryTypes.${summary.delivery.type}.title`)
                : '—'}
            </p>
            <h3 className="mt-2 font-semibold">{t('confirm.payment')}</h3>
            <p className="text-slate-700">{translateIfKey(t, `methods.${summary.order.paymentMethod}`)}</p>
          </div>
        </div>
      </section>
      <aside className="card h-fit p-4">
        <PriceRows prices={summary.prices} />
      </aside>
    </div>
  );
}
