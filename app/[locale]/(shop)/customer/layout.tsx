import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';

/** Login, password and account pages: their forms need all of the accounts texts. */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return <ClientMessagesWithHooks add={['account']}>{children}</ClientMessagesWithHooks>;
}
