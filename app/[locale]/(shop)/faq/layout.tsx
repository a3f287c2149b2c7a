import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';

/** The FAQ page: its search renders with the page and uses next-intl's hooks. */
export default function FaqLayout({ children }: { children: ReactNode }) {
  return <ClientMessagesWithHooks>{children}</ClientMessagesWithHooks>;
}
