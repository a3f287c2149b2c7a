import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { verifyCaptcha } from '@/lib/captcha';
import { translateMessage } from '@/lib/i18n/translate';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import type { SubscribeAnswer } from '../model';
import { subscribeSchema, tokenSchema } from '../schemas';
import { confirmSubscription, subscribe, unsubscribe } from './newsletter';

export const SUBSCRIBE_LIMIT = { points: 10, seconds: 10 * 60 };

/** Workflow host: PUT /api/subscribers/type/subscriber (spec §7), plus the opt-in and opt-out links. */
export const newsletterRoutes = new Hono<ApiEnv>()
  .put('/api/subscribers/type/subscriber', validate('json', subscribeSchema), async (c) => {
    const { captcha, ...input } = c.req.valid('json');
    const locale = c.get('locale');
    const t = (key: string) => translateMessage(locale, key);
    const ip = clientIp(c.req.raw.headers);
    if (!(await verifyCaptcha(captcha, 'newsletter', ip)).ok) {
      throw new ApiError(422, t('errors.invalidData'), { captcha: [t('formRules.captcha')] });
    }
    await rateLimit(
      'form-newsletter',
      ip,
      SUBSCRIBE_LIMIT.points,
      SUBSCRIBE_LIMIT.seconds,
      t('errors.tooManyRequests'),
    );
    const result = await subscribe(input, locale);
    if (result === 'duplicate')
      return c.json(
        { status: 'duplicate', message: t('newsletter.duplicate') } satisfies SubscribeAnswer,
        409,
      );
    return c.json(
      {
        status: 'pending',
        message: t('newsletter.added'),
        hint: t('newsletter.checkMail'),
      } satisfies SubscribeAnswer,
      201,
    );
  })
  .post('/api/subscribers/confirm', validate('json', tokenSchema), async (c) => {
    const result = await confirmSubscription(c.req.valid('json').token);
    if (result === 'invalid')
      throw new ApiError(404, translateMessage(c.get('locale'), 'newsletter.invalidLink'));
    return c.json({ status: result, message: translateMessage(c.get('locale'), 'newsletter.confirmed') });
  })
  .post('/api/subscribers/unsubscribe', validate('json', tokenSchema), async (c) => {
    const result = await unsubscribe(c.req.valid('json').token);
    if (result === 'invalid')
      throw new ApiError(404, translateMessage(c.get('locale'), 'newsletter.invalidLink'));
    return c.json({ status: result, message: translateMessage(c.get('locale'), 'newsletter.unsubscribed') });
  });
