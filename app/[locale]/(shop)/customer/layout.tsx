import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Login, password and account pages: their forms need all of the accounts texts. */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return <ClientMessages add={['account']}>{children}</ClientMessages>;
}
