import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import {
  categoryMenuSaveSchema,
  menuParam,
  menuSaveSchema,
  redirectCreateSchema,
  redirectDeleteSchema,
  redirectListQuerySchema,
  redirectUpdateSchema,
} from '../content-menus-schemas';
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  saveCategoryMenu,
  saveMenu,
  staffCategoryMenu,
  staffMenu,
  updateRedirect,
  type MenusOutcome,
} from './content-menus';
import { staffOnly } from './staff';

/** 'changed by … at …' in the shop's time zone. */
function when(locale: Locale, at: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(at));
}

/** The outcome's value, or its refusal as the HTTP error (404, 409 with who and when, 422 per field). */
function valueOf<T>(locale: Locale, outcome: MenusOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.refusal === 'notFound') throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
  if (outcome.refusal === 'fields')
    throw new ApiError(
      422,
      translateMessage(locale, 'errors.invalidData'),
      Object.fromEntries(
        Object.entries(outcome.fields).map(([field, key]) => [field, [translateMessage(locale, key)]]),
      ),
    );
  const { by, at } = outcome.stale;
  throw new ApiError(
    409,
    by
      ? translateMessage(locale, 'backoffice.content.refused.changed', { actor: by, at: when(locale, at) })
      : translateMessage(locale, 'backoffice.content.refused.changedUnknown', { at: when(locale, at) }),
  );
}

/**
 * The back office's menus (main and footer: saved whole; the category menu: order and visibility) and
 * redirects (list, create, edit, delete), verified staff only. Writes send the version their form loaded;
 * the shop shows the change at once.
 */
export const contentMenusRoutes = new Hono<ApiEnv>()
  .get('/api/staff/content/menus/category', staffOnly, async (c) => c.json(await staffCategoryMenu()))
  .put('/api/staff/content/menus/category', staffOnly, validate('json', categoryMenuSaveSchema), async (c) =>
    c.json(valueOf(c.get('locale'), await saveCategoryMenu(c.req.valid('json'), c.get('staff')))),
  )
  .get('/api/staff/content/menus/:menu', staffOnly, validate('param', menuParam), async (c) =>
    c.json(await staffMenu(c.req.valid('param').menu)),
  )
  .put(
    '/api/staff/content/menus/:menu',
    staffOnly,
    validate('param', menuParam),
    validate('json', menuSaveSchema),
    async (c) =>
      c.json(
        valueOf(
          c.get('locale'),
          await saveMenu(c.req.valid('param').menu, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .get('/api/staff/content/redirects', staffOnly, validate('query', redirectListQuerySchema), async (c) =>
    c.json(await listRedirects(c.req.valid('query'))),
  )
  .post('/api/staff/content/redirects', staffOnly, validate('json', redirectCreateSchema), async (c) =>
    c.json(valueOf(c.get('locale'), await createRedirect(c.req.valid('json'), c.get('staff'))), 201),
  )
  .put('/api/staff/content/redirects', staffOnly, validate('json', redirectUpdateSchema), async (c) =>
    c.json(valueOf(c.get('locale'), await updateRedirect(c.req.valid('json'), c.get('staff')))),
  )
  .delete('/api/staff/content/redirects', staffOnly, validate('json', redirectDeleteSchema), async (c) => {
    const { path, updatedAt } = c.req.valid('json');
    return c.json(valueOf(c.get('locale'), await deleteRedirect(path, updatedAt, c.get('staff'))));
  });
