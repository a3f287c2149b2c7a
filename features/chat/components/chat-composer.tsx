'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { Paperclip, Send } from 'lucide-react';
import { HttpError } from '@/lib/http/client';
import { applyServerErrors, TextField, useZodResolver } from '@/components/forms/form-kit';
import { CHAT_FILE_ACCEPT } from '../model';
import { messageFormSchema, offlineMessageFormSchema } from '../schemas';

interface Props {
  onSend: (message: string, email?: string) => Promise<unknown>;
  onFile: (file: File) => Promise<unknown>;
  label: string;
  /** Asks for an e-mail address (for an answer by mail) under this label. */
  emailLabel?: string;
  autoFocus?: boolean;
  testId?: string;
}

function fieldMessage(err: unknown, field: string): string | null {
  if (!(err instanceof HttpError)) return null;
  const errors = (err.body?.errors ?? {}) as Record<string, string[]>;
  return errors[field]?.join(' ') ?? err.message;
}

type ComposerValues = { message: string; email?: string };

/** Message form (Enter sends, Shift+Enter is a new line) and file picker, errors at the field. */
export function ChatComposer({
  onSend,
  onFile,
  label,
  emailLabel,
  autoFocus,
  testId = 'chat-composer',
}: Props) {
  const t = useTranslations('chat');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ComposerValues>({
    resolver: useZodResolver<z.ZodType<ComposerValues, ComposerValues>>(
      emailLabel ? offlineMessageFormSchema : messageFormSchema,
    ),
    defaultValues: { message: '', email: '' },
  });
  const errorText = form.formState.errors.message?.message;
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit(async ({ message, email }) => {
    try {
      await onSend(message, emailLabel ? email : undefined);
      form.resetField('message');
    } catch (e) {
      const text = applyServerErrors(e, form.setError, emailLabel ? ['email', 'message'] : ['message']);
      if (text) form.setError('message', { message: text });
    }
  });

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    setUploading(true);
    try {
      await onFile(file);
    } catch (e) {
      setFileError(fieldMessage(e, 'file'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3" data-testid={testId} noValidate>
      {emailLabel ? (
        <TextField
          className="mb-2"
          id={`${id}-email`}
          label={emailLabel}
          type="email"
          autoComplete="email"
          error={emailError}
          registration={form.register('email')}
        />
      ) : null}
      <label htmlFor={`${id}-msg`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-msg`}
        rows={2}
        className="field-input resize-none"
        placeholder={t('placeholder')}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-err` : undefined}
        autoFocus={autoFocus}
        onKeyDown={onKeyDown}
        maxLength={2000}
        {...form.register('message')}
      />
      {errorText ? (
        <p id={`${id}-err`} className="field-error" role="alert">
          {errorText}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <div>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={CHAT_FILE_ACCEPT}
            className="peer sr-only"
            aria-describedby={`${id}-filehint${fileError ? ` ${id}-fileerr` : ''}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => void pickFile(e.target.files?.[0])}
            disabled={uploading}
            data-testid="chat-file-input"
          />
          <label
            htmlFor={`${id}-file`}
            className="btn-ghost cursor-pointer px-2 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600"
          >
            <Paperclip aria-hidden="true" size={18} />
            <span>{uploading ? t('sending') : t('sendFile')}</span>
          </label>
        </div>
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          <Send aria-hidden="true" size={16} />
          {t('send')}
        </button>
      </div>
      <p id={`${id}-filehint`} className="mt-1 text-xs text-slate-600">
        {t('fileHint')}
      </p>
      {fileError ? (
        <p id={`${id}-fileerr`} className="field-error" role="alert">
          {fileError}
        </p>
      ) : null}
    </form>
  );
}
