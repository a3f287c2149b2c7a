import 'server-only';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, reviews } from '@/lib/db/schema';
import { cached, invalidate } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import {
  addRating,
  averageStars,
  lastPage,
  REVIEWS_PER_PAGE,
  scoreOutOfTen,
  type Review,
  type PendingReviewView,
  type ReviewOverview,
  type ReviewPage,
  type ReviewStats,
} from '../model';

type Row = typeof reviews.$inferSelect;

function toReview(r: Row): Review {
  return {
    id: r.id,
    name: r.name,
    rating: r.rating,
    text: r.text,
    productId: r.productId,
    createdAt: r.createdAt.toISOString(),
  };
}

const scope = (productId?: number) =>
  productId ? eq(reviews.productId, productId) : isNull(reviews.productId);

/** Approved reviews, newest first: the shop's own, or one product's. */
export function listReviews(
  opts: { page?: number; productId?: number; perPage?: number } = {},
): Promise<ReviewPage> {
  const page = opts.page ?? 1;
  const perPage = opts.perPage ?? REVIEWS_PER_PAGE;
  return cached(
    `reviews:${opts.productId ?? 'shop'}:${page}:${perPage}`,
    async () => {
      const db = await getDb();
      const where = and(eq(reviews.status, 'approved'), scope(opts.productId));
      const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { data: rows.map(toReview), meta: { page, perPage, total, lastPage: lastPage(total, perPage) } };
    },
    { ttlSeconds: 120, tags: ['reviews'] },
  );
}

/** Count and average stars of one product's approved reviews. */
export function productReviewStats(productId: number): Promise<ReviewStats> {
  return cached(
    `reviews:stats:${productId}`,
    async () => {
      const db = await getDb();
      const [agg] = await db
        .select({ total: count(), sum: sql<string>`coalesce(sum(${reviews.rating}), 0)` })
        .from(reviews)
        .where(and(eq(reviews.status, 'approved'), eq(reviews.productId, productId)));
      return { count: agg.total, average: averageStars(Number(agg.sum), agg.total) };
    },
    { ttlSeconds: 120, tags: ['reviews'] },
  );
}

/** The third-party widget's overview, served from our own approved shop reviews. */
export function reviewOverview(): Promise<ReviewOverview> {
  return cached(
    'reviews:overview',
    async () => {
      const db = await getDb();
      const where = and(eq(reviews.status, 'approved'), isNull(reviews.productId));
      const [agg] = await db
        .select({ total: count(), sum: sql<string>`coalesce(sum(${reviews.rating}), 0)` })
        .from(reviews)
        .where(where);
      const latest = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(3);
      const avg = agg.total ? Number(agg.sum) / agg.total : 0;
      return {
        score: agg.total ? scoreOutOfTen([avg]) : 0,
        count: agg.total,
        percent: Math.round(avg * 20),
        latest: latest.map(toReview),
      };
    },
    { ttlSeconds: 120, tags: ['reviews'] },
  );
}

export async function productExists(id: number): Promise<boolean> {
  const db = await getDb();
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  return !!p;
}

export async function createReview(input: {
  name: string;
  rating: number;
  text: string;
  productId?: number;
  locale: Locale;
  customerId?: number;
}): Promise<Review> {
  const db = await getDb();
  const [row] = await db
    .insert(reviews)
    .values({
      name: input.name,
      rating: input.rating,
      text: input.text,
      productId: input.productId ?? null,
      locale: input.locale,
      customerId: input.customerId ?? null,
    })
    .returning();
  return toReview(row);
}

export async function listPending(locale: Locale): Promise<PendingReviewView[]> {
  const db = await getDb();
  const rows = await db
    .select({ review: reviews, nameNl: products.nameNl, nameEn: products.nameEn })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, 'pending'))
    .orderBy(reviews.createdAt, reviews.id)
    .limit(200);
  return rows.map((r) => ({
    ...toReview(r.review),
    locale: r.review.locale,
    productName: (locale === 'en' ? r.nameEn : r.nameNl) ?? null,
  }));
}

/**
 * Approves or rejects a pending review. Approving a product review folds its stars into the
 * product's rating. Returns false when the review is unknown or already moderated.
 */
export async function moderateReview(
  id: number,
  action: 'approve' | 'reject',
  staffId: number,
): Promise<boolean> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({
        status: action === 'approve' ? 'approved' : 'rejected',
        moderatedAt: new Date(),
        moderatedBy: staffId,
      })
      .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
      .returning();
    if (!row) return false;
    if (action === 'approve' && row.productId) {
      const [p] = await tx
        .select({ rating: products.rating, ratingCount: products.ratingCount })
        .from(products)
        .where(eq(products.id, row.productId))
        .for('update');
      if (p)
        await tx
          .update(products)
          .set(addRating(p.rating, p.ratingCount, row.rating))
          .where(eq(products.id, row.productId));
    }
    return true;
  });
  if (done) invalidate('reviews', 'products');
  return done;
}
