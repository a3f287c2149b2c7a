import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { orderNumber } from '@/features/documents';
import { requireAdminPage } from '@/features/backoffice/server/pages';
import { parseListQuery, translateErrors } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
import { auditActors, listAudit } from '@/features/backoffice/server/audit';
import { AUDIT_ENTITIES, auditListQuerySchema } from '@/features/backoffice/team-schemas';
import { AUDIT_ACTIONS } from '@/features/backoffice/team-model';
import { AuditTable } from '@/features/backoffice/components/audit-table';
import { PageHead } from '../../_shared/page-head';

/** The list's filters as URL parameters (page is the pagination's). */
const FILTER_NAMES = ['entity', 'action', 'actor', 'entityId', 'from', 'to'] as const;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'backoffice.audit' });
  return { title: t('title'), robots: { index: false } };
}

/** What an entry's data says, as short `key: value` lines (amounts stay in cents, as recorded). */
function detailsOf(data: Record<string, unknown> | null): string[] {
  if (!data) return [];
  return Object.entries(data).map(
    ([k, v]) => `${k}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
}

/**
 * Admin page: the audit log, newest first, filtered by kind of record, action, actor, record id and date
 * range, a page at a time; each entry links to its record. A GET form and links: it works without
 * JavaScript and every view has its URL. Anyone but a verified admin gets the 404 page.
 */
export default async function StaffAuditPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage();
  // A hand-edited URL or a bad date range: the message at its field, and the first page of everything.
  const { query, filters, keep, errors } = parseListQuery(
    auditListQuerySchema,
    await searchParams,
    FILTER_NAMES,
  );
  const [t, tm, list, actors] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.audit' }),
    getTranslations({ locale }),
    listAudit(query),
    auditActors(),
  ]);
  const fields = listFields('audit', filters, translateErrors(tm, errors));
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  });
  const entityLabel = (entity: string) => translateIfKey(t, `entities.${entity}`);
  const rows = list.data.map((e) => ({
    id: e.id,
    actorName: e.actorName,
    entity: e.entity,
    entityId: e.entityId,
    atText: when.format(new Date(e.at)),
    recordText: t('record', {
      entity: entityLabel(e.entity),
      id: e.entity === 'order' && /^\d+$/.test(e.entityId) ? orderNumber(Number(e.entityId)) : e.entityId,
    }),
    actionText: translateIfKey(t, `actions.${e.action}`),
    details: detailsOf(e.data),
    link: e.href ? localePath(locale, e.href) : null,
  }));
  // The filter's options: the known actions, and the one asked for should the URL name another.
  const actions: string[] = [...AUDIT_ACTIONS];
  if (filters.action && !actions.includes(filters.action)) actions.push(filters.action);
  return (
    <div className="container-shop py-8">
      <StaffListHeader
        heading={<PageHead title={t('title')} intro={t('intro')} />}
        count={t('count', { total: list.meta.total })}
        countTestId="audit-count"
      >
        <ListFilters
          label={t('filters.legend')}
          className="mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3"
          actionsClassName="sm:col-span-2 lg:col-span-3"
          apply={t('filters.apply')}
          reset={t('filters.reset')}
          resetHref="/staff/audit"
        >
          {fields.select(
            'entity',
            t('filters.entity'),
            AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`entities.${e}`) })),
            t('filters.entityAll'),
          )}
          {fields.select(
            'action',
            t('filters.action'),
            actions.map((a) => ({ value: a, label: translateIfKey(t, `actions.${a}`) })),
            t('filters.actionAll'),
          )}
          {fields.select(
            'actor',
            t('filters.actor'),
            actors.map((a) => ({ value: String(a.id), label: a.name })),
            t('filters.actorAll'),
          )}
          <div>
            <label htmlFor="audit-entityId" className="field-label">
              {t('filters.entityId')}
            </label>
            <input
              id="audit-entityId"
              name="entityId"
              defaultValue={filters.entityId ?? ''}
              maxLength={40}
              className="field-input w-full"
              {...fields.aria('entityId', true)}
            />
            <p id="audit-entityId-hint" className="mt-0.5 text-xs text-slate-600">
              {t('filters.entityIdHint')}
            </p>
            {fields.error('entityId')}
          </div>
          {fields.date('from', t('filters.from'))}
          {fields.date('to', t('filters.to'))}
        </ListFilters>
      </StaffListHeader>
      <AuditTable rows={rows} caption={t('caption')} empty={t('empty')} />
      <Pagination pathname="/staff/audit" keep={keep} page={list.meta.page} lastPage={list.meta.lastPage} />
    </div>
  );
}
