'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useRealtimeEvent } from '@/lib/realtime/react';
import { REALTIME_EVENTS, STAFF_ORDERS_CHANNEL } from '@/lib/realtime/channels';

/**
 * Orders placed while the list is open, live from the staff orders channel: how many, and a button that
 * shows them (the list is rendered on the server, so it is refreshed rather than patched: filters,
 * sorting and paging stay exactly as the server applies them). The count is a polite live region.
 */
export function NewOrdersNotice() {
  const t = useTranslations('backoffice.orders');
  const router = useRouter();
  const [placed, setPlaced] = useState<string[]>([]);
  const [subscribed, setSubscribed] = useState(false);
  useRealtimeEvent(
    STAFF_ORDERS_CHANNEL,
    REALTIME_EVENTS.orderPlaced,
    (d) => {
      if (typeof d?.number === 'string') setPlaced((p) => (p.includes(d.number) ? p : [...p, d.number]));
    },
    { private: true, onSubscribed: () => setSubscribed(true) },
  );
  return (
    <div
      className="mb-3 flex min-h-11 flex-wrap items-center gap-3"
      data-testid="staff-orders-live"
      data-subscribed={subscribed}
    >
      <p role="status" className="text-sm font-semibold text-slate-900">
        {placed.length ? t('live.placed', { count: placed.length }) : ''}
      </p>
      {placed.length ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setPlaced([]);
            router.refresh();
          }}
        >
          {t('live.show')}
        </button>
      ) : null}
    </div>
  );
}
