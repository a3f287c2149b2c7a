import type { ReactNode } from 'react';
import './globals.css';

/** The locale layout renders <html>; this root only passes through (next-intl's pattern). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
