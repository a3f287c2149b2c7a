import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { getVatRate } from '@/features/content';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { couponCategoryChoices, getStatusLevels, listCoupons } from '@/features/backoffice/server/coupons';
import { couponListQuerySchema } from '@/features/backoffice/coupon-schemas';
import { CouponsTable } from '@/features/backoffice/components/coupons-table';
import { CouponForm } from '@/features/backoffice/components/coupon-form';
import { StatusLevelsForm } from '@/features/backoffice/components/status-levels-form';
import { PageHead } from '../../_shared/page-head';
import { couponTexts } from './coupon-texts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.coupons',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: the coupons a page at a time (searched by code, active or not), a form for a new coupon with
 * its effect previewed, and the customer-status discount levels. Works without JavaScript for the list;
 * anyone but staff gets the 404 page.
 */
export default async function StaffCouponsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  const parsed = couponListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : couponListQuerySchema.parse({});
  const [t, tm, list, levels, vatRate, texts, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.coupons' }),
    getTranslations({ locale }),
    listCoupons(query),
    getStatusLevels(),
    getVatRate(),
    couponTexts(locale),
    couponCategoryChoices(locale),
  ]);
  const qError = parsed.success
    ? null
    : parsed.error.issues.find((i) => i.path[0] === 'q')
      ? translateIfKey(tm, 'validation.tooLong', { max: 40 })
      : null;
  const valid = parsed.success
    ? { ...(raw.q ? { q: raw.q } : {}), ...(raw.state ? { state: raw.state } : {}) }
    : {};
  const pageHref = (page: number) => ({ pathname: '/staff/coupons', query: { ...valid, page } });
  const { page, lastPage, total } = list.meta;
  const rows = list.data.map((c) => ({
    code: c.code,
    active: c.active,
    href: localePath(locale, `/staff/coupons/${c.code}`),
    ...texts(c),
  }));
  return (
    <div className="container-shop space-y-8 py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <section aria-labelledby="coupons-list-title" className="space-y-3">
        <h2 id="coupons-list-title" className="text-xl font-semibold">
          {t('listTitle')}
        </h2>
        <form
          method="get"
          className="card grid gap-3 p-4 sm:grid-cols-[2fr_1fr]"
          role="search"
          aria-label={t('filters.legend')}
        >
          <div>
            <label htmlFor="coupons-q" className="field-label">
              {t('filters.search')}
            </label>
            <input
              id="coupons-q"
              name="q"
              type="search"
              defaultValue={raw.q ?? ''}
              maxLength={40}
              className="field-input w-full"
              aria-invalid={qError ? true : undefined}
              aria-describedby={qError ? 'coupons-q-error' : undefined}
            />
            {qError ? (
              <p id="coupons-q-error" className="field-error">
                {qError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="coupons-state" className="field-label">
              {t('filters.state')}
            </label>
            <select id="coupons-state" name="state" defaultValue={query.state} className="field-input w-full">
              {(['all', 'active', 'inactive'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`filters.states.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <button type="submit" className="btn-primary">
              {t('filters.apply')}
            </button>
            <Link href="/staff/coupons" className="link inline-flex min-h-11 items-center">
              {t('filters.reset')}
            </Link>
          </div>
        </form>
        <p className="text-sm text-slate-700" role="status" data-testid="staff-coupons-count">
          {t('count', { total })}
        </p>
        {rows.length === 0 ? (
          <p className="card p-4" data-testid="staff-coupons-empty">
            {t('empty')}
          </p>
        ) : (
          <CouponsTable rows={rows} caption={t('listTitle')} />
        )}
        {lastPage > 1 ? (
          <nav aria-label={t('pagination.label')} className="flex items-center gap-4 text-sm">
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
      </section>
      <section aria-labelledby="coupon-new-title" className="card space-y-3 p-4" data-testid="coupon-new">
        <h2 id="coupon-new-title" className="text-xl font-semibold">
          {t('newTitle')}
        </h2>
        <CouponForm coupon={null} vatRate={vatRate} categories={categories} />
      </section>
      <section
        aria-labelledby="status-levels-title"
        className="card space-y-3 p-4"
        data-testid="status-levels"
      >
        <h2 id="status-levels-title" className="text-xl font-semibold">
          {t('levels.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('levels.intro')}</p>
        <StatusLevelsForm stored={levels} vatRate={vatRate} />
      </section>
    </div>
  );
}
