import { portalApi } from '@/lib/http/client';
import type { TeamInvitation } from '../team-model';
import type { AcceptInvitationInput, InvitationInput, TeamRole } from '../team-schemas';

/** POST /api/staff/team/invitations: the invitation (`repeated`: it was open already, no new mail). */
export async function inviteStaff(body: InvitationInput) {
  return (
    await portalApi.post<{ repeated: boolean; invitation: TeamInvitation }>(
      '/api/staff/team/invitations',
      body,
    )
  ).data;
}

/** POST /api/staff/team/invitations/:id/revoke. */
export async function revokeInvitation(id: number) {
  return (await portalApi.post<{ repeated: boolean }>(`/api/staff/team/invitations/${id}/revoke`, {})).data;
}

/** PUT /api/staff/team/:id/role. */
export async function changeRole(id: number, role: TeamRole) {
  return (await portalApi.put<{ repeated: boolean; role: TeamRole }>(`/api/staff/team/${id}/role`, { role }))
    .data;
}

/** POST /api/staff/team/:id/deactivate or …/reactivate. */
export async function setDeactivated(id: number, deactivated: boolean) {
  return (
    await portalApi.post<{ repeated: boolean; deactivatedAt: string | null }>(
      `/api/staff/team/${id}/${deactivated ? 'deactivate' : 'reactivate'}`,
      {},
    )
  ).data;
}

/** POST /api/staff/invitations/:token/accept: the new account's address and role. */
export async function acceptInvitation(token: string, body: AcceptInvitationInput) {
  return (
    await portalApi.post<{ email: string; role: TeamRole }>(`/api/staff/invitations/${token}/accept`, body)
  ).data;
}
