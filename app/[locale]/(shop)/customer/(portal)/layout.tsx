import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PortalNav } from '@/features/accounts/components/portal-nav';
import { requirePageCustomer } from '@/features/accounts/server/current';

/** The account area (spec §2, §4): only for a logged-in customer, who sees only their own data. */
export default async function PortalLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const customer = await requirePageCustomer(locale);
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return (
    <div className="container-shop py-6 sm:py-10" data-testid="portal">
      <p className="text-sm text-slate-700">
        {t('fields.customerNumber')}: <span data-testid="portal-number">{customer.customerNumber}</span>
      </p>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="min-w-0">
          <PortalNav />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
