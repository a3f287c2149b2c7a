import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import type { Dashboard } from '../inbox-model';

const BAR = 40;
const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 36;

/**
 * Orders and revenue per day of the last 14 days: plain SVG bars (revenue incl. VAT, the number of orders
 * above each bar), described for screen readers, with the same figures as a table below. Server-rendered,
 * no script.
 */
export async function DashboardChart({ days, locale }: { days: Dashboard['days']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'backoffice.dashboard.chart' });
  const max = Math.max(1, ...days.map((d) => d.revenueInclVat));
  const plot = HEIGHT - TOP - BOTTOM;
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayNumber = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const width = days.length * BAR;
  return (
    <figure className="space-y-3" data-testid="dashboard-chart">
      <figcaption id="dashboard-chart-title" className="text-lg font-semibold">
        {t('title')}
      </figcaption>
      <p id="dashboard-chart-desc" className="text-sm text-slate-700">
        {t('description')}
      </p>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-auto w-full max-w-3xl"
        role="img"
        aria-labelledby="dashboard-chart-title"
        aria-describedby="dashboard-chart-desc"
      >
        <line x1={0} x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-slate-400" />
        {days.map((d, i) => {
          const h = Math.round((d.revenueInclVat / max) * plot);
          const x = i * BAR;
          const label = t('bar', {
            day: full.format(at(d.day)),
            count: d.orders,
            amount: formatEuro(d.revenueInclVat, locale),
          });
          return (
            <g key={d.day}>
              <title>{label}</title>
              <rect
                x={x + 8}
                y={HEIGHT - BOTTOM - h}
                width={BAR - 16}
                height={Math.max(h, d.orders ? 2 : 0)}
                rx={2}
                className="fill-brand-600"
              />
              <text
                x={x + BAR / 2}
                y={HEIGHT - BOTTOM - h - 6}
                textAnchor="middle"
                className="fill-slate-800 text-[11px]"
              >
                {d.orders}
              </text>
              <text
                x={x + BAR / 2}
                y={HEIGHT - BOTTOM + 14}
                textAnchor="middle"
                className="fill-slate-700 text-[10px]"
              >
                {dayName.format(at(d.day))}
              </text>
              <text
                x={x + BAR / 2}
                y={HEIGHT - BOTTOM + 27}
                textAnchor="middle"
                className="fill-slate-700 text-[10px]"
              >
                {dayNumber.format(at(d.day))}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700 underline">
          {t('showTable')}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full max-w-3xl text-left" data-testid="dashboard-chart-table">
            <caption className="sr-only">{t('table')}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('day')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('orders')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('revenueExcl')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('revenueIncl')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {full.format(at(d.day))}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{d.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {formatEuro(d.revenueExclVat, locale)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {formatEuro(d.revenueInclVat, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
