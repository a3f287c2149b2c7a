import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { listPending } from '@/features/reviews/server/reviews';
import { ModerationList } from '@/features/reviews/components/moderation-list';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import { PageHead } from '../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'reviewModeration' });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: pending reviews to approve or reject. Anyone else gets the 404 page. */
export default async function StaffReviewsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, pending] = await Promise.all([
    getTranslations({ locale, namespace: 'reviewModeration' }),
    listPending(locale),
  ]);
  return (
    <div className="container-shop max-w-3xl py-8">
      <PageHead title={t('title')} intro={t('description')} />
      <ClientMessagesWithHooks add={['reviewModeration']}>
        <ModerationList reviews={pending} locale={locale} />
      </ClientMessagesWithHooks>
    </div>
  );
}
