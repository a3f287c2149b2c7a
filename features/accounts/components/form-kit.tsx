'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/hooks';
import type { FieldErrors, FieldValues, Resolver, UseFormSetError, Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldIssues } from '@/lib/validation';
import { HttpError } from '@/lib/http/client';
import { fieldErrorsOf } from '@/lib/http/errors';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Translates a message key from the shared zod schema ('validation.tooShort' + {min}); plain text stays. */
export function useMessage(): Translate {
  const t = useTranslations();
  return (key, values) => (/^[a-zA-Z]+\.[a-zA-Z0-9_.]+$/.test(key) && t.has(key) ? t(key, values) : key);
}

/** react-hook-form resolver over the same zod schema the server uses, with translated messages. */
export function zodFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  message: Translate,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of fieldIssues(result.error)) {
      errors[issue.field] ??= { type: 'validation', message: message(issue.message, { ...issue.params }) };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}

/** Puts a server 422's field messages at the fields; answers the message for the form when none fit. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof HttpError)) return String(error);
  const byField = error.status === 422 ? fieldErrorsOf(error.body) : {};
  let placed = false;
  for (const [field, messages] of Object.entries(byField)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : error.message;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  registration: object;
}

/** A labelled input with its hint and error attached through aria-describedby. */
export function TextField({ label, error, hint, optional, registration, className, ...input }: FieldProps) {
  const id = useId();
  const t = useTranslations('accounts');
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label} {optional ? <span className="font-normal text-slate-600">{t('optional')}</span> : null}
      </label>
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
          aria-invalid={error ? true : undefined}
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
