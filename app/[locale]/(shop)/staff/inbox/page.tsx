import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { listAssignees, listInbox } from '@/features/backoffice/server/inbox';
import { inboxListQuerySchema } from '@/features/backoffice/inbox-schemas';
import { INBOX_KINDS, INBOX_STATUSES } from '@/features/backoffice/inbox-model';
import { InboxTable } from '@/features/backoffice/components/inbox-table';
import { PageHead } from '../../_shared/page-head';
import { InboxTabs } from './inbox-tabs';

/** The list's filters as URL parameters (page is the pagination's). */
const FILTER_NAMES = ['q', 'status', 'kind', 'assignee'] as const;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'backoffice.inbox' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: contact messages, pre-order requests and chats left outside opening hours in one list,
 * newest first, a page at a time, filtered by status, kind and assignee and searched by name, e-mail or
 * text. A GET form and links: it works without JavaScript and every view has its URL.
 */
export default async function StaffInboxPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const staff = await requireStaffPage();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  // A hand-edited URL: the message at its field, and the first page of all messages.
  const parsed = inboxListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : inboxListQuerySchema.parse({});
  const [t, tm, list, assignees] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.inbox' }),
    getTranslations({ locale }),
    listInbox(query, staff.id, locale),
    listAssignees(),
  ]);
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= translateIfKey(tm, issue.message);
    }
  const filters = Object.fromEntries(
    Object.entries(raw).filter(([k]) => FILTER_NAMES.includes(k as (typeof FILTER_NAMES)[number])),
  );
  const valid = parsed.success ? filters : {};
  const pageHref = (page: number) => ({ pathname: '/staff/inbox', query: { ...valid, page } });
  const { page, lastPage, total } = list.meta;
  const field = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `inbox-${name}-error` } : {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`inbox-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const select = (
    name: 'status' | 'kind' | 'assignee',
    options: readonly { value: string; label: string }[],
    all: string,
  ) => (
    <div>
      <label htmlFor={`inbox-${name}`} className="field-label">
        {t(`filters.${name}`)}
      </label>
      <select
        id={`inbox-${name}`}
        name={name}
        defaultValue={filters[name] ?? ''}
        className="field-input w-full"
        {...field(name)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {fieldError(name)}
    </div>
  );
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <InboxTabs locale={locale} current="messages" />
      <form
        method="get"
        className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        role="search"
        aria-label={t('filters.legend')}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="inbox-q" className="field-label">
            {t('filters.search')}
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className="field-input w-full"
            aria-describedby={errors.q ? 'inbox-q-hint inbox-q-error' : 'inbox-q-hint'}
            aria-invalid={errors.q ? true : undefined}
          />
          <p id="inbox-q-hint" className="mt-0.5 text-xs text-slate-600">
            {t('filters.searchHint')}
          </p>
          {fieldError('q')}
        </div>
        {select(
          'status',
          INBOX_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          t('filters.statusAll'),
        )}
        {select(
          'kind',
          INBOX_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
          t('filters.kindAll'),
        )}
        {select(
          'assignee',
          [
            { value: 'mine', label: t('filters.mine') },
            { value: 'unassigned', label: t('filters.unassigned') },
            ...assignees.map((a) => ({ value: String(a.id), label: a.name })),
          ],
          t('filters.assigneeAll'),
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {t('filters.apply')}
          </button>
          <Link href="/staff/inbox" className="link">
            {t('filters.reset')}
          </Link>
        </div>
      </form>
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid="inbox-count">
        {t('count', { total })}
      </p>
      {list.data.length === 0 ? (
        <p className="card p-4" data-testid="inbox-empty">
          {t('empty')}
        </p>
      ) : (
        <InboxTable rows={list.data} caption={t('title')} />
      )}
      {lastPage > 1 ? (
        <nav aria-label={t('pagination.label')} className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="btn-secondary" rel="prev">
              {t('pagination.previous')}
            </Link>
          ) : null}
          <span>{t('pagination.pageOf', { page, last: lastPage })}</span>
          {page < lastPage ? (
            <Link href={pageHref(page + 1)} className="btn-secondary" rel="next">
              {t('pagination.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
