import { getTranslations } from 'next-intl/server';
import { BadgePercent, ShieldCheck, Truck, Wrench } from 'lucide-react';

/** Unique selling points under the banner (desktop, spec §2). */
export async function UspBar({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'usp' });
  const items = [
    { key: 'sameDay', Icon: Truck },
    { key: 'warranty', Icon: ShieldCheck },
    { key: 'tested', Icon: Wrench },
    { key: 'vatFree', Icon: BadgePercent },
  ] as const;
  return (
    <ul className="container-shop hidden grid-cols-4 gap-4 py-4 lg:grid" data-testid="usp-bar">
      {items.map(({ key, Icon }) => (
        <li key={key} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Icon aria-hidden="true" size={22} className="shrink-0 text-brand-600" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
