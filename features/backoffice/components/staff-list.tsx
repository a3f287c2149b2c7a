import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/*
 * The staff list pages' shared shape, for server components: what stands above the table (heading,
 * actions, the GET filter form, the count) and the page links below it. Each page keeps its own filters.
 */

type Href = ComponentProps<typeof Link>['href'];

/**
 * Above a staff list: the page's heading, its actions (links such as "new" or "import"), the filter form
 * and the number of results, announced when it changes.
 */
export function StaffListHeader({
  heading,
  actions,
  count,
  countTestId,
  children,
}: {
  heading: ReactNode;
  actions?: ReactNode;
  count: string;
  countTestId: string;
  /** The filter form. */
  children?: ReactNode;
}) {
  return (
    <>
      {heading}
      {actions ? <p className="mb-4 flex flex-wrap items-center gap-4">{actions}</p> : null}
      {children}
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid={countTestId}>
        {count}
      </p>
    </>
  );
}

/**
 * A staff list's filter form: a GET form (it works without JavaScript, and every view has its URL), the
 * page's fields, then apply, reset and any `extra` (an export link, say).
 */
export function ListFilters({
  label,
  className,
  actionsClassName = '',
  apply,
  reset,
  resetHref,
  extra,
  children,
}: {
  label: string;
  /** The form's layout (grid or flex), on top of the card. */
  className: string;
  actionsClassName?: string;
  apply: string;
  reset: string;
  resetHref: Href;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form method="get" className={`card ${className}`} role="search" aria-label={label}>
      {children}
      <div className={`flex flex-wrap items-center gap-3 ${actionsClassName}`}>
        <button type="submit" className="btn-primary">
          {apply}
        </button>
        <Link href={resetHref} className="link inline-flex min-h-11 items-center">
          {reset}
        </Link>
        {extra}
      </div>
    </form>
  );
}

/**
 * The filter form's field helpers for a page whose ids start with `prefix` (`orders-status`,
 * `orders-status-error`, `orders-q-hint`): the given values and the (translated) errors per field.
 */
export function listFields(
  prefix: string,
  filters: Partial<Record<string, string>>,
  errors: Partial<Record<string, string>>,
) {
  const aria = (name: string, hint = false) => {
    const ids = [hint ? `${prefix}-${name}-hint` : '', errors[name] ? `${prefix}-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return {
      'aria-invalid': errors[name] ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    };
  };
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${prefix}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  /** A select with its label and error; `all` is the option for "no filter". */
  const select = (
    name: string,
    label: string,
    options: readonly { value: string; label: string }[],
    all?: string,
  ) => (
    <div>
      <label htmlFor={`${prefix}-${name}`} className="field-label">
        {label}
      </label>
      <select
        id={`${prefix}-${name}`}
        name={name}
        defaultValue={filters[name] ?? ''}
        className="field-input w-full"
        {...aria(name)}
      >
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error(name)}
    </div>
  );
  /** A date input with its label and error. */
  const date = (name: string, label: string) => (
    <div key={name}>
      <label htmlFor={`${prefix}-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`${prefix}-${name}`}
        name={name}
        type="date"
        defaultValue={filters[name] ?? ''}
        className="field-input w-full"
        {...aria(name)}
      />
      {error(name)}
    </div>
  );
  /** The search field `q`, with its hint under it when there is one. */
  const search = (
    label: string,
    { hint, maxLength, className }: { hint?: string; maxLength: number; className?: string },
  ) => (
    <div className={className}>
      <label htmlFor={`${prefix}-q`} className="field-label">
        {label}
      </label>
      <input
        id={`${prefix}-q`}
        name="q"
        type="search"
        defaultValue={filters.q ?? ''}
        maxLength={maxLength}
        className="field-input w-full"
        {...aria('q', !!hint)}
      />
      {hint ? (
        <p id={`${prefix}-q-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error('q')}
    </div>
  );
  return { aria, error, select, date, search };
}

/**
 * A staff list's page links: previous and next, keeping the list's other parameters (`keep`), and where
 * the list stands. Nothing when everything fits on one page.
 */
export function Pagination({
  pathname,
  keep,
  page,
  lastPage,
  texts = {},
}: {
  pathname: string;
  keep: Partial<Record<string, string>>;
  page: number;
  lastPage: number;
  /** The page's own words, where it has them (the nav's name, say). */
  texts?: { label?: string; previous?: string; next?: string };
}) {
  const t = useTranslations('backoffice.list.pagination');
  if (lastPage <= 1) return null;
  const href = (p: number) => ({ pathname, query: { ...keep, page: p } }) as Href;
  return (
    <nav aria-label={texts.label ?? t('label')} className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className="btn-secondary" rel="prev">
          {texts.previous ?? t('previous')}
        </Link>
      ) : null}
      <span aria-current="page">{t('pageOf', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <Link href={href(page + 1)} className="btn-secondary" rel="next">
          {texts.next ?? t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
