import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import {
  bannerFieldsSchema,
  bannerUpdateSchema,
  hookParam,
  htmlBlockUpdateSchema,
  pageSlugParam,
  pageUpdateSchema,
  uspsSchema,
  versionOnlySchema,
} from '../content-pages-schemas';
import { contentIdParam, moveSchema } from '../content-schemas';
import {
  bannerImages,
  checkBannerImage,
  createBanner,
  deleteBanner,
  moveBanner,
  saveUsps,
  staffBanner,
  staffBanners,
  staffHtmlBlock,
  staffHtmlBlocks,
  staffPage,
  staffPages,
  staffUsps,
  storeBannerImage,
  updateBanner,
  updateHtmlBlock,
  updatePage,
  type PagesOutcome,
} from './content-pages';
import { valueOf } from './content-routes';
import { staffOnly } from './staff';

const invalid = (locale: Locale, errors: Record<string, string[]>) =>
  new ApiError(422, translateMessage(locale, 'errors.invalidData'), errors);

/** The outcome's value, or its refusal as the HTTP error (404, 409 with who and when, 422). */
function answer<T>(locale: Locale, outcome: PagesOutcome<T>): T {
  if (!outcome.ok && outcome.refusal === 'fixedSection')
    throw invalid(locale, {
      sections: [translateMessage(locale, 'backoffice.content.validation.fixedSection')],
    });
  if (!outcome.ok && outcome.refusal === 'unknownImage')
    throw invalid(locale, { image: [translateMessage(locale, 'backoffice.content.validation.image')] });
  return valueOf(locale, outcome as Exclude<PagesOutcome<T>, { refusal: 'fixedSection' | 'unknownImage' }>);
}

const notFound = (locale: Locale) => new ApiError(404, translateMessage(locale, 'errors.notFound'));

/**
 * The back office's banners, USPs, content pages and html blocks (verified staff only). Each write sends
 * the `updatedAt` its form loaded; rich text is sanitised before it is stored; the shop shows the change at
 * once.
 */
export const contentPagesRoutes = new Hono<ApiEnv>()
  .get('/api/staff/content/banners', staffOnly, async (c) =>
    c.json({ data: await staffBanners(), images: await bannerImages() }),
  )
  .get('/api/staff/content/banners/:id', staffOnly, validate('param', contentIdParam), async (c) => {
    const banner = await staffBanner(c.req.valid('param').id);
    if (!banner) throw notFound(c.get('locale'));
    return c.json(banner);
  })
  .post('/api/staff/content/banners', staffOnly, validate('json', bannerFieldsSchema), async (c) =>
    c.json(answer(c.get('locale'), await createBanner(c.req.valid('json'), c.get('staff'))), 201),
  )
  .put(
    '/api/staff/content/banners/:id',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', bannerUpdateSchema),
    async (c) =>
      c.json(
        answer(
          c.get('locale'),
          await updateBanner(c.req.valid('param').id, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .delete(
    '/api/staff/content/banners/:id',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', versionOnlySchema),
    async (c) =>
      c.json(
        answer(
          c.get('locale'),
          await deleteBanner(c.req.valid('param').id, c.req.valid('json').updatedAt, c.get('staff')),
        ),
      ),
  )
  .post(
    '/api/staff/content/banners/:id/move',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', moveSchema),
    async (c) =>
      c.json(
        answer(
          c.get('locale'),
          await moveBanner(c.req.valid('param').id, c.req.valid('json').direction, c.get('staff')),
        ),
      ),
  )
  // A banner image: multipart with one `file`, checked by content and re-encoded; answers its /media path.
  .post('/api/staff/content/banners/images', staffOnly, async (c) => {
    const locale = c.get('locale');
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
      throw invalid(locale, { file: [translateMessage(locale, 'validation.required')] });
    const body = await c.req.parseBody().catch(() => {
      throw new ApiError(400, translateMessage(locale, 'api.badForm'));
    });
    const file = body.file;
    if (!(file instanceof File) || file.size === 0)
      throw invalid(locale, { file: [translateMessage(locale, 'validation.required')] });
    const image = await checkBannerImage(new Uint8Array(await file.arrayBuffer()));
    if (!image.ok) throw invalid(locale, { file: [translateMessage(locale, image.error)] });
    return c.json({ path: await storeBannerImage(image, c.get('staff')) }, 201);
  })
  .get('/api/staff/content/usps', staffOnly, async (c) => c.json(await staffUsps()))
  .put('/api/staff/content/usps', staffOnly, validate('json', uspsSchema), async (c) =>
    c.json(answer(c.get('locale'), await saveUsps(c.req.valid('json'), c.get('staff')))),
  )
  .get('/api/staff/content/pages', staffOnly, async (c) => c.json({ data: await staffPages() }))
  .get('/api/staff/content/pages/:slug', staffOnly, validate('param', pageSlugParam), async (c) => {
    const page = await staffPage(c.req.valid('param').slug);
    if (!page) throw notFound(c.get('locale'));
    return c.json(page);
  })
  .put(
    '/api/staff/content/pages/:slug',
    staffOnly,
    validate('param', pageSlugParam),
    validate('json', pageUpdateSchema),
    async (c) =>
      c.json(
        answer(
          c.get('locale'),
          await updatePage(c.req.valid('param').slug, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .get('/api/staff/content/html-blocks', staffOnly, async (c) => c.json({ data: await staffHtmlBlocks() }))
  .get('/api/staff/content/html-blocks/:hook', staffOnly, validate('param', hookParam), async (c) => {
    const block = await staffHtmlBlock(c.req.valid('param').hook);
    if (!block) throw notFound(c.get('locale'));
    return c.json(block);
  })
  .put(
    '/api/staff/content/html-blocks/:hook',
    staffOnly,
    validate('param', hookParam),
    validate('json', htmlBlockUpdateSchema),
    async (c) =>
      c.json(
        answer(
          c.get('locale'),
          await updateHtmlBlock(c.req.valid('param').hook, c.req.valid('json'), c.get('staff')),
        ),
      ),
  );
