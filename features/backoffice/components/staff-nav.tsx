'use client';
import { usePathname } from 'next/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';

export type StaffNavItem = { href: string; label: string; count?: number; countLabel?: string };

/**
 * The back office's navigation: a link per screen, the current one marked for screen readers too, and a
 * count where something waits (new paid orders). Plain links: each screen is server-rendered.
 */
export function StaffNav({ label, items, locale }: { label: string; items: StaffNavItem[]; locale: Locale }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-slate-50" data-testid="staff-nav">
      <ul className="container-shop flex flex-wrap gap-x-1 gap-y-1 py-2 text-sm">
        {items.map((item) => {
          const href = localePath(locale, item.href);
          const current = pathname === href || pathname.startsWith(`${href}/`);
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
                {item.count ? (
                  <span
                    className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                    data-testid="staff-nav-count"
                  >
                    {item.count}
                    <span className="sr-only"> {item.countLabel}</span>
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
