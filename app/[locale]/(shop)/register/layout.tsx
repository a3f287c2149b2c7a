import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import { RegisterProvider } from '@/features/accounts/components/register-provider';

/** Keeps step one in memory while the customer moves on to step two. */
export default function RegisterLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessagesWithHooks add={['account']}>
      <RegisterProvider>{children}</RegisterProvider>
    </ClientMessagesWithHooks>
  );
}
