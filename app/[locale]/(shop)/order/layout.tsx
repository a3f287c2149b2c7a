import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Checkout, its success and cancel pages: the checkout steps (and their login/registration step). */
export default function OrderLayout({ children }: { children: ReactNode }) {
  return <ClientMessages add={['checkout']}>{children}</ClientMessages>;
}
