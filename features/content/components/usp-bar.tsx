import { getTranslations } from 'next-intl/server';
import { BadgePercent, ShieldCheck, Truck, Wrench } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/routing';

/** Unique selling points under the banner (desktop, spec §2). */
export async function UspBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'usp' });
  const items = [
    { key: 'sameDay', icon: Truck },
    { key: 'warranty', icon: ShieldCheck },
    { key: 'tested', icon: Wrench },
    { key: 'vatFree', icon: BadgePercent },
  ] as const;
  return (
    <ul className="container-shop hidden grid-cols-4 gap-4 py-4 lg:grid" data-testid="usp-bar">
      {items.map(({ key, icon }) => (
        <li key={key} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Icon icon={icon} aria-hidden="true" size={22} className="shrink-0 text-brand-600" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
