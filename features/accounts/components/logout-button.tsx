'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LogOut } from 'lucide-react';
import { logout } from '../api/session';

/** Logs out, reloads the visitor uid and goes home with a full load (header and cart as a visitor). */
export function LogoutButton({ className = 'btn-secondary w-full' }: { className?: string }) {
  const t = useTranslations('accounts.portal');
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      data-testid="logout"
      onClick={async () => {
        setBusy(true);
        try {
          await logout();
        } finally {
          window.location.assign(document.documentElement.lang === 'en' ? '/en' : '/');
        }
      }}
    >
      <LogOut aria-hidden="true" size={18} /> {busy ? t('loggingOut') : t('logout')}
    </button>
  );
}
