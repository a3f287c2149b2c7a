import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/routing';
import type { SitemapEntry } from '../model';

export function SitemapTree({
  entries,
  locale,
  level = 0,
}: {
  entries: SitemapEntry[];
  locale: Locale;
  level?: number;
}) {
  return (
    <ul className={level ? 'ml-4 mt-1 border-l border-slate-200 pl-3' : 'space-y-1'}>
      {entries.map((e) => (
        <li key={e.url}>
          <Link href={localePath(locale, e.url)} className="link inline-block py-1.5">
            {e.name}
          </Link>
          {e.children.length ? <SitemapTree entries={e.children} locale={locale} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
