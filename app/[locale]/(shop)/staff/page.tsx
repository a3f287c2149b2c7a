import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { dashboard } from '@/features/backoffice/server/dashboard';
import type { DashboardPeriod, DashboardProduct } from '@/features/backoffice/inbox-model';
import { DashboardChart } from '@/features/backoffice/components/dashboard-chart';
import { PageHead } from '../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.dashboard',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: the back office's overview — today and this week (orders, revenue excl. and incl. VAT, the
 * average order; test orders apart), orders waiting for shipment, unanswered messages, products running
 * low or sold out, and a chart of the last 14 days. The same figures are GET /api/staff/dashboard.
 */
export default async function StaffDashboardPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, d] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.dashboard' }),
    dashboard(locale),
  ]);
  const euro = (cents: number) => formatEuro(cents, locale);
  const longDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const period = (id: 'today' | 'week', title: string, p: DashboardPeriod, sub?: string) => (
    <section className="card p-4" aria-labelledby={`dashboard-${id}-title`} data-testid={`dashboard-${id}`}>
      <h2 id={`dashboard-${id}-title`} className="text-lg font-semibold">
        {title}
        {sub ? <span className="block text-sm font-normal text-slate-600">{sub}</span> : null}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        {(
          [
            ['orders', String(p.orders)],
            ['revenueExcl', euro(p.revenueExclVat)],
            ['revenueIncl', euro(p.revenueInclVat)],
            ['averageExcl', euro(p.averageExclVat)],
            ['averageIncl', euro(p.averageInclVat)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-slate-600">{t(key)}</dt>
            <dd
              className="text-2xl font-semibold tabular-nums text-slate-900"
              data-testid={`dashboard-${id}-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600" data-testid={`dashboard-${id}-test`}>
        {t('testNote', { count: p.test.orders, amount: euro(p.test.revenueInclVat) })}
      </p>
    </section>
  );
  const stockList = (id: string, title: string, count: number, list: DashboardProduct[]) => (
    <div>
      <h3 id={id} className="font-semibold">
        {title}: <span className="tabular-nums">{count}</span>
      </h3>
      {list.length ? (
        <ul aria-labelledby={id} className="mt-1 space-y-1">
          {list.map((p) => (
            <li key={p.id}>
              <Link href={p.path} className="link">
                {p.name}
              </Link>{' '}
              <span className="text-slate-600">
                · {t('stock.article', { article: p.article })} · {t('stock.quantity', { count: p.quantity })}
              </span>
            </li>
          ))}
          {count > list.length ? (
            <li className="text-slate-600">{t('stock.more', { count: count - list.length })}</li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600">{t('stock.none')}</p>
      )}
    </div>
  );
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')}>
        <p className="max-w-3xl text-sm text-slate-700" data-testid="dashboard-test-explained">
          {t('testExplained')}
        </p>
      </PageHead>
      <div className="grid gap-4 lg:grid-cols-2">
        {period('today', t('today'), d.today)}
        {period(
          'week',
          t('week'),
          d.week,
          t('weekFrom', { date: longDay.format(new Date(`${d.week.from}T12:00:00Z`)) }),
        )}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <section className="card p-4" aria-labelledby="dashboard-waiting-title">
          <h2 id="dashboard-waiting-title" className="text-lg font-semibold">
            {t('waiting')}
          </h2>
          <p className="text-3xl font-semibold tabular-nums" data-testid="dashboard-waiting">
            {d.waitingForShipment.total}
          </p>
          <p className="text-sm text-slate-700">{t('waitingHint', { test: d.waitingForShipment.test })}</p>
          <Link href="/staff/orders" className="link mt-2 inline-flex min-h-11 items-center text-sm">
            {t('waitingLink')}
          </Link>
        </section>
        <section className="card p-4" aria-labelledby="dashboard-unanswered-title">
          <h2 id="dashboard-unanswered-title" className="text-lg font-semibold">
            {t('unanswered')}
          </h2>
          <p className="text-3xl font-semibold tabular-nums" data-testid="dashboard-unanswered">
            {d.unanswered}
          </p>
          <p className="text-sm text-slate-700">{t('unansweredHint')}</p>
          <Link
            href={{ pathname: '/staff/inbox', query: { status: 'new' } }}
            className="link mt-2 inline-flex min-h-11 items-center text-sm"
          >
            {t('unansweredLink')}
          </Link>
        </section>
      </div>
      <section
        className="card mt-4 p-4"
        aria-labelledby="dashboard-stock-title"
        data-testid="dashboard-stock"
      >
        <h2 id="dashboard-stock-title" className="mb-2 text-lg font-semibold">
          {t('stock.title')}
        </h2>
        <div className="grid gap-4 text-sm md:grid-cols-2">
          {stockList(
            'dashboard-stock-low',
            t('stock.low', { threshold: d.lowStock.threshold }),
            d.lowStock.lowCount,
            d.lowStock.low,
          )}
          {stockList(
            'dashboard-stock-sold-out',
            t('stock.soldOut'),
            d.lowStock.soldOutCount,
            d.lowStock.soldOut,
          )}
        </div>
      </section>
      <section className="card mt-4 p-4">
        <DashboardChart days={d.days} locale={locale} />
      </section>
    </div>
  );
}
