import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { getPage } from '@/features/content';
import { BRAND_KEYS, parseGeneration, type Brand } from '../model';
import { getBrandPage } from './lists';
import { getSitemap } from './sitemap';

const brandQuery = z.object({
  brand: z.enum(BRAND_KEYS as [Brand, ...Brand[]]),
  generation: z.string().trim().max(10).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

/** Portal host (spec §7 Content): the about page and the server brand pages. */
export const pageRoutes = new Hono<ApiEnv>()
  .get('/api/pages/about', async (c) => {
    const page = await getPage('about', c.get('locale'));
    if (!page) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.pageNotFound'));
    return c.json({ data: page });
  })
  .get('/api/pages/server/brand', validate('query', brandQuery), async (c) => {
    const { brand, generation, page } = c.req.valid('query');
    const gen = generation ? parseGeneration(brand, generation) : null;
    if (generation && !gen) {
      const locale = c.get('locale');
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        generation: [translateMessage(locale, 'brandPages.unknownGeneration')],
      });
    }
    return c.json({ data: await getBrandPage(brand, gen, page, c.get('locale')) });
  });

/** Workflow host (spec §7 Public): the human sitemap's data. */
export const sitemapRoutes = new Hono<ApiEnv>().get('/api/sitemaps/list-page-url', async (c) =>
  c.json({ data: await getSitemap(c.get('locale')) }),
);
