import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import {
  contactSettingsSchema,
  contentIdParam,
  faqGroupCreateSchema,
  faqGroupUpdateSchema,
  faqItemFieldsSchema,
  faqItemDeleteSchema,
  faqItemUpdateSchema,
  moveSchema,
  shippingSettingsSchema,
  workTimeSettingsSchema,
} from '../content-schemas';
import {
  createFaqGroup,
  createFaqItem,
  deleteFaqItem,
  moveFaq,
  saveContact,
  saveShipping,
  saveWorkTime,
  staffFaq,
  staffFaqItem,
  staffSettings,
  updateFaqGroup,
  updateFaqItem,
  type ContentOutcome,
} from './content';
import { staffOnly } from './staff';

/** 'changed by … at …' in the shop's time zone. */
function when(locale: Locale, at: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(at));
}

/** The outcome's value, or its refusal as the HTTP error (404, 409 with who and when, 422 taken key). */
export function valueOf<T>(locale: Locale, outcome: ContentOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.refusal === 'notFound') throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
  if (outcome.refusal === 'duplicateKey')
    throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
      key: [translateMessage(locale, 'backoffice.content.validation.keyTaken')],
    });
  const { by, at } = outcome.stale;
  throw new ApiError(
    409,
    by
      ? translateMessage(locale, 'backoffice.content.refused.changed', { actor: by, at: when(locale, at) })
      : translateMessage(locale, 'backoffice.content.refused.changedUnknown', { at: when(locale, at) }),
  );
}

/**
 * The back office's content (verified staff only): the FAQ's groups and questions in both languages
 * (create, edit, hide, delete, reorder) and the shop settings of spec §7 staff edit (contact, opening
 * hours, shipping cut-off). Each write sends the `updatedAt` its form loaded; the shop shows the change at once.
 */
export const contentStaffRoutes = new Hono<ApiEnv>()
  .get('/api/staff/content/faq', staffOnly, async (c) => c.json({ data: await staffFaq() }))
  .post('/api/staff/content/faq/groups', staffOnly, validate('json', faqGroupCreateSchema), async (c) =>
    c.json(valueOf(c.get('locale'), await createFaqGroup(c.req.valid('json'), c.get('staff'))), 201),
  )
  .put(
    '/api/staff/content/faq/groups/:id',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', faqGroupUpdateSchema),
    async (c) =>
      c.json(
        valueOf(
          c.get('locale'),
          await updateFaqGroup(c.req.valid('param').id, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .post(
    '/api/staff/content/faq/groups/:id/move',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', moveSchema),
    async (c) =>
      c.json(
        valueOf(
          c.get('locale'),
          await moveFaq('group', c.req.valid('param').id, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .get('/api/staff/content/faq/items/:id', staffOnly, validate('param', contentIdParam), async (c) => {
    const item = await staffFaqItem(c.req.valid('param').id);
    if (!item) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json(item);
  })
  .post('/api/staff/content/faq/items', staffOnly, validate('json', faqItemFieldsSchema), async (c) =>
    c.json(valueOf(c.get('locale'), await createFaqItem(c.req.valid('json'), c.get('staff'))), 201),
  )
  .put(
    '/api/staff/content/faq/items/:id',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', faqItemUpdateSchema),
    async (c) =>
      c.json(
        valueOf(
          c.get('locale'),
          await updateFaqItem(c.req.valid('param').id, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .delete(
    '/api/staff/content/faq/items/:id',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', faqItemDeleteSchema),
    async (c) =>
      c.json(
        valueOf(
          c.get('locale'),
          await deleteFaqItem(c.req.valid('param').id, c.req.valid('json').updatedAt, c.get('staff')),
        ),
      ),
  )
  .post(
    '/api/staff/content/faq/items/:id/move',
    staffOnly,
    validate('param', contentIdParam),
    validate('json', moveSchema),
    async (c) =>
      c.json(
        valueOf(
          c.get('locale'),
          await moveFaq('item', c.req.valid('param').id, c.req.valid('json'), c.get('staff')),
        ),
      ),
  )
  .get('/api/staff/content/settings', staffOnly, async (c) => c.json(await staffSettings()))
  .put('/api/staff/content/settings/contact', staffOnly, validate('json', contactSettingsSchema), async (c) =>
    c.json(valueOf(c.get('locale'), await saveContact(c.req.valid('json'), c.get('staff')))),
  )
  .put(
    '/api/staff/content/settings/work_time',
    staffOnly,
    validate('json', workTimeSettingsSchema),
    async (c) => c.json(valueOf(c.get('locale'), await saveWorkTime(c.req.valid('json'), c.get('staff')))),
  )
  .put(
    '/api/staff/content/settings/shipping',
    staffOnly,
    validate('json', shippingSettingsSchema),
    async (c) => c.json(valueOf(c.get('locale'), await saveShipping(c.req.valid('json'), c.get('staff')))),
  );
