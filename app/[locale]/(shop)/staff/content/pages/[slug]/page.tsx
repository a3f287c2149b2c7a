import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffPage } from '@/features/backoffice/server/content-pages';
import { PageEditor } from '@/features/backoffice/components/page-editor';
import { PageHead } from '../../../../_shared/page-head';

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
  const { locale: l, slug } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const page = /^[a-z0-9][a-z0-9-]{0,63}$/.test(slug) ? await staffPage(slug) : null;
  if (!page) notFound();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.pages' }),
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
        <Link href="/staff/content/pages" className="link">
          {t('back')}
        </Link>
      </p>
      <PageHead title={locale === 'en' ? page.titleEn : page.titleNl}>
        <p className="text-slate-700" data-testid="page-changed">
          {page.updatedBy
            ? tc('changedBy', { actor: page.updatedBy, at: dateTime.format(new Date(page.updatedAt)) })
            : tc('neverChanged')}
        </p>
      </PageHead>
      <PageEditor key={page.updatedAt} page={page} />
    </div>
  );
}
