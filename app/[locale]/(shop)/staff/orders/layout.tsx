import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';

/** The back office's order pages: their links and the order actions need the client texts. */
export default function StaffOrdersLayout({ children }: { children: ReactNode }) {
  return <ClientMessagesWithHooks add={['staffOrders']}>{children}</ClientMessagesWithHooks>;
}
