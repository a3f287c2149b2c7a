import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { validate, type ApiEnv } from '@/lib/api/app';
import { FAQ_SEARCH_MAX, FAQ_SEARCH_MIN, countFaqItems } from '../model';
import { getFaqGroups, searchFaq } from './faq';

const searchParam = z.object({
  search: z
    .string()
    .trim()
    .min(FAQ_SEARCH_MIN, { error: 'validation.tooShort' })
    .max(FAQ_SEARCH_MAX, { error: 'validation.tooLong' }),
});

/** Workflow host: GET /api/public/faq and GET /api/public/faq/type/{search} (spec §7). */
export const faqRoutes = new Hono<ApiEnv>()
  .get('/api/public/faq', async (c) => {
    const data = await getFaqGroups(c.get('locale'));
    return c.json({ data, meta: { total: countFaqItems(data) } });
  })
  .get('/api/public/faq/type/:search', validate('param', searchParam), async (c) => {
    const data = await searchFaq(c.req.valid('param').search, c.get('locale'));
    return c.json({ data, meta: { total: countFaqItems(data) } });
  });
