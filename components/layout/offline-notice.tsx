'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { WifiOff } from 'lucide-react';

/** Offline state (spec §4, §8): a notice with 'Reload page' while the browser has no network. */
export function OfflineNotice() {
  const t = useTranslations('offline');
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-50 bg-amber-100 text-amber-950 shadow"
      data-testid="offline-notice"
    >
      <div className="container-shop flex flex-wrap items-center gap-3 py-3">
        <WifiOff aria-hidden="true" size={20} />
        <p className="flex-1 text-sm">
          <strong>{t('title')}.</strong> {t('text')}
        </p>
        <button type="button" className="btn-secondary" onClick={() => location.reload()}>
          {t('reload')}
        </button>
      </div>
    </div>
  );
}
