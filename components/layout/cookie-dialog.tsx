'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { readCookie } from '@/lib/http/cookies';
import { reportChunkFailure } from '@/lib/chunk-reload';
import { withIntl } from '@/components/i18n/lazy-intl';
import { CONSENT_COOKIE } from './consent';

export const COOKIE_DIALOG_DELAY_MS = 4000;

type Panel = ComponentType<{ onChosen: () => void }>;

const loadPanel = withIntl(() => import('./cookie-dialog-panel').then((m) => m.CookieDialogPanel));

/**
 * Cookie dialog (spec §2, §9): shown 4 s after load until the visitor chooses; the choice is kept for a
 * year. Rejecting is as easy as accepting, and nothing non-essential is set before consent. The dialog's
 * own code loads when it is due, not with every page (most visitors have chosen already); if that load
 * fails (offline), the page says so (offline notice) instead of failing as a whole.
 */
export function CookieDialog() {
  const [Dialog, setDialog] = useState<Panel | null>(null);
  useEffect(() => {
    if (readCookie(CONSENT_COOKIE)) return;
    let mounted = true;
    const timer = setTimeout(() => {
      loadPanel().then((panel) => {
        if (mounted) setDialog(() => panel);
      }, reportChunkFailure);
    }, COOKIE_DIALOG_DELAY_MS);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, []);
  return Dialog ? <Dialog onChosen={() => setDialog(null)} /> : null;
}
