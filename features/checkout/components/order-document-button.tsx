'use client';

import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { downloadQuote } from '@/features/cart/client';

/**
 * Downloads a confirmed order's PDF again through the cart's document endpoint: for an order that is no
 * longer a cart the server renders the order document, after checking the order belongs to the session.
 */
export function OrderDocumentButton({
  orderId,
  label,
  busyLabel,
  failedLabel,
}: {
  orderId: number;
  label: string;
  busyLabel: string;
  failedLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { blob, filename } = await downloadQuote(orderId);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className="btn-secondary"
        onClick={run}
        disabled={busy}
        data-testid="download-order"
      >
        <FileDown aria-hidden="true" size={18} /> {busy ? busyLabel : label}
      </button>
      <p role="status" className="mt-2 text-sm text-sale">
        {failed ? failedLabel : ''}
      </p>
    </div>
  );
}
