import { z } from 'zod';
import { recordId } from '@/lib/validation';
import { requiredEmail, requiredText } from '@/lib/form-fields';
import { passwordField } from '@/features/accounts/client';

/** The back office's roles: staff work orders, customers and the inbox; admins also run the team. */
export const TEAM_ROLES = ['staff', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamMemberParam = z.object({ id: recordId() });
export const invitationIdParam = z.object({ id: recordId() });

/** An invitation link's token: 32 random bytes, base64url. */
export const invitationTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** POST /api/staff/team/invitations: whom to invite, as what. */
export const invitationSchema = z.object({
  email: requiredEmail(100),
  name: requiredText(2, 50),
  role: z.enum(TEAM_ROLES, { error: 'backoffice.team.validation.role' }),
});
export type InvitationInput = z.output<typeof invitationSchema>;

/** PUT /api/staff/team/:id/role. */
export const roleChangeSchema = z.object({
  role: z.enum(TEAM_ROLES, { error: 'backoffice.team.validation.role' }),
});

/** POST /api/staff/invitations/:token/accept: the invitee's name and password (the staff rules). */
export const acceptInvitationSchema = z
  .object({
    name: requiredText(2, 50),
    password: passwordField,
    passwordRepeat: z.string().min(1, { message: 'validation.required', abort: true }).max(100),
  })
  .refine((v) => v.password === v.passwordRepeat, {
    message: 'accounts.validation.passwordMismatch',
    path: ['passwordRepeat'],
    when: (p) => {
      const v = p.value as { passwordRepeat?: unknown };
      return typeof v?.passwordRepeat === 'string' && v.passwordRepeat !== '';
    },
  });
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;

/** What the audit log names (audit.ts `AuditEntity`). */
export const AUDIT_ENTITIES = [
  'order',
  'customer',
  'product',
  'staff',
  'message',
  'content',
  'coupon',
  'discount',
] as const;

/** A day as the date filters take it (the shop's time zone): a real calendar day. */
const day = z.string().refine((v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return /^[12]\d{3}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}, 'backoffice.audit.validation.date');

/**
 * GET /api/staff/audit: the audit log newest first, a page at a time, by record kind, action, actor
 * (account id), record id and date range (days in the shop's time zone, both included).
 */
export const auditListQuerySchema = z
  .object({
    entity: z.enum(AUDIT_ENTITIES, { error: 'backoffice.audit.validation.entity' }).optional(),
    action: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'backoffice.audit.validation.action')
      .optional(),
    actor: recordId().optional(),
    entityId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'backoffice.audit.validation.entityId')
      .optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'backoffice.audit.validation.range',
    path: ['to'],
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
