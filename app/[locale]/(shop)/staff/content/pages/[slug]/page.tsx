import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { routeKey, staffRecordPage } from '@/features/backoffice/server/pages';
import { staffPage } from '@/features/backoffice/server/content-pages';
import { PageEditor } from '@/features/backoffice/components/page-editor';
import { RecordVersion } from '@/features/backoffice/components/content-forms';
import { StaffRecordHeader } from '../../../_shared/record-header';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.pages',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: one content page's title, description and sections in both languages, rich text. */
export default async function StaffPageEditPage({ params }: Props) {
  const { locale, record: page } = await staffRecordPage(
    params,
    (p) => routeKey(p.slug, /^[a-z0-9][a-z0-9-]{0,63}$/),
    staffPage,
  );
  const t = await getTranslations({ locale, namespace: 'backoffice.content.pages' });
  return (
    <div className="container-shop py-8">
      <StaffRecordHeader
        locale={locale}
        back={{ href: '/staff/content/pages', label: t('back') }}
        title={locale === 'en' ? page.titleEn : page.titleNl}
        changed={page}
        changedTestId="page-changed"
      />
      <RecordVersion updatedAt={page.updatedAt}>
        <PageEditor page={page} />
      </RecordVersion>
    </div>
  );
}
