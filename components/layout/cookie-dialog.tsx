'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { readCookie } from '@/lib/http/cookies';
import { CONSENT_COOKIE } from './consent';

export const COOKIE_DIALOG_DELAY_MS = 4000;

const CookieDialogPanel = lazy(() =>
  import('./cookie-dialog-panel').then((m) => ({ default: m.CookieDialogPanel })),
);

/**
 * Cookie dialog (spec §2, §9): shown 4 s after load until the visitor chooses; the choice is kept for a
 * year. Rejecting is as easy as accepting, and nothing non-essential is set before consent. The dialog's
 * own code loads when it is due, not with every page (most visitors have chosen already).
 */
export function CookieDialog() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (readCookie(CONSENT_COOKIE)) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieDialogPanel onChosen={() => setVisible(false)} />
    </Suspense>
  );
}
