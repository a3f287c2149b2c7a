import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { parseListQuery, translateErrors } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
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
  const { query, filters, keep, errors } = parseListQuery(couponListQuerySchema, await searchParams, [
    'q',
    'state',
  ]);
  const [t, tm, list, levels, vatRate, texts, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.coupons' }),
    getTranslations({ locale }),
    listCoupons(query),
    getStatusLevels(),
    getVatRate(),
    couponTexts(locale),
    couponCategoryChoices(locale),
  ]);
  const fields = listFields('coupons', filters, translateErrors(tm, errors, { max: 40 }));
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
        <StaffListHeader
          heading={
            <h2 id="coupons-list-title" className="text-xl font-semibold">
              {t('listTitle')}
            </h2>
          }
          count={t('count', { total: list.meta.total })}
          countTestId="staff-coupons-count"
        >
          <ListFilters
            label={t('filters.legend')}
            className="grid gap-3 p-4 sm:grid-cols-[2fr_1fr]"
            actionsClassName="sm:col-span-2"
            apply={t('filters.apply')}
            reset={t('filters.reset')}
            resetHref="/staff/coupons"
          >
            {fields.search(t('filters.search'), { maxLength: 40 })}
            <div>
              <label htmlFor="coupons-state" className="field-label">
                {t('filters.state')}
              </label>
              <select
                id="coupons-state"
                name="state"
                defaultValue={query.state}
                className="field-input w-full"
              >
                {(['all', 'active', 'inactive'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`filters.states.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </ListFilters>
        </StaffListHeader>
        <CouponsTable rows={rows} caption={t('listTitle')} empty={t('empty')} />
        <Pagination
          pathname="/staff/coupons"
          keep={keep}
          page={list.meta.page}
          lastPage={list.meta.lastPage}
        />
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
