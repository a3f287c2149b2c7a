import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { routeKey, staffRecordPage } from '@/features/backoffice/server/pages';
import { staffHtmlBlock } from '@/features/backoffice/server/content-pages';
import { HtmlBlockEditor } from '@/features/backoffice/components/html-block-editor';
import { RecordVersion } from '@/features/backoffice/components/content-forms';
import { StaffRecordHeader } from '../../../_shared/record-header';

type Props = { params: Promise<{ locale: string; hook: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.htmlBlocks',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: one html block in both languages, with the rich-text editor. */
export default async function StaffHtmlBlockPage({ params }: Props) {
  const { locale, record: block } = await staffRecordPage(
    params,
    (p) => routeKey(p.hook, /^[a-z0-9_-]{1,64}$/),
    staffHtmlBlock,
  );
  const t = await getTranslations({ locale, namespace: 'backoffice.content.htmlBlocks' });
  return (
    <div className="container-shop py-8">
      <StaffRecordHeader
        locale={locale}
        back={{ href: '/staff/content/html-blocks', label: t('back') }}
        title={`${t('title')}: ${block.hook}`}
        changed={block}
        changedTestId="html-block-changed"
      />
      <RecordVersion updatedAt={block.updatedAt}>
        <HtmlBlockEditor block={block} />
      </RecordVersion>
    </div>
  );
}
