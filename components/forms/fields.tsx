import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslations } from 'next-intl';

// No 'use client': these render the same on the server (the light forms of ./deferred-form.tsx) and in
// client forms.

export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  children: (aria: FieldAria) => ReactNode;
  className?: string;
}

/** Label, control, hint and the error at the field (linked with aria-describedby): every form's field. */
export function Field({ id, label, error, hint, required, optional, children, className }: FieldProps) {
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
        ) : null}
        {optional ? <span className="font-normal text-slate-600"> {t('optional')}</span> : null}
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

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** react-hook-form's `register(name)`. */
  registration?: object;
}

/** A Field holding one input: the short form for the many plain text inputs. */
export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  required,
  registration,
  className,
  ...input
}: TextFieldProps) {
  const own = useId();
  return (
    <Field
      id={id ?? own}
      label={label}
      error={error}
      hint={hint}
      required={required}
      optional={optional}
      className={className}
    >
      {(aria) => <Input {...aria} required={required} {...input} {...registration} />}
    </Field>
  );
}

/** A Field holding a select. */
export function SelectField({
  label,
  error,
  registration,
  children,
  className,
}: {
  label: string;
  error?: string;
  registration: object;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(aria) => (
        <select className="field-input aria-[invalid=true]:border-sale" {...aria} {...registration}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it, hint and error below. */
export function CheckboxField({
  label,
  error,
  hint,
  registration,
}: {
  label: ReactNode;
  error?: string;
  hint?: string;
  registration: object;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-6 shrink-0 accent-brand-600"
          aria-invalid={!!error}
          aria-describedby={describedBy}
          {...registration}
        />
        <label htmlFor={id} className="pt-0.5 text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ml-8 mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error ml-8" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Form-level message in a live region, so screen readers hear server answers. */
export function FormMessage({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`whitespace-pre-line rounded-md border px-3 py-2 text-sm ${kind === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-900'}`}
    >
      {children}
    </div>
  );
}
