import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { verifyCaptcha } from '@/lib/captcha';
import { translateMessage } from '@/lib/i18n/translate';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import { currentCustomer } from '@/features/accounts';
import { staffOnly } from '@/features/backoffice';
import { moderationBody, moderationParam, reviewListQuery, reviewSchema } from '../schemas';
import {
  createReview,
  listPending,
  listReviews,
  moderateReview,
  productExists,
  reviewOverview,
} from './reviews';

export const REVIEW_LIMIT = { points: 5, seconds: 60 * 60 };

/** Workflow host (spec §7): reviews list and write, and the reviews widget overview. */
export const reviewPublicRoutes = new Hono<ApiEnv>()
  .get('/api/public/reviews/webshop', validate('query', reviewListQuery), async (c) => {
    const { page, product_id } = c.req.valid('query');
    return c.json(await listReviews({ page, productId: product_id }));
  })
  .post('/api/public/reviews/webshop', validate('json', reviewSchema), async (c) => {
    const input = c.req.valid('json');
    const locale = c.get('locale');
    const t = (key: string) => translateMessage(locale, key);
    if (input.product_id && !(await productExists(input.product_id))) {
      throw new ApiError(422, t('errors.invalidData'), { product_id: [t('formRules.productUnknown')] });
    }
    const ip = clientIp(c.req.raw.headers);
    const captcha = await verifyCaptcha(input.captcha, 'review', ip);
    if (!captcha.ok) throw new ApiError(422, t('errors.invalidData'), { captcha: [t('formRules.captcha')] });
    await rateLimit(
      'form-review',
      ip,
      REVIEW_LIMIT.points,
      REVIEW_LIMIT.seconds,
      t('errors.tooManyRequests'),
    );
    const customer = await currentCustomer(c.req.raw.headers);
    const review = await createReview({
      name: input.name,
      rating: input.rating,
      text: input.text,
      productId: input.product_id,
      locale,
      customerId: customer?.id,
    });
    return c.json({ message: t('shopReviews.thanks'), data: { id: review.id, status: 'pending' } }, 201);
  })
  .get('/api/public/webwinkel-keur/reviews/overview', async (c) => c.json({ data: await reviewOverview() }));

/** Portal host: moderation of pending reviews, staff only. */
export const reviewStaffRoutes = new Hono<ApiEnv>()
  .get('/api/reviews/pending', staffOnly, async (c) => {
    return c.json({ data: await listPending(c.get('locale')) });
  })
  .post(
    '/api/reviews/:id/moderate',
    staffOnly,
    validate('param', moderationParam),
    validate('json', moderationBody),
    async (c) => {
      const ok = await moderateReview(c.req.valid('param').id, c.req.valid('json').action, c.get('staff').id);
      if (!ok) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
      return c.json({ ok: true });
    },
  );
