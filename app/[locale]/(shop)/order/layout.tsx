import type { ReactNode } from 'react';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';

/** Checkout, its success and cancel pages: the checkout steps (and their login/registration step). */
export default function OrderLayout({ children }: { children: ReactNode }) {
  return <ClientMessagesWithHooks add={['checkout']}>{children}</ClientMessagesWithHooks>;
}
