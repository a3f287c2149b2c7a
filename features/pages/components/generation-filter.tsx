import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { BRANDS, listHref, type Brand } from '../model';

/** Generation filter of spec §2 as links (?generation=G13): works without JavaScript and is shareable. */
export async function GenerationFilter({
  brand,
  current,
  locale,
}: {
  brand: Brand;
  current: string | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'brandPages' });
  const route = localePath(locale, BRANDS[brand].route);
  const options: (string | null)[] = [null, ...BRANDS[brand].generations];
  return (
    <nav aria-label={t('filterLabel')} data-testid="generation-filter">
      <p className="mb-2 text-sm font-semibold">{t('generation')}</p>
      <ul className="flex flex-wrap gap-2">
        {options.map((g) => {
          const active = g === current;
          return (
            <li key={g ?? 'all'}>
              <Link
                href={listHref(route, { generation: g })}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-semibold ${
                  active
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600'
                }`}
              >
                {g ?? t('all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
