'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslations } from 'next-intl';

// The editor's code (tiptap, ProseMirror) loads with the first rich-text field, never with a shop page.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * A rich-text field of the form kit: label, editor, hint and the error at the field, bound to the form
 * with react-hook-form's Controller. The value is HTML ('' when empty); the server sanitises it on save.
 */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  error,
  required,
  lang,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  lang?: string;
}) {
  const t = useTranslations('formRules');
  const labelId = `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div data-testid={`${id}-field`}>
      {/* The editable area is not a control a <label for> could name: aria-labelledby names it. */}
      <span id={labelId} className="field-label block">
        {label}
        {required ? (
          <span className="text-sale" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {required ? null : <span className="font-normal text-slate-600"> {t('optional')}</span>}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Suspense
            fallback={
              <div className="min-h-52 rounded border border-slate-400 bg-slate-50" aria-busy="true" />
            }
          >
            <RichTextEditor
              id={id}
              labelId={labelId}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              describedBy={describedBy || undefined}
              invalid={!!error}
              required={required}
              lang={lang}
            />
          </Suspense>
        )}
      />
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
