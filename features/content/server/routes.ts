import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { validate, type ApiEnv } from '@/lib/api/app';
import { translateMessage } from '@/lib/i18n/translate';
import { getCategoryMenu, getMenu } from './menus';
import { getBanners, getHtmlBlock, getPage } from './content';
import { getSetting } from './settings';
import { resolveAlias } from './aliases';

/** Settings that may be read by anyone; everything else stays on the server. */
const PUBLIC_SETTINGS = ['contact', 'ratings', 'shipping', 'vat', 'work_time'] as const;

export const contentRoutes = new Hono<ApiEnv>()
  .get('/api/menus/category', async (c) => c.json({ data: await getCategoryMenu(c.get('locale')) }))
  .get('/api/menus/main', async (c) => c.json({ data: await getMenu('main', c.get('locale')) }))
  .get('/api/menus/footer', async (c) => c.json({ data: await getMenu('footer', c.get('locale')) }))
  .get('/api/banners/main', async (c) => c.json({ data: await getBanners('main', c.get('locale')) }))
  .get('/api/pages/home', async (c) => {
    const page = await getPage('home', c.get('locale'));
    if (!page) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.pageNotFound'));
    return c.json({ data: page });
  })
  .get('/api/settings/:key', validate('param', z.object({ key: z.enum(PUBLIC_SETTINGS) })), async (c) => {
    const { key } = c.req.valid('param');
    const value = await getSetting(key);
    if (value === null) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json({ data: value });
  })
  .get(
    '/api/html-blocks/:hook',
    validate('param', z.object({ hook: z.string().regex(/^[a-z0-9_-]{1,64}$/) })),
    async (c) => {
      const html = await getHtmlBlock(c.req.valid('param').hook, c.get('locale'));
      if (html === null) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
      return c.json({ data: { html } });
    },
  )
  .get('/api/aliases', validate('query', z.object({ path: z.string().min(1).max(512) })), async (c) => {
    const resolved = await resolveAlias(c.req.valid('query').path);
    if (!resolved) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.pageNotFound'));
    if (resolved.kind === 'redirect') return c.json({ path: resolved.path, status: resolved.status });
    return c.json({ route: { name: resolved.route, id: resolved.id, path: resolved.path } });
  });
