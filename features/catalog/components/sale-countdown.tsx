import { getTranslations } from 'next-intl/server';
import { SaleCountdownClock } from './sale-countdown-clock';

/** Spec §4: remaining days, hours, minutes and seconds of a sale, its texts translated here. */
export async function SaleCountdown({
  finishSale,
  compact = false,
}: {
  finishSale: number;
  compact?: boolean;
}) {
  const t = await getTranslations('catalogProduct');
  return (
    <SaleCountdownClock
      finishSale={finishSale}
      compact={compact}
      labels={{
        saleEnds: t('saleEnds'),
        days: t('days'),
        hours: t('hours'),
        minutes: t('minutes'),
        seconds: t('seconds'),
      }}
    />
  );
}
