import { z } from 'zod';
import { recordId } from '@/lib/validation';
import { LOCALES } from '@/lib/i18n/locales';
import { requiredText } from '@/lib/form-fields';
import { INBOX_KINDS, INBOX_STATUSES } from './inbox-model';

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(25);

/**
 * GET /api/staff/inbox: a page of messages, newest first, by status, kind and assignee ('mine', 'unassigned'
 * or a staff account's id), searched over name, e-mail address and text.
 */
export const inboxListQuerySchema = z.object({
  status: z.enum(INBOX_STATUSES).optional(),
  kind: z.enum(INBOX_KINDS).optional(),
  assignee: z
    .string()
    .regex(/^(mine|unassigned|[1-9]\d{0,8})$/, 'backoffice.inbox.validation.assignee')
    .optional(),
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  page,
  perPage,
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

export const inboxItemParam = z.object({ kind: z.enum(INBOX_KINDS), id: recordId() });

/** A reply as staff write it. */
export const inboxReplyFieldsSchema = z.object({ body: requiredText(2, 5000) });

/**
 * POST /api/staff/inbox/:kind/:id/reply: the reply and the key the form made for it (one per reply
 * written, kept across a double click or a retry), so the same reply is sent once.
 */
export const inboxReplySchema = inboxReplyFieldsSchema.extend({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'backoffice.inbox.validation.key'),
});
export type InboxReplyInput = z.output<typeof inboxReplySchema>;

/** POST …/status: the new status and the one the page showed (a colleague's change in between is a 409). */
export const inboxStatusSchema = z.object({
  status: z.enum(INBOX_STATUSES),
  from: z.enum(INBOX_STATUSES),
});
export type InboxStatusInput = z.output<typeof inboxStatusSchema>;

/** The assignee as the form picks it ('' is nobody). */
export const inboxAssignFieldsSchema = z.object({
  assigneeId: z.string().regex(/^(|[1-9]\d{0,8})$/, 'backoffice.inbox.validation.assignee'),
});

/** POST …/assign: the staff account (null: nobody) and the assignee the page showed. */
export const inboxAssignSchema = z.object({
  assigneeId: recordId().nullable(),
  from: recordId().nullable(),
});
export type InboxAssignInput = z.output<typeof inboxAssignSchema>;

/** GET /api/staff/subscribers: confirmed newsletter subscribers, a page at a time, searched by address or name. */
export const subscriberListQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  page,
  perPage,
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

/** GET /api/staff/subscribers/export: the spreadsheet's language (a download link sends no x-locale). */
export const subscriberExportQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });
