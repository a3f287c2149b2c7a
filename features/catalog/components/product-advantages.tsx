import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/** The four product advantages of spec §3. */
export async function ProductAdvantages({
  locale,
  inStock,
  compact = false,
}: {
  locale: Locale;
  inStock: boolean;
  compact?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const items = [
    { key: 'inStock', icon: 'icon-package-check' },
    { key: 'warranty', icon: 'icon-shield-check' },
    { key: 'tested', icon: 'icon-wrench' },
    { key: 'quality', icon: 'icon-badge-check' },
  ].filter((i) => inStock || i.key !== 'inStock');
  return (
    <ul
      className={
        compact
          ? 'grid grid-cols-2 gap-x-2 gap-y-1 text-xs text-slate-700'
          : 'grid gap-2 text-sm text-slate-800'
      }
      aria-label={t('advantages')}
    >
      {items.map(({ key, icon }) => (
        <li key={key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`mask-icon ${icon} text-ok ${compact ? 'size-3.5' : 'size-[18px]'}`}
          />
          {t(`advantage.${key}` as 'advantage.inStock')}
        </li>
      ))}
    </ul>
  );
}
