import { getTranslations } from 'next-intl/server';
import { formatEuro } from '@/lib/money';
import type { Locale } from '@/lib/i18n/routing';

interface Props {
  /** Excluding VAT, cents. */
  ex: number;
  /** Including VAT, cents. */
  inc: number;
  oldEx?: number | null;
  oldInc?: number | null;
  locale: Locale;
  size?: 'sm' | 'lg';
}

/** Spec §1: prices are always shown excluding and including VAT. */
export async function Price({ ex, inc, oldEx, oldInc, locale, size = 'sm' }: Props) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const big = size === 'lg';
  return (
    <div
      className="flex flex-col gap-0.5"
      aria-label={t('priceLabel', { ex: formatEuro(ex, locale), inc: formatEuro(inc, locale) })}
    >
      {oldEx ? (
        <span className="text-xs text-slate-600">
          <span className="sr-only">{t('oldPrice')}: </span>
          <s>{formatEuro(oldEx, locale)}</s> <span>{t('exVat')}</span>
          {oldInc ? (
            <span className="sr-only">
              {' '}
              / {formatEuro(oldInc, locale)} {t('incVat')}
            </span>
          ) : null}
        </span>
      ) : null}
      <span className={big ? 'text-3xl font-bold text-slate-900' : 'text-lg font-bold text-slate-900'}>
        {formatEuro(ex, locale)} <span className="text-xs font-medium text-slate-600">{t('exVat')}</span>
      </span>
      <span className={big ? 'text-base text-slate-700' : 'text-sm text-slate-700'}>
        {formatEuro(inc, locale)} <span className="text-xs">{t('incVat')}</span>
      </span>
    </div>
  );
}
