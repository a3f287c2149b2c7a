import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentCustomer } from '@/features/accounts/server/sessions';
import { isVerifiedStaff } from '@/features/accounts/model';
import { RealtimeProvider } from '@/lib/realtime/react';
import { realtimeClientConfig } from '@/lib/realtime/client-config';
import { StaffConsole } from '@/features/chat/components/staff-console';
import { StaffLogin } from '@/features/chat/components/staff-login';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import type { Locale } from '@/lib/i18n/routing';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'staffChat' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The staff chat console; staff log in here with their shop account (role staff). */
export default async function StaffChatPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  const who = await currentCustomer(await headers());
  return (
    <ClientMessagesWithHooks add={['staffChat']}>
      {!who || !isVerifiedStaff(who) ? (
        <StaffLogin notStaff={!!who} />
      ) : (
        <RealtimeProvider config={realtimeClientConfig()}>
          <StaffConsole staffName={who.name || who.email} />
        </RealtimeProvider>
      )}
    </ClientMessagesWithHooks>
  );
}
