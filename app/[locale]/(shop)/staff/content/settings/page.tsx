import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffSettings } from '@/features/backoffice/server/content';
import {
  ContactSettingsForm,
  RecordVersion,
  ShippingCutoffForm,
  WorkTimeForm,
} from '@/features/backoffice/components/content-forms';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.settings',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: the shop details of spec §7 staff edit: contact (phone, e-mail), opening hours per weekday
 * and the shipping cut-off. Each form sends the version it loaded; the shop shows a change at once.
 */
export default async function StaffSettingsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, tc, s] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.settings' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    staffSettings(),
  ]);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const changed = (x: { updatedBy: string | null; updatedAt: string }) =>
    x.updatedBy
      ? tc('changedBy', { actor: x.updatedBy, at: dateTime.format(new Date(x.updatedAt)) })
      : tc('neverChanged');
  const section = (
    id: string,
    title: string,
    x: { updatedBy: string | null; updatedAt: string },
    body: ReactNode,
  ) => (
    <section className="card space-y-3 p-4" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{changed(x)}</p>
      <RecordVersion updatedAt={x.updatedAt}>{body}</RecordVersion>
    </section>
  );
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {tc('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      <div className="grid gap-6 lg:grid-cols-2">
        {section(
          'settings-contact',
          t('contact.legend'),
          s.contact,
          <ContactSettingsForm
            value={{ phone: s.contact.value.phone, email: s.contact.value.email }}
            updatedAt={s.contact.updatedAt}
          />,
        )}
        {section(
          'settings-shipping',
          t('shipping.legend'),
          s.shipping,
          <ShippingCutoffForm cutoff={s.shipping.value.cutoff} updatedAt={s.shipping.updatedAt} />,
        )}
        {section(
          'settings-hours',
          t('hours.legend'),
          s.work_time,
          <WorkTimeForm days={s.work_time.value.days} updatedAt={s.work_time.updatedAt} />,
        )}
      </div>
    </div>
  );
}
