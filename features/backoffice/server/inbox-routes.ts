import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import type { InboxChange } from '../inbox-model';
import {
  inboxAssignSchema,
  inboxItemParam,
  inboxListQuerySchema,
  inboxReplySchema,
  inboxStatusSchema,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
} from '../inbox-schemas';
import {
  assignInbox,
  exportSubscribers,
  inboxDetail,
  listAssignees,
  listInbox,
  listSubscribers,
  replyToInbox,
  setInboxStatus,
  type InboxOutcome,
} from './inbox';
import { dashboard } from './dashboard';
import { staffOnly } from './staff';

/** A change's answer: the message as it is now, or the refusal as an ApiError in the request's language. */
function changeOf(outcome: InboxOutcome, locale: Locale): InboxChange {
  const t = (key: string, values?: Record<string, string>) =>
    translateMessage(locale, `backoffice.inbox.refused.${key}`, values);
  if (outcome.ok) return { repeated: outcome.repeated, item: outcome.item };
  switch (outcome.refusal) {
    case 'notFound':
      throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
    case 'notStaff':
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        assigneeId: [t('notStaff')],
      });
    case 'keyUsed':
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), { key: [t('keyUsed')] });
    case 'noAddress':
      throw new ApiError(409, t('noAddress'));
    case 'mailFailed':
      throw new ApiError(502, t('mailFailed'));
    case 'changed':
      throw new ApiError(409, outcome.actor ? t('changed', { actor: outcome.actor }) : t('changedUnknown'));
  }
}

/**
 * The back office's inbox (contact messages, pre-order requests, chats left outside opening hours), the
 * newsletter's confirmed subscribers and the dashboard's figures. Staff with a verified second factor only.
 */
export const inboxRoutes = new Hono<ApiEnv>()
  .get('/api/staff/inbox', staffOnly, validate('query', inboxListQuerySchema), async (c) =>
    c.json(await listInbox(c.req.valid('query'), c.get('staff').id, c.get('locale'))),
  )
  .get('/api/staff/inbox/assignees', staffOnly, async (c) => c.json({ data: await listAssignees() }))
  .get('/api/staff/inbox/:kind/:id', staffOnly, validate('param', inboxItemParam), async (c) => {
    const { kind, id } = c.req.valid('param');
    const item = await inboxDetail(kind, id, c.get('locale'));
    if (!item) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json(item);
  })
  // A reply by e-mail: 201 when sent now, 200 with `repeated` when this key was sent before.
  .post(
    '/api/staff/inbox/:kind/:id/reply',
    staffOnly,
    validate('param', inboxItemParam),
    validate('json', inboxReplySchema),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      const locale = c.get('locale');
      const change = changeOf(
        await replyToInbox(kind, id, c.req.valid('json'), c.get('staff'), locale),
        locale,
      );
      return c.json(change, change.repeated ? 200 : 201);
    },
  )
  .post(
    '/api/staff/inbox/:kind/:id/status',
    staffOnly,
    validate('param', inboxItemParam),
    validate('json', inboxStatusSchema),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      const locale = c.get('locale');
      return c.json(
        changeOf(await setInboxStatus(kind, id, c.req.valid('json'), c.get('staff'), locale), locale),
      );
    },
  )
  .post(
    '/api/staff/inbox/:kind/:id/assign',
    staffOnly,
    validate('param', inboxItemParam),
    validate('json', inboxAssignSchema),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      const locale = c.get('locale');
      return c.json(
        changeOf(await assignInbox(kind, id, c.req.valid('json'), c.get('staff'), locale), locale),
      );
    },
  )
  .get('/api/staff/subscribers', staffOnly, validate('query', subscriberListQuerySchema), async (c) =>
    c.json(await listSubscribers(c.req.valid('query'))),
  )
  // Every confirmed subscriber as CSV; `lang` names the language, since a download link sends no x-locale.
  .get(
    '/api/staff/subscribers/export',
    staffOnly,
    validate('query', subscriberExportQuerySchema),
    async (c) => {
      const locale = c.req.valid('query').lang ?? c.get('locale');
      const csv = await exportSubscribers(locale);
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
      const name = `${translateMessage(locale, 'backoffice.inbox.newsletter.fileName')}-${day}.csv`;
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      });
    },
  )
  .get('/api/staff/dashboard', staffOnly, async (c) => c.json(await dashboard(c.get('locale'))));
