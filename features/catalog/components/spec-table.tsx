import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatSpecValue } from '../spec-units';

/** The product's spec metrics with units formatted per spec §3 in the page's locale. */
export async function SpecTable({
  specs,
  locale,
}: {
  specs: { key: string; label: string; value: string; num: number | null; unit: string | null }[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'catalogProduct' });
  if (!specs.length) return null;
  return (
    <table className="w-full text-sm" data-testid="spec-table">
      <caption className="sr-only">{t('specs')}</caption>
      <tbody>
        {specs.map((s) => (
          <tr key={s.key} className="border-b border-slate-200 last:border-0">
            <th scope="row" className="w-2/5 py-2 pr-4 text-left font-medium text-slate-700">
              {s.label}
            </th>
            <td className="py-2 text-slate-900" data-spec={s.key}>
              {formatSpecValue(s, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
