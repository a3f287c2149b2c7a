import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';

/** The chat page: its conversation renders with the page and uses next-intl's hooks. */
export default function ChatLayout({ children }: { children: ReactNode }) {
  return <ClientMessagesWithHooks>{children}</ClientMessagesWithHooks>;
}
