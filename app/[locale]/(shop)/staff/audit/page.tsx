import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { orderNumber } from '@/features/documents';
import { requireAdminPage } from '@/features/backoffice/server/pages';
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
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  // A hand-edited URL or a bad date range: the message at its field, and the first page of everything.
  const parsed = auditListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : auditListQuerySchema.parse({});
  const [t, tm, list, actors] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.audit' }),
    getTranslations({ locale }),
    listAudit(query),
    auditActors(),
  ]);
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= translateIfKey(tm, issue.message);
    }
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  });
  const filters = Object.fromEntries(
    Object.entries(raw).filter(([k]) => FILTER_NAMES.includes(k as (typeof FILTER_NAMES)[number])),
  );
  const valid = parsed.success ? filters : {};
  const pageHref = (page: number) => ({ pathname: '/staff/audit', query: { ...valid, page } });
  const { page, lastPage, total } = list.meta;
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
  const field = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `audit-${name}-error` } : {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`audit-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const select = (name: 'entity' | 'action' | 'actor', options: [string, string][], all: string) => (
    <div>
      <label htmlFor={`audit-${name}`} className="field-label">
        {t(`filters.${name}`)}
      </label>
      <select
        id={`audit-${name}`}
        name={name}
        defaultValue={filters[name] ?? ''}
        className="field-input w-full"
        {...field(name)}
      >
        <option value="">{all}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {fieldError(name)}
    </div>
  );
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <form
        method="get"
        className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3"
        role="search"
        aria-label={t('filters.legend')}
      >
        {select(
          'entity',
          AUDIT_ENTITIES.map((e) => [e, t(`entities.${e}`)]),
          t('filters.entityAll'),
        )}
        {select(
          'action',
          actions.map((a) => [a, translateIfKey(t, `actions.${a}`)]),
          t('filters.actionAll'),
        )}
        {select(
          'actor',
          actors.map((a) => [String(a.id), a.name]),
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
            aria-describedby={`audit-entityId-hint${errors.entityId ? ' audit-entityId-error' : ''}`}
            aria-invalid={errors.entityId ? true : undefined}
          />
          <p id="audit-entityId-hint" className="mt-0.5 text-xs text-slate-600">
            {t('filters.entityIdHint')}
          </p>
          {fieldError('entityId')}
        </div>
        {(['from', 'to'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`audit-${name}`} className="field-label">
              {t(`filters.${name}`)}
            </label>
            <input
              id={`audit-${name}`}
              name={name}
              type="date"
              defaultValue={filters[name] ?? ''}
              className="field-input w-full"
              {...field(name)}
            />
            {fieldError(name)}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn-primary">
            {t('filters.apply')}
          </button>
          <Link href="/staff/audit" className="link inline-flex min-h-11 items-center">
            {t('filters.reset')}
          </Link>
        </div>
      </form>
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid="audit-count">
        {t('count', { total })}
      </p>
      {rows.length === 0 ? (
        <p className="card p-4" data-testid="audit-empty">
          {t('empty')}
        </p>
      ) : (
        <AuditTable rows={rows} caption={t('caption')} />
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
