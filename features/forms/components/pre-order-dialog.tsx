'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

type FormDialog = typeof import('./pre-order-form-dialog').PreOrderFormDialog;
const load = () => import('./pre-order-form-dialog');

/**
 * Pre-order request for a product that is not in stock: a button that opens the form in a dialog. The
 * dialog and its form (Radix, react-hook-form) load when the button is first approached or used.
 */
export function PreOrderDialog({
  productId,
  productName,
  article,
}: {
  productId: number;
  productName: string;
  article: string;
}) {
  const t = useTranslations('preOrder');
  const trigger = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<FormDialog | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const show = () => {
    setLoading(true);
    void load()
      .then(({ PreOrderFormDialog }) => {
        setDialog(() => PreOrderFormDialog);
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
        {t('button')}
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
