'use client';

import { useCallback, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { fieldIssues, isMessageKey } from '@/lib/validation';
import { HttpError, fieldErrorsOf } from '@/lib/http/errors';
import { useCaptchaEnabled } from '../captcha/captcha';
import { CaptchaNoticeText } from '../captcha/captcha-notice';
import { translateIfKey } from '@/lib/i18n/message-key';

export { CheckboxField, Field, FormMessage, Input, SelectField, TextArea, TextField } from './fields';
/** Rich text (HTML) with its editor loaded on demand; back-office forms only. */
export { RichTextField } from './rich-text-field';

/**
 * The one react-hook-form resolver: the zod schema the server uses, with its message keys translated here
 * (min/max filled in), so client and server show the same texts. Forms on catalogue pages pass a loader
 * (`() => import('../schemas').then((m) => m.schema)`): zod is then fetched when the form is first
 * validated instead of with the page.
 */
export function useZodResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T | (() => Promise<T>),
): Resolver<z.input<T>, unknown, z.output<T>> {
  const t = useTranslations();
  const loaded = useRef<Promise<T> | null>(null);
  const resolve = useCallback(
    async (values: z.input<T>) => {
      const s = typeof schema === 'function' ? await (loaded.current ??= schema()) : schema;
      const result = await s.safeParseAsync(values);
      if (result.success) return { values: result.data, errors: {} };
      const errors: Record<string, FieldError> = {};
      for (const issue of fieldIssues(result.error)) {
        const message = issue.message;
        errors[issue.field] ??= {
          type: 'validate',
          message: isMessageKey(message) ? translateIfKey(t, message, { ...issue.params }) : message,
        };
      }
      return { values: {}, errors };
    },
    [schema, t],
  );
  return resolve as Resolver<z.input<T>, unknown, z.output<T>>;
}

/**
 * Puts a 422 answer's field messages at the fields (focusing the first); answers the message for the form
 * when no field took one (other errors, or a 422 about fields the form does not have), else null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof HttpError)) return error instanceof Error ? error.message : String(error);
  const byField = error.status === 422 ? fieldErrorsOf(error.body) : {};
  let placed = false;
  for (const [field, messages] of Object.entries(byField)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message;
}

/** The notice Google requires when the reCAPTCHA badge is hidden; only shown when captcha is on. */
export function CaptchaNotice({ dark = false }: { dark?: boolean }) {
  return <CaptchaNoticeText shown={useCaptchaEnabled()} dark={dark} />;
}
