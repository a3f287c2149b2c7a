'use client';

import { useEffect, useState } from 'react';
import { useLazyTranslator } from '@/components/i18n/lazy-intl';
import { whenEngaged } from '@/lib/after-load';
import { PRELOAD_FALLBACK_MS } from '@/components/layout/providers';
import { saleRemaining } from '../model';

/** One wait for the visitor's engagement, shared by every countdown on the page (a listing has many). */
let engagement: Promise<void> | null = null;
const engaged = () =>
  (engagement ??= new Promise<void>((resolve) => whenEngaged(resolve, PRELOAD_FALLBACK_MS)));

interface Props {
  finishSale: number;
  compact: boolean;
  /** Translated by ./sale-countdown.tsx. */
  labels: { saleEnds: string; days: string; hours: string; minutes: string; seconds: string };
}

/**
 * The ticking countdown of ./sale-countdown.tsx; the page reloads when the sale ends. The visible digits
 * tick every second; screen readers get a minute-precise sentence, formatted by next-intl, which loads
 * when the visitor engages with the page (or a few seconds after it went idle), not with the page.
 */
export function SaleCountdownClock({ finishSale, compact, labels }: Props) {
  const [now, setNow] = useState<number | null>(null);
  const [sentenceWanted, setSentenceWanted] = useState(false);
  useEffect(() => {
    const tick = () => setNow(Date.now() / 1000);
    tick();
    const timer = setInterval(tick, 1000);
    let live = true;
    void engaged().then(() => live && setSentenceWanted(true));
    return () => {
      clearInterval(timer);
      live = false;
    };
  }, []);
  const t = useLazyTranslator('catalogProduct', sentenceWanted);
  const left = saleRemaining(finishSale, now ?? finishSale - 1);
  useEffect(() => {
    if (now !== null && left.total === 0) window.location.reload();
  }, [now, left.total]);
  const parts = [
    { v: left.days, l: labels.days },
    { v: left.hours, l: labels.hours },
    { v: left.minutes, l: labels.minutes },
    { v: left.seconds, l: labels.seconds },
  ];
  return (
    <div className={compact ? 'text-xs' : 'text-sm'} data-testid="sale-countdown" data-finish={finishSale}>
      <span className="font-semibold text-sale">{labels.saleEnds}</span>{' '}
      <span className="sr-only">
        {now === null || !t
          ? ''
          : t('saleEndsIn', { days: left.days, hours: left.hours, minutes: left.minutes })}
      </span>
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
