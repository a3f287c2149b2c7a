import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';

// No 'use client': these render the same on the server (the light forms of ./deferred-form.tsx) and in
// client forms.

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
  className?: string;
}

/** Label, control, hint and the error at the field (linked with aria-describedby). */
export function Field({ id, label, error, hint, required, children, className }: FieldProps) {
  const t = useTranslations('formRules');
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-sale" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> ({t('optional')})</span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Input({
  ref,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={`field-input aria-[invalid=true]:border-sale ${className ?? ''}`}
      {...props}
    />
  );
}

export function TextArea({
  ref,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={ref}
      className={`field-input aria-[invalid=true]:border-sale ${className ?? ''}`}
      {...props}
    />
  );
}
