import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/routing';
import type { MenuItem } from './menu-types';

/**
 * Desktop category menu (≥ 1200px): top-level categories with their sub-levels in a panel that opens
 * on hover and on keyboard focus (focus-within), so it works without JavaScript.
 */
export function DesktopMenu({ items, locale, label }: { items: MenuItem[]; locale: Locale; label: string }) {
  const hrefFor = (route: string) => localePath(locale, route);
  return (
    <nav aria-label={label} className="hidden border-t border-slate-200 bg-white lg:block">
      <ul className="container-shop flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item.route} className="group relative">
            <Link
              href={hrefFor(item.route)}
              className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-slate-800 hover:text-brand-700"
            >
              {item.name}
            </Link>
            {item.children.length ? (
              <div className="invisible absolute left-0 top-full z-40 min-w-64 rounded-b-lg border border-slate-200 bg-white p-4 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                <ul
                  className="grid gap-x-8 gap-y-1"
                  style={{
                    gridTemplateColumns: `repeat(${Math.min(3, Math.ceil(item.children.length / 6))}, minmax(12rem, 1fr))`,
                  }}
                >
                  {item.children.map((child) => (
                    <li key={child.route}>
                      <Link
                        href={hrefFor(child.route)}
                        className="block py-1 text-sm font-medium text-slate-900 hover:text-brand-700"
                      >
                        {child.name}
                      </Link>
                      {child.children.length ? (
                        <ul className="mb-2 ml-3 border-l border-slate-200 pl-3">
                          {child.children.map((g) => (
                            <li key={g.route}>
                              <Link
                                href={hrefFor(g.route)}
                                className="block py-0.5 text-sm text-slate-700 hover:text-brand-700"
                              >
                                {g.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
