import 'server-only';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translator } from '@/lib/i18n/translate';
import { productIdParamSchema, selectionSchema, shareIdSchema } from '../schemas';
import {
  ConfigurationError,
  getConfigurator,
  getSharedConfiguration,
  priceConfiguration,
  shareConfiguration,
} from './service';
import { renderConfigurationSheet } from './sheet';
import { recordId } from '@/lib/validation';

const bodySchema = z.object({ productId: recordId(), selection: selectionSchema });

/** 422 with the rule named; other errors go to the app's error handler. */
async function answer<T>(c: Context<ApiEnv>, run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ConfigurationError)
      return c.json({ message: e.message, rule: e.rule, errors: e.errors }, 422);
    throw e;
  }
}

/**
 * Portal routes of the configurator. Mounted before the catalogue: GET catalog-products/:id answers
 * only with ?option= for a build-your-own product (the configurator view); otherwise the catalogue's
 * handler answers.
 */
export const configuratorRoutes = new Hono<ApiEnv>()
  .get('/api/catalog/catalog-products/:productId', async (c, next) => {
    if (c.req.query('option') === undefined) return next();
    const parsed = productIdParamSchema.safeParse({ productId: c.req.param('productId') });
    if (!parsed.success) return next();
    const { productId } = parsed.data;
    const data = await getConfigurator(productId, c.get('locale'));
    // A product without a configurator (or an unknown id) gets the catalogue's answer.
    if (!data) return next();
    return c.json(data);
  })
  .post('/api/catalog/catalog-product-price', validate('json', bodySchema), async (c) => {
    const { productId, selection } = c.req.valid('json');
    return answer(c, async () =>
      c.json({ data: await priceConfiguration(productId, selection, c.get('locale')) }),
    );
  })
  .post('/api/catalog/catalog-product-share', validate('json', bodySchema), async (c) => {
    const { productId, selection } = c.req.valid('json');
    return answer(c, async () => {
      const { id } = await shareConfiguration(productId, selection, c.get('locale'));
      return c.json({ data: { id, productId } }, 201);
    });
  })
  .get('/api/catalog/catalog-product-share/:id', validate('param', shareIdSchema), async (c) => {
    const shared = await getSharedConfiguration(c.req.valid('param').id);
    if (!shared) throw new ApiError(404, translator(c.get('locale'))('configurator.errors.shareNotFound'));
    return c.json({ data: shared });
  });

/** Workflow route: the configuration sheet as a PDF (spec §7 POST /api/public/product-with-configurator, blob). */
export const configuratorDocumentRoutes = new Hono<ApiEnv>().post(
  '/api/public/product-with-configurator',
  validate('json', bodySchema),
  async (c) => {
    const { productId, selection } = c.req.valid('json');
    return answer(c, async () => {
      const priced = await priceConfiguration(productId, selection, c.get('locale'));
      const pdf = await renderConfigurationSheet(priced, c.get('locale'));
      return new Response(new Uint8Array(pdf), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="configuratie-${productId}.pdf"`,
          'cache-control': 'no-store',
        },
      });
    });
  },
);
