import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffFaq } from '@/features/backoffice/server/content';
import { FaqGroupForm, FaqMoveButtons, RecordVersion } from '@/features/backoffice/components/content-forms';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.faq',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: the FAQ as the shop orders it, every group with its questions in both languages (hidden
 * ones marked), with up/down buttons, each group's names and visibility, and links to edit a question.
 */
export default async function StaffFaqPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.faq' }),
    staffFaq(),
  ]);
  const name = (g: { nameNl: string; nameEn: string }) => (locale === 'en' ? g.nameEn : g.nameNl);
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {t('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      <div className="space-y-8">
        {groups.map((g, gi) => (
          <section
            key={g.id}
            className="card space-y-4 p-4"
            aria-labelledby={`faq-group-${g.id}-title`}
            data-testid="staff-faq-group"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`faq-group-${g.id}-title`} className="text-xl font-semibold">
                {name(g)} <span className="text-sm font-normal text-slate-600">({g.key})</span>
                {g.hidden ? (
                  <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-normal text-amber-900">
                    {t('groupHidden')}
                  </span>
                ) : null}
              </h2>
              <FaqMoveButtons
                kind="group"
                id={g.id}
                name={name(g)}
                first={gi === 0}
                last={gi === groups.length - 1}
              />
            </div>
            {g.items.length ? (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('caption', { name: name(g) })}</caption>
                  <thead>
                    <tr className="border-b border-slate-200">
                      <th scope="col" className="py-2 pr-3">
                        {t('question')}
                      </th>
                      <th scope="col" className="py-2">
                        {t('actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {g.items.map((i, ii) => (
                      <tr
                        key={i.id}
                        className="border-b border-slate-100 align-top"
                        data-testid="staff-faq-item"
                      >
                        <td className="py-2 pr-3">
                          <p lang="nl">{i.questionNl}</p>
                          <p lang="en" className="text-slate-600">
                            {i.questionEn}
                          </p>
                          {i.hidden ? (
                            <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">
                              {t('itemHidden')}
                            </span>
                          ) : null}
                        </td>
                        <td className="py-2">
                          <span className="flex flex-wrap items-center gap-2">
                            <Link
                              href={`/staff/content/faq/${i.id}`}
                              className="btn-secondary min-h-11 px-3"
                              aria-label={t('editLabel', {
                                question: locale === 'en' ? i.questionEn : i.questionNl,
                              })}
                            >
                              {t('edit')}
                            </Link>
                            <FaqMoveButtons
                              kind="item"
                              id={i.id}
                              name={locale === 'en' ? i.questionEn : i.questionNl}
                              first={ii === 0}
                              last={ii === g.items.length - 1}
                            />
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="text-slate-600">{t('empty')}</p>
            )}
            <p>
              <Link href={`/staff/content/faq/new?group=${g.id}`} className="link">
                {t('newItem')}
              </Link>
            </p>
            <details className="rounded border border-slate-200 p-3">
              <summary className="min-h-11 cursor-pointer py-2 font-medium">{t('groupForm.legend')}</summary>
              <RecordVersion updatedAt={g.updatedAt}>
                <FaqGroupForm
                  group={{
                    id: g.id,
                    nameNl: g.nameNl,
                    nameEn: g.nameEn,
                    hidden: g.hidden,
                    updatedAt: g.updatedAt,
                  }}
                />
              </RecordVersion>
            </details>
          </section>
        ))}
        <section className="card p-4" aria-label={t('groupForm.newLegend')}>
          <FaqGroupForm />
        </section>
      </div>
    </div>
  );
}
