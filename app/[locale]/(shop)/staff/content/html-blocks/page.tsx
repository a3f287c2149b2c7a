import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffHtmlBlocks } from '@/features/backoffice/server/content-pages';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.htmlBlocks',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: the html blocks by hook (GET /api/html-blocks/{hook}), with links to edit them. */
export default async function StaffHtmlBlocksPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, tc, blocks] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.htmlBlocks' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    staffHtmlBlocks(),
  ]);
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {tc('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      <div className="card overflow-x-auto p-4">
        <table className="w-full text-left text-sm" data-testid="staff-html-blocks">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3">
                {t('hook')}
              </th>
              <th scope="col" className="py-2">
                {t('actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {blocks.map((b) => {
              const named = translateIfKey(t, `hooks.${b.hook}`);
              return (
                <tr
                  key={b.hook}
                  className="border-b border-slate-100 align-top"
                  data-testid="staff-html-block"
                >
                  <td className="py-2 pr-3">
                    <p className="font-medium">{named === `hooks.${b.hook}` ? b.hook : named}</p>
                    <p className="font-mono text-xs text-slate-600">{b.hook}</p>
                  </td>
                  <td className="py-2">
                    <Link
                      href={`/staff/content/html-blocks/${b.hook}`}
                      className="btn-secondary min-h-11 px-3"
                      aria-label={t('editLabel', { hook: b.hook })}
                    >
                      {t('edit')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
