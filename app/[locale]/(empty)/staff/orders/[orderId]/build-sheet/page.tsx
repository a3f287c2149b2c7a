import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { buildSheet } from '@/features/backoffice/server/orders';
import { PrintButton } from '@/features/backoffice/components/print-button';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.orders.buildSheet',
  });
  return { title: t('documentTitle'), robots: { index: false } };
}

/**
 * The workshop's build sheet of an order, made for paper: without the shop's header and footer, a box
 * to tick per line and part, and lines to sign. Staff only (404 for anyone else).
 */
export default async function BuildSheetPage({ params }: Props) {
  const { locale: l, orderId: raw } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const id = routeId(raw);
  const sheet = id ? await buildSheet(id, locale) : null;
  if (!sheet) notFound();
  const [t, to, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.orders.buildSheet' }),
    getTranslations({ locale, namespace: 'backoffice.orders' }),
    getTranslations({ locale, namespace: 'checkout' }),
  ]);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const box = <span aria-hidden="true" className="inline-block h-4 w-4 border border-slate-700" />;
  const cell = 'border border-slate-300 px-2 py-1';
  return (
    <div className="mx-auto max-w-4xl space-y-5 p-6 text-sm text-slate-900" data-testid="build-sheet">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <a href={localePath(locale, `/staff/orders/${id}`)} className="link">
          {t('back')}
        </a>
        <span className="ml-auto">
          <PrintButton label={t('print')} />
        </span>
      </div>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('title', { number: sheet.number })}</h1>
        <p>
          {to('detail.placedOn', { date: date.format(new Date(sheet.confirmedAt)) })} ·{' '}
          {to(`statuses.${sheet.status}`)}
        </p>
        <p>
          {t('customer')}: {sheet.company ? `${sheet.company}, ` : ''}
          {sheet.customerName}
          {sheet.deliveryType ? (
            <>
              {' '}
              · {t('delivery')}: {translateIfKey(tc, `deliveryTypes.${sheet.deliveryType}.title`)}
            </>
          ) : null}
        </p>
        {sheet.remark ? (
          <p className="whitespace-pre-line">
            <strong>{t('remark')}:</strong> {sheet.remark}
          </p>
        ) : null}
      </header>
      {sheet.lines.map((line, i) => (
        <section key={i} className="break-inside-avoid space-y-2" aria-labelledby={`sheet-line-${i}`}>
          <h2 id={`sheet-line-${i}`} className="text-lg font-semibold">
            {line.quantity} × {line.name}
          </h2>
          <p className="text-slate-700">
            {t('columns.article')}: <span className="font-mono">{line.article}</span> · {t('columns.sku')}:{' '}
            <span className="font-mono">{line.sku}</span>
          </p>
          {line.parts.length ? (
            <table className="w-full border-collapse text-left" data-testid="build-sheet-parts">
              <caption className="sr-only">{t('partsOf', { name: line.name })}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={`${cell} w-12`}>
                    {t('columns.done')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('columns.name')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('columns.article')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('columns.sku')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t('columns.perUnit')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t('columns.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {line.parts.map((p, j) => (
                  <tr key={j}>
                    <td className={`${cell} text-center`}>{box}</td>
                    <td className={cell}>{p.name}</td>
                    <td className={`${cell} font-mono`}>{p.article}</td>
                    <td className={`${cell} font-mono`}>{p.sku}</td>
                    <td className={`${cell} text-right tabular-nums`}>{p.perUnit}</td>
                    <td className={`${cell} text-right font-semibold tabular-nums`}>{p.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="flex items-center gap-2">
              {box} {t('noParts')}
            </p>
          )}
        </section>
      ))}
      <footer className="grid gap-6 pt-6 sm:grid-cols-3 print:grid-cols-3">
        {(['builtBy', 'testedBy', 'packedBy'] as const).map((k) => (
          <p key={k} className="border-t border-slate-700 pt-1">
            {t(k)}
          </p>
        ))}
      </footer>
    </div>
  );
}
