import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import {
  productBulkSchema,
  productFieldsSchema,
  productIdParam,
  productListQuerySchema,
  productQuickEditSchema,
  productUpdateSchema,
} from '../product-schemas';
import {
  bulkProducts,
  createProduct,
  listProducts,
  productDetail,
  updateProduct,
  type ProductRefusal,
} from './products';
import { staffOnly } from './staff';

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

/** A refused product change as its HTTP error: 404, 409 naming who changed it when, or 422 at the field. */
function refused(locale: Locale, r: ProductRefusal) {
  if (r.refusal === 'notFound') return new ApiError(404, translateMessage(locale, 'errors.notFound'));
  if (r.refusal === 'stale')
    return new ApiError(
      409,
      translateMessage(locale, 'backoffice.products.refused.stale', {
        by: r.by ?? translateMessage(locale, 'backoffice.products.someone'),
        at: when(locale, r.at),
      }),
    );
  return new ApiError(
    422,
    translateMessage(locale, 'errors.invalidData'),
    Object.fromEntries(Object.entries(r.fields).map(([k, v]) => [k, [translateMessage(locale, v)]])),
  );
}

/**
 * The back office's products (staff with a verified second factor only): list, editor (create, read,
 * save with a stale-form check), a row's inline stock/price edit through the same save, and bulk actions.
 */
export const productRoutes = new Hono<ApiEnv>()
  .get('/api/staff/products', staffOnly, validate('query', productListQuerySchema), async (c) =>
    c.json(await listProducts(c.req.valid('query'))),
  )
  .post('/api/staff/products', staffOnly, validate('json', productFieldsSchema), async (c) => {
    const outcome = await createProduct(c.req.valid('json'), c.get('staff'));
    if (!outcome.ok) throw refused(c.get('locale'), outcome);
    return c.json({ product: outcome.product }, 201);
  })
  .post('/api/staff/products/bulk', staffOnly, validate('json', productBulkSchema), async (c) =>
    c.json(await bulkProducts(c.req.valid('json'), c.get('staff'))),
  )
  .get('/api/staff/products/:id', staffOnly, validate('param', productIdParam), async (c) => {
    const product = await productDetail(c.req.valid('param').id);
    if (!product) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json({ product });
  })
  .put(
    '/api/staff/products/:id',
    staffOnly,
    validate('param', productIdParam),
    validate('json', productUpdateSchema),
    async (c) => {
      const { updatedAt, quantityFrom, product } = c.req.valid('json');
      const outcome = await updateProduct(c.req.valid('param').id, updatedAt, product, c.get('staff'), {
        quantityFrom,
      });
      if (!outcome.ok) throw refused(c.get('locale'), outcome);
      return c.json({ product: outcome.product, changed: outcome.changed });
    },
  )
  .patch(
    '/api/staff/products/:id',
    staffOnly,
    validate('param', productIdParam),
    validate('json', productQuickEditSchema),
    async (c) => {
      const { updatedAt, quantityFrom, ...change } = c.req.valid('json');
      const outcome = await updateProduct(
        c.req.valid('param').id,
        updatedAt,
        Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
        c.get('staff'),
        { quantityFrom, action: 'quickEdit' },
      );
      if (!outcome.ok) throw refused(c.get('locale'), outcome);
      return c.json({ product: outcome.product, changed: outcome.changed });
    },
  );
