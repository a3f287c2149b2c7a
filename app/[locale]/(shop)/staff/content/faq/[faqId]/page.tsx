import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { staffFaq, staffFaqItem } from '@/features/backoffice/server/content';
import { auditOf } from '@/features/backoffice/server/audit';
import { FaqItemDelete, FaqItemForm } from '@/features/backoffice/components/content-forms';
import { PageHead } from '../../../../_shared/page-head';

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
  const { locale: l, faqId } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const id = routeId(faqId);
  const item = id ? await staffFaqItem(id) : null;
  if (!item) notFound();
  const [t, tc, ta, groups, history] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.faq.itemForm' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    getTranslations({ locale, namespace: 'backoffice.audit' }),
    staffFaq(),
    auditOf('content', `faq:${item.id}`),
  ]);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content/faq" className="link">
          {t('back')}
        </Link>
      </p>
      <PageHead title={t('editTitle')}>
        <p className="text-slate-700" data-testid="faq-item-changed">
          {item.updatedBy
            ? tc('changedBy', { actor: item.updatedBy, at: dateTime.format(new Date(item.updatedAt)) })
            : tc('neverChanged')}
        </p>
      </PageHead>
      <FaqItemForm
        key={item.updatedAt}
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
    </div>
  );
}
