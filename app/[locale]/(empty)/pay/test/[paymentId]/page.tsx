import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { findTestPayment, testPaymentRefunds } from '@/features/checkout/server/providers/test-provider';
import { TestPayButtons } from '@/features/checkout/components/test-pay-buttons';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import { translateIfKey } from '@/lib/i18n/message-key';

export const metadata = { robots: { index: false } };

/** Hosted page of the embedded test payment provider (stands in for Mollie's checkout). */
export default async function TestPaymentPage({
  params,
}: {
  params: Promise<{ locale: string; paymentId: string }>;
}) {
  const { locale: l, paymentId } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  const payment = /^tst_[A-Za-z0-9_-]+$/.test(paymentId) ? await findTestPayment(paymentId) : null;
  if (!payment) notFound();
  const [t, tm, refunds] = await Promise.all([
    getTranslations({ locale, namespace: 'testPay' }),
    getTranslations({ locale, namespace: 'checkout.methods' }),
    testPaymentRefunds(payment.id),
  ]);
  return (
    <div className="mx-auto max-w-md space-y-5 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 p-4 text-sm">
        <dt className="font-semibold">{t('amount')}</dt>
        <dd data-testid="test-pay-amount">{formatEuro(payment.amount, locale)}</dd>
        <dt className="font-semibold">{t('description')}</dt>
        <dd>{payment.description}</dd>
        <dt className="font-semibold">{t('method')}</dt>
        <dd>{translateIfKey(tm, payment.method)}</dd>
      </dl>
      {payment.status === 'open' || payment.status === 'pending' ? (
        <ClientMessagesWithHooks add={['testPay']}>
          <TestPayButtons paymentId={payment.id} processing={payment.status === 'pending'} />
        </ClientMessagesWithHooks>
      ) : (
        <p role="status">{t('done', { status: t(payment.status) })}</p>
      )}
      {refunds.length > 0 ? (
        <section aria-labelledby="test-pay-refunds" className="card p-4 text-sm">
          <h2 id="test-pay-refunds" className="mb-2 font-semibold">
            {t('refunds')}
          </h2>
          <ul className="space-y-1" data-testid="test-pay-refunds">
            {refunds.map((r) => (
              <li key={r.id} className="flex justify-between gap-4">
                <span className="font-mono text-xs">{r.id}</span>
                <span>
                  {formatEuro(r.amount, locale)} · {t('refunded')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
