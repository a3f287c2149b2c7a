'use client';

import { useCallback, useRef } from 'react';
import { useTranslations } from '@/components/i18n/hooks';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { fieldIssues } from '@/lib/validation';
import { HttpError } from '@/lib/http/errors';
import { useCaptchaEnabled } from '../captcha/captcha';
import { CaptchaNoticeText } from '../captcha/captcha-notice';

export { Field, Input, TextArea } from './fields';

type Translate = ReturnType<typeof useTranslations>;

/** A message key ('validation.tooShort') translated with its params; other text as it is. */
export function translateKey(t: Translate, message: string, params: Record<string, number> = {}): string {
  if (!/^[a-zA-Z]+\.[a-zA-Z0-9_.]+$/.test(message)) return message;
  return t.has(message) ? t(message, params) : message;
}

/**
 * A react-hook-form resolver from the zod schema the server uses, with messages translated here
 * (min/max filled in), so client and server show the same texts. Forms on catalogue pages pass a loader
 * (`() => import('../schemas').then((m) => m.schema)`): zod is then fetched when the form is first
 * validated instead of with the page.
 */
export function useZodResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T | (() => Promise<T>),
): Resolver<z.input<T>, unknown, z.output<T>> {
  const t = useTranslations();
  const loaded = useRef<Promise<T> | null>(null);
  return useCallback(
    async (values: z.input<T>) => {
      const s = typeof schema === 'function' ? await (loaded.current ??= schema()) : schema;
      const result = await s.safeParseAsync(values);
      if (result.success) return { values: result.data, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of fieldIssues(result.error)) {
        errors[issue.field] ??= {
          type: 'validate',
          message: translateKey(t, issue.message, { ...issue.params }),
        };
      }
      return { values: {}, errors };
    },
    [schema, t],
  ) as unknown as Resolver<z.input<T>, unknown, z.output<T>>;
}

/** Puts a 422 answer's field messages at the fields; returns false when the error was not a 422. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof HttpError) || error.status !== 422) return false;
  const errors = (error.body?.errors ?? {}) as Record<string, string[]>;
  let first = true;
  for (const [field, messages] of Object.entries(errors)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  return true;
}

/** The notice Google requires when the reCAPTCHA badge is hidden; only shown when captcha is on. */
export function CaptchaNotice({ dark = false }: { dark?: boolean }) {
  return <CaptchaNoticeText shown={useCaptchaEnabled()} dark={dark} />;
}
