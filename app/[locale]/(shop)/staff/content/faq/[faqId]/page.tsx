import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { routeId, staffRecordPage } from '@/features/backoffice/server/pages';
import { staffFaq, staffFaqItem } from '@/features/backoffice/server/content';
import { auditOf } from '@/features/backoffice/server/audit';
import { FaqItemDelete, FaqItemForm, RecordVersion } from '@/features/backoffice/components/content-forms';
import { StaffRecordHeader, staffDateTime } from '../../../_shared/record-header';

type Props = { params: Promise<{ locale: string; faqId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.faq.itemForm',
  });
  return { title: t('editTitle'), robots: { index: false } };
}

/**
 * Staff page: one FAQ question in both languages, with a preview as /faq shows it, delete, who changed it
 * last and its history. A stale form (a colleague saved meanwhile) is refused with who and when.
 */
export default async function StaffFaqItemPage({ params }: Props) {
  const { locale, record: item } = await staffRecordPage(params, (p) => routeId(p.faqId), staffFaqItem);
  const [t, ta, groups, history] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.faq.itemForm' }),
    getTranslations({ locale, namespace: 'backoffice.audit' }),
    staffFaq(),
    auditOf('content', `faq:${item.id}`),
  ]);
  const dateTime = staffDateTime(locale);
  return (
    <div className="container-shop py-8">
      <StaffRecordHeader
        locale={locale}
        back={{ href: '/staff/content/faq', label: t('back') }}
        title={t('editTitle')}
        changed={item}
        changedTestId="faq-item-changed"
      />
      <RecordVersion updatedAt={item.updatedAt}>
        <FaqItemForm
          item={item}
          groups={groups.map((g) => ({ id: g.id, name: locale === 'en' ? g.nameEn : g.nameNl }))}
        />
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
          <section className="card space-y-2 p-4" aria-labelledby="faq-history-title">
            <h2 id="faq-history-title" className="text-lg font-semibold">
              {t('history')}
            </h2>
            <ul className="space-y-1 text-sm" data-testid="faq-item-history">
              {history.map((e) => (
                <li key={e.id}>
                  {dateTime.format(new Date(e.at))} · {e.actorName} ·{' '}
                  {translateIfKey(ta, `actions.${e.action}`)}
                </li>
              ))}
            </ul>
          </section>
          <FaqItemDelete id={item.id} updatedAt={item.updatedAt} />
        </div>
      </RecordVersion>
    </div>
  );
}
