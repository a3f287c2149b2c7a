import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import { currentCustomer, isVerifiedStaff } from '@/features/accounts';
import { countNewOrders } from '@/features/backoffice/server/orders';
import { countUnanswered } from '@/features/backoffice/server/inbox';
import { StaffNav, type StaffNavItem } from '@/features/backoffice/components/staff-nav';
import { RealtimeProvider } from '@/lib/realtime/react';
import { realtimeClientConfig } from '@/lib/realtime/client-config';

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
  const [t, newOrders, unanswered] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.nav' }),
    countNewOrders(),
    countUnanswered(),
  ]);
  const items: StaffNavItem[] = [
    { href: '/staff', label: t('dashboard'), exact: true },
    {
      href: '/staff/orders',
      label: t('orders'),
      count: newOrders,
      countLabel: t('newOrders', { count: newOrders }),
      liveOrders: true,
    },
    { href: '/staff/customers', label: t('customers') },
    { href: '/staff/products', label: t('products') },
    { href: '/staff/coupons', label: t('coupons') },
    {
      href: '/staff/inbox',
      label: t('inbox'),
      count: unanswered,
      countLabel: t('unanswered', { count: unanswered }),
    },
    { href: '/staff/reviews', label: t('reviews') },
    { href: '/staff/content', label: t('content') },
    { href: '/staff/chat', label: t('chat') },
    // Admin screens: only admins see them (and only they may open them: the pages check again).
    ...(who?.role === 'admin'
      ? [
          { href: '/staff/team', label: t('team') },
          { href: '/staff/audit', label: t('audit') },
        ]
      : []),
  ];
  return (
    <ClientMessagesWithHooks add={['staffOrders']}>
      {/* Staff pages are live at once: the nav's order count and the order list's notice listen. */}
      <RealtimeProvider config={realtimeClientConfig()} immediate>
        <StaffNav label={t('label')} items={items} locale={locale} />
        {children}
      </RealtimeProvider>
    </ClientMessagesWithHooks>
  );
}
