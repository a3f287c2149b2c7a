import type { ReactNode } from 'react';
import { RegisterProvider } from '@/features/accounts/components/register-provider';

/** Keeps step one in memory while the customer moves on to step two. */
export default function RegisterLayout({ children }: { children: ReactNode }) {
  return <RegisterProvider>{children}</RegisterProvider>;
}
