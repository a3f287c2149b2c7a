'use client';

import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { X } from 'lucide-react';
import { CaptchaScope, useCaptcha } from '@/components/captcha/use-captcha';
import {
  applyServerErrors,
  CaptchaNotice,
  Field,
  Input,
  TextArea,
  useZodResolver,
} from '@/components/forms/form-kit';
import { postPreOrder } from '../api/submit';

const FIELDS = ['quantity', 'name', 'company', 'email', 'phone', 'message', 'product_id', 'captcha'] as const;

interface Props {
  productId: number;
  productName: string;
  article: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes (the button that opened it). */
  returnFocus: () => void;
}

/**
 * The pre-order request form in a dialog (loaded by ./pre-order-dialog when its button is first used, so
 * a listing full of products on request doesn't hydrate a form per card).
 */
function PreOrderFormDialogBody({ productId, productName, article, open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('preOrder');
  const tc = useTranslations('contactForm');
  const captcha = useCaptcha();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: useZodResolver(() => import('../schemas').then((m) => m.preOrderSchema)),
    defaultValues: {
      product_id: productId,
      quantity: 1,
      name: '',
      company: '',
      email: '',
      phone: '',
      message: '',
    },
  });
  const { register, handleSubmit, setError, formState, reset } = form;
  const e = formState.errors;
  const send = useMutation({
    mutationFn: postPreOrder,
    onSuccess: (r) => {
      setDone(r.message);
      reset();
    },
    onError: (err) => {
      setFailure(applyServerErrors(err, setError, FIELDS));
    },
  });
  const p = `pre-${productId}`;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (onOpenChange(o), o || setDone(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(36rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl"
          data-testid="pre-order-dialog"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">{t('title', { name: productName })}</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label={t('close')}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">{t('intro')}</Dialog.Description>
          <div role="status" className="text-sm font-medium text-ok">
            {done}
          </div>
          {done ? null : (
            <form
              noValidate
              className="space-y-3"
              onSubmit={handleSubmit(async (values) => {
                setFailure(null);
                send.mutate({ ...values, captcha: await captcha('pre_order') });
              })}
            >
              <p className="text-sm">
                {t('product')}: <strong>{productName}</strong> ({article})
              </p>
              <input type="hidden" {...register('product_id')} />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${p}-quantity`} label={t('quantity')} error={e.quantity?.message} required>
                  {(a) => (
                    <Input
                      {...a}
                      type="number"
                      min={1}
                      max={999}
                      inputMode="numeric"
                      {...register('quantity')}
                    />
                  )}
                </Field>
                <Field id={`${p}-company`} label={t('company')} error={e.company?.message} optional>
                  {(a) => <Input {...a} autoComplete="organization" {...register('company')} />}
                </Field>
                <Field id={`${p}-name`} label={tc('name')} error={e.name?.message} required>
                  {(a) => <Input {...a} autoComplete="name" {...register('name')} />}
                </Field>
                <Field id={`${p}-email`} label={tc('email')} error={e.email?.message} required>
                  {(a) => <Input {...a} type="email" autoComplete="email" {...register('email')} />}
                </Field>
                <Field id={`${p}-phone`} label={tc('phone')} error={e.phone?.message} required>
                  {(a) => <Input {...a} type="tel" autoComplete="tel" {...register('phone')} />}
                </Field>
              </div>
              <Field id={`${p}-message`} label={t('message')} error={e.message?.message} optional>
                {(a) => <TextArea {...a} rows={3} maxLength={600} {...register('message')} />}
              </Field>
              <div role="alert" className="text-sm text-sale">
                {failure ?? e.product_id?.message ?? e.captcha?.message}
              </div>
              <CaptchaNotice />
              <button type="submit" className="btn-primary" disabled={send.isPending}>
                {t('submit')}
              </button>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The form inside the reCAPTCHA scope its token comes from. */
export function PreOrderFormDialog(props: Props) {
  return (
    <CaptchaScope>
      <PreOrderFormDialogBody {...props} />
    </CaptchaScope>
  );
}
