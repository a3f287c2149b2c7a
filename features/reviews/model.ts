/** Review rules shared by server and client: scores, pages, and the product rating update. */

export const REVIEWS_PER_PAGE = 10;

export interface Review {
  id: number;
  name: string;
  rating: number;
  text: string;
  productId: number | null;
  createdAt: string;
}

export interface ReviewPage {
  data: Review[];
  meta: { page: number; perPage: number; total: number; lastPage: number };
}

export interface ReviewOverview {
  /** Average on a 10-point scale with one decimal (5 stars = 10). */
  score: number;
  count: number;
  /** Star percentage 0–100 for the star fill. */
  percent: number;
  latest: Review[];
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Average stars (1–5) as a 0–10 score with one decimal. */
export function scoreOutOfTen(ratings: readonly number[]): number {
  if (!ratings.length) return 0;
  const avg = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return Math.round(avg * 2 * 10) / 10;
}

/**
 * A product's 0–100 rating after one more approved review of `stars`: the running average of the
 * existing `count` ratings and the new one.
 */
export function addRating(
  percent: number,
  count: number,
  stars: number,
): { rating: number; ratingCount: number } {
  const total = percent * count + stars * 20;
  return { rating: Math.round(total / (count + 1)), ratingCount: count + 1 };
}

/** A review waiting for moderation, as the staff page shows it. */
export interface PendingReviewView extends Review {
  productName: string | null;
  locale: string;
}

/** Approved reviews of one product: how many, and their average stars (1–5, one decimal; 0 when none). */
export interface ReviewStats {
  count: number;
  average: number;
}

/** Average stars from a sum of ratings and their count, with one decimal. */
export function averageStars(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum / count) * 10) / 10;
}

/**
 * schema.org aggregateRating and review of a product, from its approved reviews only; an empty object
 * when there are none (search engines must not see a rating that the page does not show).
 */
export function reviewsLd(stats: ReviewStats, reviews: readonly Review[], max = 5) {
  if (stats.count <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: stats.average.toFixed(1),
      bestRating: '5',
      worstRating: '1',
      reviewCount: stats.count,
    },
    review: reviews.slice(0, max).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.name },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: String(r.rating), bestRating: '5', worstRating: '1' },
    })),
  };
}

/** Length limits of a review's text (the schema and the form's hint). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
