import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import type { StaffCoupon } from '@/features/backoffice/coupon-schemas';

/** A coupon's discount, validity, uses and minimum order in words, as the list and the coupon page show them. */
export async function couponTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'backoffice.coupons' });
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const day = (d: string) => date.format(new Date(`${d}T00:00:00Z`));
  return (c: StaffCoupon) => ({
    valueText:
      c.kind === 'percent'
        ? t('valuePercent', { percent: c.value })
        : t('valueAmount', { amount: formatEuro(c.value, locale) }),
    validityText:
      c.validFrom && c.validUntil
        ? t('validity.between', { from: day(c.validFrom), until: day(c.validUntil) })
        : c.validFrom
          ? t('validity.from', { from: day(c.validFrom) })
          : c.validUntil
            ? t('validity.until', { until: day(c.validUntil) })
            : t('validity.always'),
    usesText: [
      c.maxUses === null
        ? t('uses.unlimited', { uses: c.uses })
        : t('uses.of', { uses: c.uses, max: c.maxUses }),
      ...(c.maxUsesPerCustomer === null ? [] : [t('uses.perCustomer', { max: c.maxUsesPerCustomer })]),
    ].join(', '),
    minOrderText: c.minOrder === null ? '—' : formatEuro(c.minOrder, locale),
  });
}
