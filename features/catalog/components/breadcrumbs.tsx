import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';

/** Breadcrumb trail (home first, the current page last without a link); paths are locale-less. */
export async function Breadcrumbs({
  items,
  locale,
}: {
  items: { name: string; path: string }[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'catalogList' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const all = [{ name: tc('home'), path: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-3 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((b, i) => (
          <li key={`${b.path}-${i}`} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === all.length - 1 ? (
              <span aria-current="page" className="text-slate-800">
                {b.name}
              </span>
            ) : (
              <Link href={localePath(locale, b.path)} className="hover:underline">
                {b.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
