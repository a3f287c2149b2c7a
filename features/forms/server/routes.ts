import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { verifyCaptcha } from '@/lib/captcha';
import { translateMessage } from '@/lib/i18n/translate';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import { contactSchema, countriesQuery, preOrderQuery, preOrderSchema, regionsQuery } from '../schemas';
import { listCountries, listRegions, preOrderProduct, submitContact, submitPreOrder } from './forms';

export const CONTACT_LIMIT = { points: 5, seconds: 10 * 60 };
export const PRE_ORDER_LIMIT = { points: 5, seconds: 10 * 60 };

/** Workflow host (spec §7): contact and pre-order forms, countries and regions. */
export const formRoutes = new Hono<ApiEnv>()
  .post('/api/public/contact/form', validate('json', contactSchema), async (c) => {
    const { captcha, ...input } = c.req.valid('json');
    const locale = c.get('locale');
    const t = (key: string) => translateMessage(locale, key);
    const ip = clientIp(c.req.raw.headers);
    if (!(await verifyCaptcha(captcha, 'contact', ip)).ok) {
      throw new ApiError(422, t('errors.invalidData'), { captcha: [t('formRules.captcha')] });
    }
    await rateLimit(
      'form-contact',
      ip,
      CONTACT_LIMIT.points,
      CONTACT_LIMIT.seconds,
      t('errors.tooManyRequests'),
    );
    const id = await submitContact(input, { locale, uid: c.get('uid') });
    return c.json({ message: t('contactForm.thanks'), data: { id } }, 201);
  })
  .get('/api/public/pre-order/form', validate('query', preOrderQuery), async (c) => {
    const locale = c.get('locale');
    const product = await preOrderProduct(c.req.valid('query').product_id, locale);
    if (!product) throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
    return c.json({
      data: { product, fields: ['product_id', 'quantity', 'name', 'company', 'email', 'phone', 'message'] },
    });
  })
  .post('/api/public/pre-order/form', validate('json', preOrderSchema), async (c) => {
    const { captcha, product_id, ...input } = c.req.valid('json');
    const locale = c.get('locale');
    const t = (key: string) => translateMessage(locale, key);
    const product = await preOrderProduct(product_id, locale);
    if (!product)
      throw new ApiError(422, t('errors.invalidData'), { product_id: [t('formRules.productUnknown')] });
    const ip = clientIp(c.req.raw.headers);
    if (!(await verifyCaptcha(captcha, 'pre_order', ip)).ok) {
      throw new ApiError(422, t('errors.invalidData'), { captcha: [t('formRules.captcha')] });
    }
    await rateLimit(
      'form-pre-order',
      ip,
      PRE_ORDER_LIMIT.points,
      PRE_ORDER_LIMIT.seconds,
      t('errors.tooManyRequests'),
    );
    const id = await submitPreOrder({ ...input, product }, { locale, uid: c.get('uid') });
    return c.json({ message: t('preOrder.thanks'), data: { id } }, 201);
  })
  .get('/api/public/countries', validate('query', countriesQuery), async (c) =>
    c.json({ data: await listCountries(c.get('locale'), c.req.valid('query').filterName || undefined) }),
  )
  .get('/api/public/regions', validate('query', regionsQuery), async (c) =>
    c.json({ data: await listRegions(c.req.valid('query').countryName || undefined) }),
  );
