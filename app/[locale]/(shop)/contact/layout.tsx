import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';

/** The contact page: its form renders with the page and uses next-intl's hooks. */
export default function ContactLayout({ children }: { children: ReactNode }) {
  return <ClientMessagesWithHooks>{children}</ClientMessagesWithHooks>;
}
