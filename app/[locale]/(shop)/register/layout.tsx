import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RegisterProvider } from '@/features/accounts/components/register-provider';

/** Keeps step one in memory while the customer moves on to step two. */
export default function RegisterLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages add={['account']}>
      <RegisterProvider>{children}</RegisterProvider>
    </ClientMessages>
  );
}
