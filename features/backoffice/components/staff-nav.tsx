'use client';
import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { useRealtimeEvent } from '@/lib/realtime/react';
import { REALTIME_EVENTS, STAFF_ORDERS_CHANNEL } from '@/lib/realtime/channels';
import { localePath, type Locale } from '@/lib/i18n/routing';

export type StaffNavItem = {
  href: string;
  label: string;
  count?: number;
  countLabel?: string;
  /** Current only on this very path (the dashboard at /staff), not on the pages below it. */
  exact?: boolean;
  /** The count also goes up live as orders are placed (the private staff orders channel). */
  liveOrders?: boolean;
};

/** A nav item's count: as the page was rendered, plus the orders placed since (when `live`). */
function Count({ item }: { item: StaffNavItem }) {
  const [placed, setPlaced] = useState<string[]>([]);
  useRealtimeEvent(
    item.liveOrders ? STAFF_ORDERS_CHANNEL : null,
    REALTIME_EVENTS.orderPlaced,
    (d) => {
      if (typeof d?.number === 'string') setPlaced((p) => (p.includes(d.number) ? p : [...p, d.number]));
    },
    { private: true },
  );
  const n = (item.count ?? 0) + placed.length;
  if (!n) return null;
  return (
    <span
      className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
      data-testid="staff-nav-count"
      data-for={item.href}
    >
      {n}
      <span className="sr-only"> {item.countLabel}</span>
    </span>
  );
}

/**
 * The back office's navigation: a link per screen, the current one marked for screen readers too, and a
 * count where something waits (new paid orders, unanswered messages). Plain links: each screen is server-rendered.
 */
export function StaffNav({ label, items, locale }: { label: string; items: StaffNavItem[]; locale: Locale }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-slate-50" data-testid="staff-nav">
      <ul className="container-shop flex flex-wrap gap-x-1 gap-y-1 py-2 text-sm">
        {items.map((item) => {
          const href = localePath(locale, item.href);
          const current = pathname === href || (!item.exact && pathname.startsWith(`${href}/`));
          return (
            <li key={item.href}>
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium ${
                  current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white'
                }`}
              >
                {item.label}
                <Count item={item} />
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
