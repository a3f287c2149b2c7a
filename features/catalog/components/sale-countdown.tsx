'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { saleRemaining } from '../model';

/** Spec §4: remaining days, hours, minutes and seconds of a sale; the page reloads when it ends. */
export function SaleCountdown({ finishSale, compact = false }: { finishSale: number; compact?: boolean }) {
  const t = useTranslations('catalogProduct');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() / 1000);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  const left = saleRemaining(finishSale, now ?? finishSale - 1);
  useEffect(() => {
    if (now !== null && left.total === 0) window.location.reload();
  }, [now, left.total]);
  const parts = [
    { v: left.days, l: t('days') },
    { v: left.hours, l: t('hours') },
    { v: left.minutes, l: t('minutes') },
    { v: left.seconds, l: t('seconds') },
  ];
  const label = t('saleEndsIn', { days: left.days, hours: left.hours, minutes: left.minutes });
  return (
    <div className={compact ? 'text-xs' : 'text-sm'} data-testid="sale-countdown" data-finish={finishSale}>
      <span className="font-semibold text-sale">{t('saleEnds')}</span>{' '}
      {/* The visible digits tick every second; screen readers get the minute-precise label instead. */}
      <span className="sr-only">{now === null ? '' : label}</span>
      <span aria-hidden="true" className="inline-flex gap-1 tabular-nums" suppressHydrationWarning>
        {now === null
          ? '…'
          : parts.map((p) => (
              <span key={p.l} className="rounded bg-red-50 px-1 font-semibold text-sale">
                {String(p.v).padStart(2, '0')}
                {p.l}
              </span>
            ))}
      </span>
    </div>
  );
}
