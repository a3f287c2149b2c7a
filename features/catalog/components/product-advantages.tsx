import { getTranslations } from 'next-intl/server';
import { BadgeCheck, PackageCheck, ShieldCheck, Wrench } from 'lucide-react';

/** The four product advantages of spec §3. */
export async function ProductAdvantages({
  locale,
  inStock,
  compact = false,
}: {
  locale: string;
  inStock: boolean;
  compact?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const items = [
    { key: 'inStock', Icon: PackageCheck },
    { key: 'warranty', Icon: ShieldCheck },
    { key: 'tested', Icon: Wrench },
    { key: 'quality', Icon: BadgeCheck },
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
      {items.map(({ key, Icon }) => (
        <li key={key} className="flex items-center gap-1.5">
          <Icon aria-hidden="true" size={compact ? 14 : 18} className="shrink-0 text-ok" />
          {t(`advantage.${key}` as 'advantage.inStock')}
        </li>
      ))}
    </ul>
  );
}
