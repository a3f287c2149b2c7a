import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import { currentCustomer, isVerifiedStaff } from '@/features/accounts';
import { countNewOrders } from '@/features/backoffice/server/orders';
import { StaffNav, type StaffNavItem } from '@/features/backoffice/components/staff-nav';

/**
 * The back office's pages: the staff navigation above each (only for verified staff: anyone else sees
 * the page's own 404) and the client texts their forms need. Each page still checks the role itself.
 */
export default async function StaffLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const who = await currentCustomer(await headers());
  if (!isVerifiedStaff(who)) return children;
  const [t, newOrders] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.nav' }),
    countNewOrders(),
  ]);
  const items: StaffNavItem[] = [
    {
      href: '/staff/orders',
      label: t('orders'),
      count: newOrders,
      countLabel: t('newOrders', { count: newOrders }),
    },
    { href: '/staff/reviews', label: t('reviews') },
    { href: '/staff/chat', label: t('chat') },
  ];
  return (
    <ClientMessagesWithHooks add={['staffOrders']}>
      <StaffNav label={t('label')} items={items} locale={locale} />
      {children}
    </ClientMessagesWithHooks>
  );
}
