import { getTranslations } from 'next-intl/server';
import { Truck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { shipsToday } from '../model';
import type { Locale } from '@/lib/i18n/routing';

/** Same-day shipping message: before the cut-off on working days (Europe/Amsterdam), else next working day. */
export async function ShippingPromise({
  locale,
  cutoff,
  timezone,
  className = '',
}: {
  locale: Locale;
  cutoff: string;
  timezone: string;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'shipping' });
  const today = shipsToday(new Date(), cutoff, timezone);
  return (
    <p
      className={`inline-flex items-center gap-2 ${className}`}
      data-testid="shipping-promise"
      data-today={today}
    >
      <Icon icon={Truck} aria-hidden="true" size={18} className="shrink-0" />
      {today ? t('todayBefore', { cutoff }) : t('nextWorkingDay')}
    </p>
  );
}
