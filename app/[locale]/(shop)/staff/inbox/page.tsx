import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { parseListQuery, translateErrors } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
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
  // A hand-edited URL: the message at its field, and the first page of all messages.
  const { query, filters, keep, errors } = parseListQuery(
    inboxListQuerySchema,
    await searchParams,
    FILTER_NAMES,
  );
  const [t, tm, list, assignees] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.inbox' }),
    getTranslations({ locale }),
    listInbox(query, staff.id, locale),
    listAssignees(),
  ]);
  const fields = listFields('inbox', filters, translateErrors(tm, errors));
  return (
    <div className="container-shop py-8">
      <StaffListHeader
        heading={
          <>
            <PageHead title={t('title')} intro={t('intro')} />
            <InboxTabs locale={locale} current="messages" />
          </>
        }
        count={t('count', { total: list.meta.total })}
        countTestId="inbox-count"
      >
        <ListFilters
          label={t('filters.legend')}
          className="mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
          actionsClassName="sm:col-span-2 lg:col-span-4"
          apply={t('filters.apply')}
          reset={t('filters.reset')}
          resetHref="/staff/inbox"
        >
          {fields.search(t('filters.search'), {
            hint: t('filters.searchHint'),
            maxLength: 100,
            className: 'sm:col-span-2 lg:col-span-1',
          })}
          {fields.select(
            'status',
            t('filters.status'),
            INBOX_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            t('filters.statusAll'),
          )}
          {fields.select(
            'kind',
            t('filters.kind'),
            INBOX_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
            t('filters.kindAll'),
          )}
          {fields.select(
            'assignee',
            t('filters.assignee'),
            [
              { value: 'mine', label: t('filters.mine') },
              { value: 'unassigned', label: t('filters.unassigned') },
              ...assignees.map((a) => ({ value: String(a.id), label: a.name })),
            ],
            t('filters.assigneeAll'),
          )}
        </ListFilters>
      </StaffListHeader>
      <InboxTable rows={list.data} caption={t('title')} empty={t('empty')} />
      <Pagination pathname="/staff/inbox" keep={keep} page={list.meta.page} lastPage={list.meta.lastPage} />
    </div>
  );
}
