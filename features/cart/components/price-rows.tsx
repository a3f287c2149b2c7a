import { useLocale, useTranslations } from 'next-intl';
import { formatEuro } from '@/lib/money';
import type { CartPrices } from '../model';

/** The price rows of spec §3 (sub, tax, total) with discounts, delivery and the VAT note. */
export function PriceRows({ prices }: { prices: CartPrices }) {
  const t = useTranslations('cart.prices');
  const locale = useLocale();
  const eur = (c: number) => formatEuro(c, locale);
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-slate-300 pt-2 text-base font-bold' : ''}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div>
      <dl className="text-sm" data-testid="price-rows">
        {row(t('sub'), eur(prices.priceFullDiscountBefore), 'price-sub')}
        {prices.couponDiscount
          ? row(
              t('coupon', { code: prices.couponCode ?? '' }),
              `− ${eur(prices.couponDiscount)}`,
              'price-coupon',
            )
          : null}
        {prices.statusDiscount
          ? row(
              t('status', { percent: prices.statusDiscountPercent }),
              `− ${eur(prices.statusDiscount)}`,
              'price-status',
            )
          : null}
        {prices.deliveryCost ? row(t('delivery'), eur(prices.deliveryCost), 'price-delivery') : null}
        {row(t('net'), eur(prices.priceNet), 'price-net')}
        {row(t('tax', { rate: prices.nds }), eur(prices.priceFullNDS), 'price-tax')}
        {row(t('total'), eur(prices.priceFullWithNDS), 'price-total', true)}
      </dl>
      {prices.vatMode === 'reverse_charge' ? (
        <p className="mt-2 rounded-md bg-brand-50 p-2 text-sm text-slate-800" data-testid="reverse-charge">
          {t('reverseCharge')}
        </p>
      ) : null}
      {prices.vatMode === 'unverified' ? (
        <p
          className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-warn"
          role="status"
          data-testid="vat-unverified"
        >
          {t('unverified')}
        </p>
      ) : null}
    </div>
  );
}
