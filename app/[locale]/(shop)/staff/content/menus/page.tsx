import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffCategoryMenu, staffMenu } from '@/features/backoffice/server/content-menus';
import { CategoryMenuEditor, MenuEditor } from '@/features/backoffice/components/menu-editor';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.menus',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: the main and footer menus (labels in both languages, links, nesting, order) and the
 * category menu (order and visibility). Each editor saves its menu whole with the version it loaded.
 */
export default async function StaffMenusPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, tc, main, footer, category] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.menus' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    staffMenu('main'),
    staffMenu('footer'),
    staffCategoryMenu(),
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
    intro?: string,
  ) => (
    <section className="card space-y-3 p-4" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <p className="text-sm text-slate-600">{changed(x)}</p>
      {body}
    </section>
  );
  return (
    <div className="container-shop space-y-6 py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {tc('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      {section(
        'menus-main',
        t('main'),
        main,
        <MenuEditor key={main.updatedAt} menu="main" items={main.items} updatedAt={main.updatedAt} />,
      )}
      {section(
        'menus-footer',
        t('footer'),
        footer,
        <MenuEditor key={footer.updatedAt} menu="footer" items={footer.items} updatedAt={footer.updatedAt} />,
      )}
      {section(
        'menus-category',
        t('category.title'),
        category,
        <CategoryMenuEditor
          key={category.updatedAt}
          items={category.items}
          updatedAt={category.updatedAt}
          locale={locale}
        />,
        t('category.intro'),
      )}
    </div>
  );
}
