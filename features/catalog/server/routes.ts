import 'server-only';
import { Hono } from 'hono';
import { ApiError } from '@/lib/api/errors';
import { validate, type ApiEnv } from '@/lib/api/app';
import { translateMessage } from '@/lib/i18n/translate';
import { parseListQuery, type RawParams } from '../list-query';
import {
  autocompleteQuerySchema,
  catalogQuerySchema,
  productOptionSchema,
  productParamSchema,
  productsInfoSchema,
  relationsQuerySchema,
} from '../schemas';
import { listProducts, productCards } from './listing';
import { getFilters } from './facets';
import { getProductDetail, getRelations } from './product';
import { autocomplete } from './autocomplete';
import { categoryList, redirectMap } from './categories';

/** Validated input back into the list query (numbers as the URL would carry them). */
function toListQuery(valid: Record<string, unknown>) {
  const raw: RawParams = {};
  for (const [k, v] of Object.entries(valid)) {
    if (v === undefined) continue;
    raw[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return parseListQuery(raw);
}

/** The catalogue calls of spec §7 on the portal host. */
export const catalogRoutes = new Hono<ApiEnv>()
  .get('/api/catalog/catalog-products', validate('query', catalogQuerySchema), async (c) => {
    const result = await listProducts(toListQuery(c.req.valid('query')), c.get('locale'));
    return c.json(result);
  })
  .post('/api/catalog/catalog-products-info', validate('json', productsInfoSchema), async (c) => {
    return c.json({ data: await productCards(c.req.valid('json').ids, c.get('locale')) });
  })
  .get('/api/catalog/catalog-product-autocomplete', validate('query', autocompleteQuerySchema), async (c) => {
    return c.json({ data: await autocomplete(c.req.valid('query').search, c.get('locale')) });
  })
  .get('/api/catalog/catalog-product-relations', validate('query', relationsQuerySchema), async (c) => {
    const { product_id, limit } = c.req.valid('query');
    return c.json({ data: await getRelations(product_id, c.get('locale'), limit) });
  })
  .get(
    '/api/catalog/catalog-products/:productId',
    validate('param', productParamSchema),
    validate('query', productOptionSchema),
    async (c) => {
      const product = await getProductDetail(c.req.valid('param').productId, c.get('locale'));
      if (!product) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
      return c.json({ data: product, option: c.req.valid('query').option ?? null });
    },
  )
  .post('/api/filters', validate('json', catalogQuerySchema), async (c) => {
    return c.json({ data: await getFilters(toListQuery(c.req.valid('json')), c.get('locale')) });
  })
  .get('/api/catalog/categories', async (c) => c.json({ categories: await categoryList(c.get('locale')) }))
  .get('/api/catalog/redirects', async (c) => c.json({ data: await redirectMap() }));
