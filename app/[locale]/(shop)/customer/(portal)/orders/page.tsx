import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { requirePageCustomer } from '@/features/accounts/server/current';
import { listOrdersForCustomer } from '@/features/checkout/server/orders';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.orders' });
  return { title: t('title'), robots: { index: false } };
}

/** Order history (portal): the logged-in customer's confirmed orders, totals as frozen at confirm. */
export default async function PortalOrdersPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const me = await requirePageCustomer(locale);
  const [t, tc, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'accounts.orders' }),
    getTranslations({ locale, namespace: 'checkout' }),
    listOrdersForCustomer(me.id),
  ]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  return (
    <PortalSection title={t('title')} testId="portal-orders">
      {rows.length === 0 ? (
        <div className="card space-y-3 p-4 text-sm">
          <p data-testid="orders-empty">{t('empty')}</p>
          <Link href="/" className="link">
            {t('shop')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t('caption')} data-testid="orders-list">
          {rows.map((r) => (
            <li key={r.id} className="card p-4" data-testid="order-row" data-order-id={r.id}>
              <h2 className="text-base font-semibold">
                <Link
                  href={`/customer/orders/${r.id}`}
                  className="link inline-flex min-h-6 items-center"
                  aria-label={t('viewOrder', { number: r.number })}
                >
                  {r.number}
                </Link>
              </h2>
              {r.testMode ? (
                <p className="mt-1 text-sm font-semibold text-slate-900" data-testid="order-row-test">
                  {tc('testOrder')}
                </p>
              ) : null}
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-600">{t('date')}</dt>
                  <dd>{r.confirmedAt ? date.format(r.confirmedAt) : '—'}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('status')}</dt>
                  <dd data-testid="order-row-status">{t(`statuses.${r.customerStatus}`)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('totalNet')}</dt>
                  <dd className="tabular-nums">{formatEuro(r.totalNet, locale)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('total')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="order-row-total">
                    {formatEuro(r.total, locale)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </PortalSection>
  );
}
