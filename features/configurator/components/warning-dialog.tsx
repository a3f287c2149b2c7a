'use client';

import { useRef } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import type { Popup } from '../model';

/**
 * The caddy and RAID warnings of spec §4 (the model opens each once). Closing it returns focus to the
 * choice that opened it (the dialog has no trigger button for Radix to return to).
 */
export function WarningDialog({ popup, onClose }: { popup: Popup | null; onClose: () => void }) {
  const t = useTranslations('configurator');
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={popup !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          data-testid={popup ? `popup-${popup}` : undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">
            {popup === 'raid' ? t('raidTitle') : t('caddyTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-slate-700">
            {popup === 'raid' ? t('raidText') : t('caddyText')}
          </Dialog.Description>
          <div className="mt-5 flex justify-end">
            <Dialog.Close className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {t('understood')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
