import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Toolbars } from '@/components/layout/toolbars';
import { CookieDialog } from '@/components/layout/cookie-dialog';
import { LoadingBar } from '@/components/layout/loading-bar';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { VisitTracker } from '@/components/layout/visit-tracker';
import { getCategoryMenu, getMenu } from '@/features/content/server/menus';
import { getContact, getRatings } from '@/features/content/server/settings';
import { HeaderSearch } from '@/features/catalog/components/header-search';
import { CaptchaProvider } from '@/components/captcha/captcha';
import { captchaSiteKey } from '@/lib/captcha';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { ReviewsWidget } from '@/features/reviews/components/reviews-widget';
import { realtimeClientConfig } from '@/lib/realtime/client-config';
import { RealtimeDeferred } from '@/features/realtime/components/realtime-deferred';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { MobileAccountSlot } from '@/features/accounts/components/mobile-account-slot';
import { pageCustomer } from '@/features/accounts/server/current';
import { socialLogin } from '@/features/accounts/server/social';
import { HeaderCartButton } from '@/features/cart/components/header-cart-button';
import { MobileCartSlot } from '@/features/cart/components/mobile-cart-slot';
import { TestModeBanner } from '@/components/layout/test-mode-banner';
import { providerChoice } from '@/features/checkout/server/providers';

/** The default layout of spec §2: header, footer, toolbars, cookie dialog, offline notice. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const [categories, footerLinks, contact, ratings, t, to, customer] = await Promise.all([
    getCategoryMenu(locale),
    getMenu('footer', locale),
    getContact(),
    getRatings(),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'offline' }),
    pageCustomer(),
  ]);
  return (
    <CaptchaProvider siteKey={captchaSiteKey()}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white p-3 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      {providerChoice().simulated ? <TestModeBanner label={t('testModeLabel')} text={t('testMode')} /> : null}
      <SiteHeader
        locale={locale}
        categories={categories}
        contact={contact}
        search={<HeaderSearch />}
        cart={<HeaderCartButton href={localePath(locale, '/order')} />}
        mobileCart={<MobileCartSlot />}
        accountHref={customer ? '/customer' : '/customer/login'}
        mobileAccount={
          <MobileAccountSlot
            customer={customer ? { name: customer.name, email: customer.email } : null}
            social={socialLogin()}
          />
        }
      />
      <main id="main" className="pb-16 lg:pb-0">
        {children}
      </main>
      <SiteFooter
        locale={locale}
        contact={contact}
        ratings={ratings}
        links={footerLinks}
        newsletter={<NewsletterForm />}
        reviews={<ReviewsWidget locale={locale} />}
      />
      <Toolbars phoneHref={contact.phoneHref} email={contact.email} />
      <CookieDialog />
      <OfflineNotice
        labels={{
          title: to('title'),
          text: to('text'),
          staleTitle: to('staleTitle'),
          staleText: to('staleText'),
          reload: to('reload'),
        }}
      />
      <Suspense>
        <LoadingBar />
      </Suspense>
      <VisitTracker locale={locale} />
      <RealtimeDeferred config={realtimeClientConfig()} />
      <ChatWidget />
    </CaptchaProvider>
  );
}
