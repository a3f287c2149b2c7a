import { z } from 'zod';
import { CONDITIONS, FACET_KEYS, MAX_FACET_VALUES, MAX_PAGE, PAGE_SIZES, SORTS } from './list-query';
import { recordId } from '@/lib/validation';

const intString = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const facetValues = z
  .union([
    z.string().trim().min(1).max(100),
    z.array(z.string().trim().min(1).max(100)).max(MAX_FACET_VALUES),
  ])
  .optional();

const facetShape = Object.fromEntries(FACET_KEYS.map((k) => [k, facetValues])) as Record<
  (typeof FACET_KEYS)[number],
  typeof facetValues
>;

/** Query of spec §7 GET /api/catalog/catalog-products (and body of POST /api/filters). Unknown keys are ignored. */
export const catalogQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    category_id: intString(1, 1_000_000).optional(),
    type_id: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(4)]))
      .optional(),
    sale_is: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .optional(),
    type_product: intString(1, 4).optional(),
    state: z.enum(CONDITIONS as [string, ...string[]]).optional(),
    priceFrom: intString(0, 10_000_000).optional(),
    priceTo: intString(0, 10_000_000).optional(),
    sort: z.enum(SORTS).optional(),
    page: intString(1, MAX_PAGE).optional(),
    per_page: z.coerce
      .number()
      .pipe(z.union(PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<12>, z.ZodLiteral<24>]))
      .optional(),
    ...facetShape,
  })
  .refine((q) => q.priceFrom === undefined || q.priceTo === undefined || q.priceFrom <= q.priceTo, {
    path: ['priceTo'],
    message: 'catalog.priceRange',
  });

export const autocompleteQuerySchema = z.object({ search: z.string().trim().min(1).max(100) });

export const productParamSchema = z.object({ productId: intString(1, 2_147_483_647) });
export const productOptionSchema = z.object({ option: z.string().trim().max(64).optional() });

export const relationsQuerySchema = z.object({
  product_id: intString(1, 2_147_483_647),
  limit: intString(1, 24).optional(),
});

export const productsInfoSchema = z.object({
  ids: z.array(recordId()).min(1).max(100),
});
