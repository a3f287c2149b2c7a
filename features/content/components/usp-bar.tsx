import { getTranslations } from 'next-intl/server';
import { Award, BadgePercent, Clock, Headset, Leaf, ShieldCheck, Truck, Wrench } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/routing';
import { getSetting } from '../server/settings';

const ICONS = {
  truck: Truck,
  shield: ShieldCheck,
  wrench: Wrench,
  percent: BadgePercent,
  clock: Clock,
  award: Award,
  headset: Headset,
  leaf: Leaf,
} as const;

/** Columns for one to six points (class names spelled out for Tailwind). */
const COLUMNS = [
  '',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-3',
  'grid-cols-4',
  'grid-cols-5',
  'grid-cols-6',
];

type UspSetting = { items?: { icon: string; textNl: string; textEn: string }[] };

/**
 * Unique selling points under the banner (desktop, spec §2): as staff set them (settings key 'usps',
 * /staff/content/usps), else the texts of the messages.
 */
export async function UspBar({ locale }: { locale: Locale }) {
  const [t, setting] = await Promise.all([
    getTranslations({ locale, namespace: 'usp' }),
    getSetting<UspSetting>('usps'),
  ]);
  const items = setting?.items?.length
    ? setting.items.map((i) => ({
        icon: ICONS[i.icon as keyof typeof ICONS] ?? Truck,
        text: locale === 'en' ? i.textEn : i.textNl,
      }))
    : (
        [
          ['sameDay', Truck],
          ['warranty', ShieldCheck],
          ['tested', Wrench],
          ['vatFree', BadgePercent],
        ] as const
      ).map(([key, icon]) => ({ icon, text: t(key) }));
  return (
    <ul
      className={`container-shop hidden gap-4 py-4 lg:grid ${COLUMNS[items.length] ?? 'grid-cols-6'}`}
      data-testid="usp-bar"
    >
      {items.map(({ icon, text }, i) => (
        <li key={i} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Icon icon={icon} aria-hidden="true" size={22} className="shrink-0 text-brand-600" />
          {text}
        </li>
      ))}
    </ul>
  );
}
