import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import {
  couponCodeParam,
  couponEditSchema,
  couponListQuerySchema,
  couponSchema,
  statusLevelsSchema,
} from '../coupon-schemas';
import {
  createCoupon,
  deactivateCoupon,
  getCoupon,
  getStatusLevels,
  listCoupons,
  setStatusLevels,
  updateCoupon,
  type CouponOutcome,
} from './coupons';
import { staffOnly } from './staff';

/** A moment as staff read it: date and time in the shop's time zone. */
const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

/** The 409 of a stale form: who changed the record when. */
const changedBy = (locale: Locale, by: string | null, at: string) =>
  new ApiError(
    409,
    translateMessage(locale, 'backoffice.coupons.refused.changed', {
      name: by ?? translateMessage(locale, 'backoffice.coupons.someone'),
      at: at ? when(at, locale) : '—',
    }),
  );

function answer(locale: Locale, outcome: CouponOutcome) {
  if (outcome.ok) return { repeated: outcome.repeated, coupon: outcome.coupon };
  if (outcome.refusal === 'notFound') throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
  if (outcome.refusal === 'taken')
    throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
      code: [translateMessage(locale, 'backoffice.coupons.validation.codeTaken')],
    });
  if (outcome.refusal === 'categories')
    throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
      categoryIds: [translateMessage(locale, 'backoffice.coupons.validation.categories')],
    });
  if (outcome.refusal === 'changed') throw changedBy(locale, outcome.by, outcome.at);
  throw new ApiError(500, translateMessage(locale, 'errors.generic'));
}

/**
 * The back office's coupons and customer-status discount levels (staff with a verified second factor
 * only): list, create, edit (stale forms refused), deactivate; every change in the audit log.
 */
export const couponRoutes = new Hono<ApiEnv>()
  .get('/api/staff/coupons', staffOnly, validate('query', couponListQuerySchema), async (c) =>
    c.json(await listCoupons(c.req.valid('query'))),
  )
  .post('/api/staff/coupons', staffOnly, validate('json', couponSchema), async (c) => {
    const result = answer(c.get('locale'), await createCoupon(c.req.valid('json'), c.get('staff')));
    return c.json(result, result.repeated ? 200 : 201);
  })
  .get('/api/staff/status-levels', staffOnly, async (c) => c.json(await getStatusLevels()))
  .put('/api/staff/status-levels', staffOnly, validate('json', statusLevelsSchema), async (c) => {
    const outcome = await setStatusLevels(c.req.valid('json'), c.get('staff'));
    if (!outcome.ok) throw changedBy(c.get('locale'), outcome.by, outcome.at);
    return c.json({ repeated: outcome.repeated, ...outcome.levels });
  })
  .get('/api/staff/coupons/:code', staffOnly, validate('param', couponCodeParam), async (c) => {
    const coupon = await getCoupon(c.req.valid('param').code);
    if (!coupon) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json(coupon);
  })
  .put(
    '/api/staff/coupons/:code',
    staffOnly,
    validate('param', couponCodeParam),
    validate('json', couponEditSchema),
    async (c) => {
      const locale = c.get('locale');
      const { code } = c.req.valid('param');
      const body = c.req.valid('json');
      // The code is the coupon's identity (orders carry it): it can't be renamed.
      if (body.code !== code)
        throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
          code: [translateMessage(locale, 'backoffice.coupons.validation.codeFixed')],
        });
      return c.json(answer(locale, await updateCoupon(code, body, c.get('staff'))));
    },
  )
  .post('/api/staff/coupons/:code/deactivate', staffOnly, validate('param', couponCodeParam), async (c) =>
    c.json(answer(c.get('locale'), await deactivateCoupon(c.req.valid('param').code, c.get('staff')))),
  );
