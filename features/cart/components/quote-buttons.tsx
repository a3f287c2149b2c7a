'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FileDown, Printer } from 'lucide-react';
import { downloadQuote } from '../api/cart-edits';

/** Spec §9: the printed document's frame is removed after 60 s. */
export const PRINT_FRAME_TTL_MS = 60_000;

/** Download the cart as a quote (offerte) PDF, or print it. */
export function QuoteButtons({ orderId }: { orderId: number | null }) {
  const t = useTranslations('cart');
  const [busy, setBusy] = useState(false);
  const run = async (print: boolean) => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadQuote(orderId);
      const url = URL.createObjectURL(blob);
      if (print) {
        const frame = document.createElement('iframe');
        frame.style.position = 'fixed';
        frame.style.width = '0';
        frame.style.height = '0';
        frame.style.border = '0';
        frame.title = filename;
        frame.src = url;
        frame.onload = () => frame.contentWindow?.print();
        document.body.appendChild(frame);
        setTimeout(() => {
          frame.remove();
          URL.revokeObjectURL(url);
        }, PRINT_FRAME_TTL_MS);
      } else {
        const a = document.createElement('a');
        a.href = url;
        a.download = filename;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), PRINT_FRAME_TTL_MS);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-secondary"
        onClick={() => run(false)}
        disabled={busy}
        data-testid="download-quote"
      >
        <FileDown aria-hidden="true" size={18} /> {t('downloadQuote')}
      </button>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => run(true)}
        disabled={busy}
        data-testid="print-quote"
      >
        <Printer aria-hidden="true" size={18} /> {t('printQuote')}
      </button>
    </div>
  );
}
