import 'server-only';
import { Hono } from 'hono';
import { largeUploadPattern, validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { productIdParam } from '../product-schemas';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  IMAGE_MAX_PER_PRODUCT,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIDE,
  productImageDeleteSchema,
  productImageParam,
  productImagesSaveSchema,
} from '../product-image-schemas';
import {
  addProductImages,
  checkProductImage,
  deleteProductImage,
  productImageList,
  saveProductImages,
  type CheckedImage,
  type ImagesOutcome,
} from './product-images';
import { staffOnly } from './staff';

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

const invalid = (locale: Locale, messages: string[]) =>
  new ApiError(422, translateMessage(locale, 'errors.invalidData'), { files: messages });

function answer(locale: Locale, outcome: ImagesOutcome) {
  if (outcome.ok) return outcome.list;
  if (outcome.refusal === 'notFound') throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
  if (outcome.refusal === 'full')
    throw invalid(locale, [
      translateMessage(locale, 'backoffice.products.images.validation.full', { max: IMAGE_MAX_PER_PRODUCT }),
    ]);
  throw new ApiError(
    409,
    translateMessage(locale, 'backoffice.products.images.refused.stale', {
      by: outcome.by ?? translateMessage(locale, 'backoffice.products.someone'),
      at: when(locale, outcome.at),
    }),
  );
}

/** All files of a request at most, plus the form around them. */
const UPLOAD_LIMIT = largeUploadPattern(
  'POST',
  /^\/api\/portal\/api\/staff\/products\/\d+\/images$/,
  IMAGE_MAX_FILES * IMAGE_MAX_BYTES,
);

/**
 * The product editor's images (staff with a verified second factor only): the list (seeded images
 * adopted), upload, order and alt texts with a stale-form check, removal.
 */
export const productImageRoutes = new Hono<ApiEnv>()
  .get('/api/staff/products/:id/images', staffOnly, validate('param', productIdParam), async (c) => {
    const list = await productImageList(c.req.valid('param').id);
    if (!list) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json(list);
  })
  .post(
    '/api/staff/products/:id/images',
    staffOnly,
    UPLOAD_LIMIT,
    validate('param', productIdParam),
    async (c) => {
      const locale = c.get('locale');
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
        throw new ApiError(400, translateMessage(locale, 'api.badForm'));
      const body = await c.req.parseBody({ all: true }).catch(() => {
        throw new ApiError(400, translateMessage(locale, 'api.badForm'));
      });
      const files = [body.files ?? []].flat().filter((f): f is File => f instanceof File && f.size > 0);
      if (!files.length)
        throw invalid(locale, [translateMessage(locale, 'backoffice.products.images.validation.none')]);
      if (files.length > IMAGE_MAX_FILES)
        throw invalid(locale, [
          translateMessage(locale, 'backoffice.products.images.validation.tooMany', { max: IMAGE_MAX_FILES }),
        ]);
      // Every file is checked before anything is stored: one refused file refuses the upload, each
      // refusal naming its file, so staff remove or fix those and send the rest again.
      const checked: CheckedImage[] = [];
      const refusals: string[] = [];
      for (const file of files) {
        const name = file.name.slice(0, 120) || '—';
        const result = await checkProductImage(name, new Uint8Array(await file.arrayBuffer()));
        if (result.ok) checked.push(result.image);
        else
          refusals.push(
            translateMessage(locale, result.error, {
              name,
              maxMb: IMAGE_MAX_BYTES / 1024 / 1024,
              min: IMAGE_MIN_SIDE,
              max: IMAGE_MAX_SIDE,
            }),
          );
      }
      if (refusals.length) throw invalid(locale, refusals);
      return c.json(
        answer(locale, await addProductImages(c.req.valid('param').id, checked, c.get('staff'))),
        201,
      );
    },
  )
  .put(
    '/api/staff/products/:id/images',
    staffOnly,
    validate('param', productIdParam),
    validate('json', productImagesSaveSchema),
    async (c) =>
      c.json(
        answer(
          c.get('locale'),
          await saveProductImages(c.req.valid('param').id, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .delete(
    '/api/staff/products/:id/images/:imageId',
    staffOnly,
    validate('param', productImageParam),
    validate('json', productImageDeleteSchema),
    async (c) => {
      const { id, imageId } = c.req.valid('param');
      const { version } = c.req.valid('json');
      return c.json(answer(c.get('locale'), await deleteProductImage(id, imageId, version, c.get('staff'))));
    },
  );
