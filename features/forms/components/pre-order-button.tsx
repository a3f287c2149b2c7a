'use client';

import { useRef, useState } from 'react';
import { withIntl } from '@/components/i18n/lazy-intl';

const load = withIntl(() => import('./pre-order-form-dialog').then((m) => m.PreOrderFormDialog));
type FormDialog = Awaited<ReturnType<typeof load>>;

/**
 * The button of ./pre-order-dialog.tsx, which opens the pre-order form in a dialog. The
 * dialog and its form (Radix, react-hook-form) load when the button is first approached or used.
 */
export function PreOrderButton({
  productId,
  productName,
  article,
  text,
}: {
  productId: number;
  productName: string;
  article: string;
  text: string;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<FormDialog | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const show = () => {
    setLoading(true);
    void load()
      .then((dialog) => {
        setDialog(() => dialog);
        setOpen(true);
      })
      .finally(() => setLoading(false));
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="btn-secondary w-full"
        data-testid="pre-order-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={show}
      >
        {text}
      </button>
      {Dialog ? (
        <Dialog
          productId={productId}
          productName={productName}
          article={article}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => trigger.current?.focus()}
        />
      ) : null}
    </>
  );
}
