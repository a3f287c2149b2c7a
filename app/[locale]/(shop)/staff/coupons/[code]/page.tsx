import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { getVatRate } from '@/features/content';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { auditOf } from '@/features/backoffice/server/audit';
import { couponCategoryChoices, getCoupon } from '@/features/backoffice/server/coupons';
import { couponCodeParam } from '@/features/backoffice/coupon-schemas';
import { RecordVersion } from '@/features/backoffice/components/content-forms';
import { CouponDeactivate, CouponForm } from '@/features/backoffice/components/coupon-form';
import { PageHead } from '../../../_shared/page-head';
import { couponTexts } from '../coupon-texts';

type Props = { params: Promise<{ locale: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, code } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'backoffice.coupons' });
  return {
    title: t('detail.title', { code: decodeURIComponent(code).toUpperCase() }),
    robots: { index: false },
  };
}

/**
 * Staff page: one coupon. What it gives and how often it was used, the edit form with its effect preview
 * (a stale form is refused with who changed it when), deactivation, and the log of what staff did.
 */
export default async function StaffCouponPage({ params }: Props) {
  const { locale: l, code: raw } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const parsed = couponCodeParam.safeParse({ code: decodeURIComponent(raw) });
  const coupon = parsed.success ? await getCoupon(parsed.data.code) : null;
  if (!coupon) notFound();
  const [t, ta, vatRate, texts, audit, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.coupons' }),
    getTranslations({ locale, namespace: 'backoffice.audit' }),
    getVatRate(),
    couponTexts(locale),
    auditOf('coupon', coupon.code),
    couponCategoryChoices(locale),
  ]);
  const text = texts(coupon);
  const at = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const facts: [string, string][] = [
    [t('columns.discount'), text.valueText],
    [t('columns.minOrder'), text.minOrderText],
    [t('columns.validity'), text.validityText],
    [
      t('columns.categories'),
      coupon.categoryIds.length
        ? categories
            .filter((c) => coupon.categoryIds.includes(c.id))
            .map((c) => c.name)
            .join(', ')
        : t('allGoods'),
    ],
    [t('columns.uses'), text.usesText],
    [t('columns.state'), t(coupon.active ? 'states.active' : 'states.inactive')],
    [
      t('detail.updated'),
      t('detail.updatedValue', {
        at: at.format(new Date(coupon.updatedAt)),
        name: coupon.updatedBy ?? t('someone'),
      }),
    ],
  ];
  return (
    <div className="container-shop space-y-6 py-8">
      <p>
        <Link href="/staff/coupons" className="link inline-flex min-h-11 items-center">
          {t('detail.back')}
        </Link>
      </p>
      <PageHead title={t('detail.title', { code: coupon.code })} />
      <section aria-labelledby="coupon-facts-title" className="card space-y-3 p-4">
        <h2 id="coupon-facts-title" className="text-lg font-semibold">
          {t('detail.facts')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="coupon-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {coupon.active ? <CouponDeactivate code={coupon.code} /> : null}
      </section>
      <section aria-labelledby="coupon-edit-title" className="card space-y-3 p-4">
        <h2 id="coupon-edit-title" className="text-lg font-semibold">
          {t('detail.edit')}
        </h2>
        {/* Keyed on the version: after a save or a refused stale save the form shows the coupon as it is;
            the save's message outlives that, kept by the RecordVersion. */}
        <RecordVersion updatedAt={coupon.updatedAt}>
          <CouponForm key={coupon.updatedAt} coupon={coupon} vatRate={vatRate} categories={categories} />
        </RecordVersion>
      </section>
      <section aria-labelledby="coupon-audit-title" className="card space-y-3 p-4" data-testid="coupon-audit">
        <h2 id="coupon-audit-title" className="text-lg font-semibold">
          {t('detail.audit')}
        </h2>
        {audit.length ? (
          <ol className="space-y-2 text-sm">
            {audit.map((e) => (
              <li key={e.id}>
                <time dateTime={e.at}>{at.format(new Date(e.at))}</time> —{' '}
                <strong>{translateIfKey(ta, `actions.${e.action}`)}</strong>{' '}
                {t('detail.by', { name: e.actorName })}
                {e.action === 'edit' && e.data ? (
                  <span className="block text-slate-600">
                    {Object.keys(e.data)
                      .map((k) => translateIfKey(t, `fields.${k}`))
                      .join(', ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">{t('detail.auditEmpty')}</p>
        )}
      </section>
    </div>
  );
}
