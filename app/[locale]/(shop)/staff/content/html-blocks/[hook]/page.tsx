import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffHtmlBlock } from '@/features/backoffice/server/content-pages';
import { HtmlBlockEditor } from '@/features/backoffice/components/html-block-editor';
import { PageHead } from '../../../../_shared/page-head';

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
  const { locale: l, hook } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const block = /^[a-z0-9_-]{1,64}$/.test(hook) ? await staffHtmlBlock(hook) : null;
  if (!block) notFound();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.htmlBlocks' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
  ]);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content/html-blocks" className="link">
          {t('back')}
        </Link>
      </p>
      <PageHead title={`${t('title')}: ${block.hook}`}>
        <p className="text-slate-700" data-testid="html-block-changed">
          {block.updatedBy
            ? tc('changedBy', { actor: block.updatedBy, at: dateTime.format(new Date(block.updatedAt)) })
            : tc('neverChanged')}
        </p>
      </PageHead>
      <HtmlBlockEditor key={block.updatedAt} block={block} />
    </div>
  );
}
