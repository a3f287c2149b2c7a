'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import {
  applyServerErrors,
  FormMessage,
  SelectField,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import {
  redirectCreateSchema,
  type RedirectCreateInput,
  type RedirectFormInput,
  type StaffRedirect,
} from '../content-menus-schemas';
import { createRedirect, deleteRedirect, updateRedirect } from '../api/content-menus-api';
import { StaffTable, staffColumns } from './staff-table';

type Answer = { kind: 'error' | 'success'; text: string } | null;

/** A redirect's from, to and kind; with `redirect` it edits that one (sending the version it loaded). */
export function RedirectForm({ redirect, onDone }: { redirect: StaffRedirect | null; onDone?: () => void }) {
  const t = useTranslations('backoffice.content.redirects');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    RedirectFormInput,
    unknown,
    RedirectCreateInput
  >({
    resolver: useZodResolver(redirectCreateSchema),
    defaultValues: redirect
      ? { from: redirect.path, to: redirect.to, status: redirect.status === 302 ? 302 : 301 }
      : { from: '', to: '', status: 301 },
  });
  const mutation = useMutation({
    mutationFn: (v: RedirectCreateInput) =>
      redirect
        ? updateRedirect({ ...v, path: redirect.path, updatedAt: redirect.updatedAt })
        : createRedirect(v),
    onSuccess: () => {
      setAnswer({ kind: 'success', text: redirect ? t('saved') : t('created') });
      if (!redirect) reset();
      router.refresh();
      onDone?.();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, ['from', 'to', 'status']);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  const prefix = redirect ? 'redirect-edit' : 'redirect-new';
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid={`${prefix}-form`}
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <fieldset className="space-y-3">
        <legend className="font-semibold">
          {redirect ? t('editLegend', { path: redirect.path }) : t('newLegend')}
        </legend>
        <div className="grid gap-3 md:grid-cols-[1fr_1fr_12rem]">
          <TextField
            id={`${prefix}-from`}
            label={t('from')}
            hint={t('fromHint')}
            required
            autoComplete="off"
            error={formState.errors.from?.message}
            registration={register('from')}
          />
          <TextField
            id={`${prefix}-to`}
            label={t('to')}
            hint={t('toHint')}
            required
            autoComplete="off"
            error={formState.errors.to?.message}
            registration={register('to')}
          />
          <SelectField
            label={t('status')}
            error={formState.errors.status?.message}
            registration={register('status', { setValueAs: (v) => Number(v) })}
          >
            <option value={301}>{t('status301')}</option>
            <option value={302}>{t('status302')}</option>
          </SelectField>
        </div>
      </fieldset>
      {answer ? (
        <FormMessage kind={answer.kind} testId={`${prefix}-message`}>
          {answer.text}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {redirect ? t('save') : t('create')}
        </button>
        {redirect && onDone ? (
          <button type="button" className="btn-secondary" onClick={onDone}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

const helper = staffColumns<StaffRedirect>();

/** Delete with a second, explicit confirmation in the row (no browser dialog: keyboard and tests alike). */
function DeleteRedirect({ row, onError }: { row: StaffRedirect; onError: (text: string) => void }) {
  const t = useTranslations('backoffice.content.redirects');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteRedirect(row.path, row.updatedAt),
    onSuccess: () => router.refresh(),
    onError: (e) => {
      onError(e instanceof Error ? e.message : String(e));
      router.refresh();
    },
  });
  if (!confirming)
    return (
      <button
        type="button"
        className="btn-secondary min-h-11"
        aria-label={t('deleteLabel', { path: row.path })}
        onClick={() => setConfirming(true)}
      >
        {t('delete')}
      </button>
    );
  return (
    <span
      className="inline-flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('deleteConfirm', { path: row.path })}
    >
      <span className="text-sm">{t('deleteConfirm', { path: row.path })}</span>
      <button
        type="button"
        className="btn-primary min-h-11"
        data-testid="redirect-delete-confirm"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {t('delete')}
      </button>
      <button type="button" className="btn-secondary min-h-11" onClick={() => setConfirming(false)}>
        {t('cancel')}
      </button>
    </span>
  );
}

/**
 * The redirects page's list (TanStack Table, headless; the server searched and paged it) with the form
 * for a new redirect, or for the one being edited. A product's redirect names its product.
 */
export function RedirectsTable({
  rows,
  caption,
  locale,
}: {
  rows: StaffRedirect[];
  caption: string;
  locale: 'nl' | 'en';
}) {
  const t = useTranslations('backoffice.content.redirects');
  const [editing, setEditing] = useState<StaffRedirect | null>(null);
  const [error, setError] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('path', {
          header: t('from'),
          cell: (info) => <span className="font-mono">{info.getValue()}</span>,
        }),
        helper.accessor('to', {
          header: t('to'),
          cell: (info) => <span className="font-mono break-all">{info.getValue()}</span>,
        }),
        helper.accessor('status', {
          header: t('status'),
          cell: (info) => (info.getValue() === 302 ? t('status302') : t('status301')),
        }),
        helper.accessor('product', {
          header: t('source'),
          cell: (info) => {
            const p = info.getValue();
            return p ? t('product', { name: locale === 'en' ? p.nameEn : p.nameNl }) : t('manual');
          },
        }),
        helper.display({
          id: 'actions',
          header: t('actions'),
          cell: (info) => (
            <span className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary min-h-11"
                aria-label={t('editLabel', { path: info.row.original.path })}
                onClick={() => setEditing(info.row.original)}
              >
                {t('edit')}
              </button>
              <DeleteRedirect row={info.row.original} onError={setError} />
            </span>
          ),
        }),
      ]),
    [t, locale],
  );
  return (
    <div className="space-y-6">
      {error ? (
        <FormMessage kind="error" testId="redirects-error">
          {error}
        </FormMessage>
      ) : null}
      <StaffTable
        rows={rows}
        columns={columns}
        caption={caption}
        testId="staff-redirects"
        rowHeader="path"
        row={(r) => ({ 'data-testid': 'staff-redirect-row', 'data-path': r.path })}
        sorted={['path', 'ascending']}
        empty={{ text: t('empty'), testId: 'redirects-empty' }}
      />
      <section
        className="card p-4"
        data-testid="redirect-form-section"
        aria-label={editing ? t('editLegend', { path: editing.path }) : t('newLegend')}
      >
        {editing ? (
          <RedirectForm
            key={`${editing.path}-${editing.updatedAt}`}
            redirect={editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <RedirectForm key="new" redirect={null} />
        )}
      </section>
    </div>
  );
}
