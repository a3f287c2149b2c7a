import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getPage } from '@/features/content/server/content';
import { ContentSections, SectionText } from '@/features/pages/components/content-sections';
import { parsePage } from '@/features/pages/model';
import { listReviews } from '@/features/reviews/server/reviews';
import { ReviewsList } from '@/features/reviews/components/reviews-list';
import { ReviewFormLight } from '@/features/reviews/components/review-form-light';
import { PageHead } from '../_shared/page-head';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPage('about', (await params).locale as Locale);
  return page
    ? { title: page.title, description: page.description, alternates: { canonical: '/about' } }
    : {};
}

/** /about: the shop's story (GET /api/pages/about) with the shop reviews at #reviews. */
export default async function AboutPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const reviewsPage = parsePage((await searchParams).reviews);
  const [page, reviews, t] = await Promise.all([
    getPage('about', locale),
    listReviews({ page: reviewsPage }),
    getTranslations({ locale, namespace: 'shopReviews' }),
  ]);
  if (!page) notFound();
  return (
    <div className="container-shop py-8">
      <PageHead title={page.title} intro={page.description} />
      <ContentSections
        sections={page.sections}
        slots={{
          reviews: (s) => (
            <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 space-y-6">
              <div>
                <h2 id="reviews-title" className="text-2xl font-semibold">
                  {s.title ?? t('shopTitle')}
                </h2>
                {s.html || s.body ? (
                  <div className="mt-2 max-w-3xl">
                    <SectionText section={s} />
                  </div>
                ) : null}
              </div>
              <ReviewsList page={reviews} locale={locale} basePath="/about" />
              <div className="card max-w-2xl p-5">
                <ReviewFormLight />
              </div>
            </section>
          ),
        }}
      />
    </div>
  );
}
