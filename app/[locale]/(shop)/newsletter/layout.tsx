import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';

/** Newsletter confirmation and unsubscribe pages: the unsubscribe button uses next-intl's hooks. */
export default function NewsletterLayout({ children }: { children: ReactNode }) {
  return <ClientMessagesWithHooks>{children}</ClientMessagesWithHooks>;
}
