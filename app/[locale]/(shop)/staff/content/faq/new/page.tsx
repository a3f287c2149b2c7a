import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { staffFaq } from '@/features/backoffice/server/content';
import { FaqItemForm } from '@/features/backoffice/components/content-forms';
import { StaffRecordHeader } from '../../../_shared/record-header';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.faq.itemForm',
  });
  return { title: t('newTitle'), robots: { index: false } };
}

/** Staff page: a new FAQ question (in the group of ?group=, else the first). */
export default async function StaffFaqNewPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const raw = (await searchParams).group;
  const [t, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.faq.itemForm' }),
    staffFaq(),
  ]);
  const wanted = typeof raw === 'string' ? routeId(raw) : null;
  const typeId = groups.find((g) => g.id === wanted)?.id ?? groups[0]?.id;
  return (
    <div className="container-shop py-8">
      <StaffRecordHeader
        locale={locale}
        back={{ href: '/staff/content/faq', label: t('back') }}
        title={t('newTitle')}
      />
      <FaqItemForm
        typeId={typeId}
        groups={groups.map((g) => ({ id: g.id, name: locale === 'en' ? g.nameEn : g.nameNl }))}
      />
    </div>
  );
}
