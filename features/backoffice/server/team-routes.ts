import 'server-only';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import type { CurrentCustomer } from '@/features/accounts';
import {
  acceptInvitationSchema,
  auditListQuerySchema,
  invitationIdParam,
  invitationSchema,
  invitationTokenParam,
  roleChangeSchema,
  teamMemberParam,
} from '../team-schemas';
import type { InvitationState } from '../team-model';
import { listAudit } from './audit';
import { staffOnly } from './staff';
import {
  acceptInvitation,
  changeRole,
  invitationByToken,
  inviteStaff,
  listTeam,
  openInvitations,
  revokeInvitation,
  setDeactivated,
  type TeamRefusal,
} from './team';

/** Accepting an invitation hashes a password: 10 tries per 15 minutes per address. */
const ACCEPT_IP = { points: 10, seconds: 15 * 60 };

/** After staffOnly: 403 for staff without the admin role. */
const adminOnly = createMiddleware<ApiEnv & { Variables: { staff: CurrentCustomer } }>(async (c, next) => {
  if (c.get('staff').role !== 'admin')
    throw new ApiError(403, translateMessage(c.get('locale'), 'backoffice.team.adminOnly'));
  await next();
});

/** A refused team change as its HTTP error. */
function refused(locale: Locale, refusal: TeamRefusal) {
  if (refusal === 'notFound') return new ApiError(404, translateMessage(locale, 'errors.notFound'));
  return new ApiError(409, translateMessage(locale, `backoffice.team.refused.${refusal}`));
}

/** A link that no longer works: 404 for an unknown one, 410 saying why for a used, revoked or expired one. */
function deadLink(locale: Locale, state: Exclude<InvitationState['state'], 'open'>) {
  if (state === 'unknown') return new ApiError(404, translateMessage(locale, 'backoffice.team.link.unknown'));
  return new ApiError(410, translateMessage(locale, `backoffice.team.link.${state}`));
}

/**
 * The team (admins with a verified second factor only: staff get 403, visitors 401): staff and admin
 * accounts, invitations, roles, deactivation; the audit list. And the invitation link's own two calls,
 * which the invitee makes without an account.
 */
export const teamRoutes = new Hono<ApiEnv>()
  .get('/api/staff/team', staffOnly, adminOnly, async (c) => c.json(await listTeam()))
  .get('/api/staff/team/invitations', staffOnly, adminOnly, async (c) =>
    c.json({ data: await openInvitations() }),
  )
  .post(
    '/api/staff/team/invitations',
    staffOnly,
    adminOnly,
    validate('json', invitationSchema),
    async (c) => {
      const locale = c.get('locale');
      const input = c.req.valid('json');
      const outcome = await inviteStaff(input, c.get('staff'), locale);
      if (outcome.ok)
        return c.json(
          { repeated: outcome.repeated, invitation: outcome.invitation },
          outcome.repeated ? 200 : 201,
        );
      if (outcome.refusal === 'staffAccount' || outcome.refusal === 'customerAccount')
        throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
          email: [translateMessage(locale, `backoffice.team.refused.${outcome.refusal}`)],
        });
      if (outcome.refusal === 'pending') {
        const t = (k: string) => translateMessage(locale, k);
        throw new ApiError(
          409,
          translateMessage(locale, 'backoffice.team.refused.pending', {
            email: outcome.invitation.email,
            role: t(`backoffice.team.roleNames.${outcome.invitation.role}`),
            by: outcome.invitation.invitedBy,
          }),
        );
      }
      throw new ApiError(502, translateMessage(locale, 'backoffice.team.refused.mailFailed'));
    },
  )
  .post(
    '/api/staff/team/invitations/:id/revoke',
    staffOnly,
    adminOnly,
    validate('param', invitationIdParam),
    async (c) => {
      const locale = c.get('locale');
      const outcome = await revokeInvitation(c.req.valid('param').id, c.get('staff'));
      if (outcome.ok) return c.json({ repeated: outcome.repeated });
      if (outcome.refusal === 'notFound')
        throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
      throw new ApiError(409, translateMessage(locale, 'backoffice.team.refused.accepted'));
    },
  )
  .put(
    '/api/staff/team/:id/role',
    staffOnly,
    adminOnly,
    validate('param', teamMemberParam),
    validate('json', roleChangeSchema),
    async (c) => {
      const outcome = await changeRole(c.req.valid('param').id, c.req.valid('json').role, c.get('staff'));
      if (!outcome.ok) throw refused(c.get('locale'), outcome.refusal);
      return c.json({ repeated: outcome.repeated, role: outcome.role });
    },
  )
  .post(
    '/api/staff/team/:id/deactivate',
    staffOnly,
    adminOnly,
    validate('param', teamMemberParam),
    async (c) => {
      const outcome = await setDeactivated(c.req.valid('param').id, true, c.get('staff'));
      if (!outcome.ok) throw refused(c.get('locale'), outcome.refusal);
      return c.json({ repeated: outcome.repeated, deactivatedAt: outcome.deactivatedAt });
    },
  )
  .post(
    '/api/staff/team/:id/reactivate',
    staffOnly,
    adminOnly,
    validate('param', teamMemberParam),
    async (c) => {
      const outcome = await setDeactivated(c.req.valid('param').id, false, c.get('staff'));
      if (!outcome.ok) throw refused(c.get('locale'), outcome.refusal);
      return c.json({ repeated: outcome.repeated, deactivatedAt: outcome.deactivatedAt });
    },
  )
  .get('/api/staff/audit', staffOnly, adminOnly, validate('query', auditListQuerySchema), async (c) =>
    c.json(await listAudit(c.req.valid('query'))),
  )
  // The invitation link, for the invitee (no account yet): what it invites to, and accepting it.
  .get('/api/staff/invitations/:token', validate('param', invitationTokenParam), async (c) => {
    const state = await invitationByToken(c.req.valid('param').token);
    if (state.state !== 'open') throw deadLink(c.get('locale'), state.state);
    return c.json(state);
  })
  .post(
    '/api/staff/invitations/:token/accept',
    validate('param', invitationTokenParam),
    validate('json', acceptInvitationSchema),
    async (c) => {
      const locale = c.get('locale');
      await rateLimit(
        'invitation-accept-ip',
        clientIp(c.req.raw.headers),
        ACCEPT_IP.points,
        ACCEPT_IP.seconds,
        translateMessage(locale, 'errors.tooManyRequests'),
      );
      const outcome = await acceptInvitation(c.req.valid('param').token, c.req.valid('json'));
      if (outcome.ok) return c.json({ email: outcome.email, role: outcome.role }, 201);
      if (outcome.refusal === 'accountExists')
        throw new ApiError(409, translateMessage(locale, 'backoffice.team.link.accountExists'));
      throw deadLink(locale, outcome.refusal);
    },
  );
