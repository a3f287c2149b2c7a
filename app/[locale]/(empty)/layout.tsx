import type { ReactNode } from 'react';

/** The empty layout of spec §2: the page alone, without header and footer. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
