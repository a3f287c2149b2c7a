import { cookies, headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { currentCustomer } from '@/features/accounts/server/sessions';
import { socialLogin } from '@/features/accounts/server/social';
import { CheckoutFlow } from '@/features/checkout/components/checkout-flow';
import { PendingOrders } from '@/features/checkout/components/pending-orders';
import { payableOrders } from '@/features/checkout/server/orders';
import { stepParam } from '@/features/checkout/model';
import { isValidUid, UID_COOKIE } from '@/lib/api/app';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'cart' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ resume?: string | string[]; step?: string | string[] }>;
}) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const customer = await currentCustomer(await headers());
  // `resume=auth` (back from the auth step) and `step` (reopened on a step) mean something; the flow heading is the page's h1.
  const query = await searchParams;
  const resume = query.resume === 'auth';
  const uid = (await cookies()).get(UID_COOKIE)?.value;
  const payable = await payableOrders({ uid: isValidUid(uid) ? uid : '0', customer }, locale);
  return (
    <div className="container-shop py-6">
      <CheckoutFlow
        loggedIn={!!customer}
        resume={resume}
        step={stepParam(query.step)}
        social={customer ? null : socialLogin()}
        pending={
          payable.length ? (
            <PendingOrders
              orders={payable.map((s) => ({
                id: s.order.id,
                number: s.order.number,
                totalNet: s.prices.priceNet,
                total: s.prices.priceFullWithNDS,
                lines: s.items.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity })),
              }))}
            />
          ) : null
        }
      />
    </div>
  );
}
