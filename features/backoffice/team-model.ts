import type { TeamRole } from './team-schemas';

/** A staff or admin account on the team screen. */
export type TeamMember = {
  id: number;
  name: string;
  email: string;
  role: TeamRole;
  /** The second factor (TOTP) is set up. */
  totp: boolean;
  /** The latest request of any of the account's sessions (ISO), or null. */
  lastSeenAt: string | null;
  /** Deactivated (can't sign in) since (ISO), or null. */
  deactivatedAt: string | null;
  createdAt: string;
};

/** An open invitation (not accepted, not revoked); `expired` once its 7 days are over. */
export type TeamInvitation = {
  id: number;
  email: string;
  name: string;
  role: TeamRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

/** GET /api/staff/team. */
export type TeamList = { members: TeamMember[]; invitations: TeamInvitation[] };

/** What an invitation link finds: open (with whom it invites), or why it no longer works. */
export type InvitationState =
  | { state: 'open'; email: string; name: string; role: TeamRole; expiresAt: string }
  | { state: 'expired' | 'accepted' | 'revoked' | 'unknown' };

/**
 * The actions the back office records today (`backoffice.audit.actions` names each), offered by the audit
 * list's filter; an entry with an action not named here shows its key.
 */
export const AUDIT_ACTIONS = [
  'process',
  'hold',
  'resume',
  'ship',
  'deliver',
  'cancel',
  'refund',
  'refundCancel',
  'invoice',
  'statusDiscount',
  'note',
  'block',
  'unblock',
  'export',
  'erase',
  'status',
  'assign',
  'reply',
  'invite',
  'revokeInvitation',
  'join',
  'role',
  'deactivate',
  'reactivate',
  'bootstrap',
] as const;

/** One entry of the audit list, with where its record is in the back office (null: no page for it). */
export type AuditListEntry = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  entity: string;
  entityId: string;
  action: string;
  data: Record<string, unknown> | null;
  href: string | null;
};

/** GET /api/staff/audit. */
export type AuditList = {
  data: AuditListEntry[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
};

/**
 * The back-office page of an audited record (a path without locale), or null when it has none: orders
 * and customers have pages, a message its inbox page (`contact:12`), staff the team screen.
 */
export function auditRecordPath(entity: string, entityId: string): string | null {
  if (entity === 'order' && /^\d{1,9}$/.test(entityId)) return `/staff/orders/${entityId}`;
  if (entity === 'customer' && /^\d{1,9}$/.test(entityId)) return `/staff/customers/${entityId}`;
  if (entity === 'product' && /^\d{1,9}$/.test(entityId)) return `/staff/products/${entityId}`;
  if (entity === 'message') {
    const m = /^(contact|preorder|chat):(\d{1,9})$/.exec(entityId);
    return m ? `/staff/inbox/${m[1]}/${m[2]}` : null;
  }
  if (entity === 'staff') return '/staff/team';
  if (entity === 'coupon' && /^[A-Z0-9_-]{3,40}$/.test(entityId)) return `/staff/coupons/${entityId}`;
  if (entity === 'discount') return '/staff/coupons';
  if (entity === 'content') {
    const faq = /^faq:(\d{1,9})$/.exec(entityId);
    if (faq) return `/staff/content/faq/${faq[1]}`;
    if (entityId.startsWith('faq-group:')) return '/staff/content/faq';
    if (entityId === 'setting:usps') return '/staff/content/usps';
    const banner = /^banner:(\d{1,9})$/.exec(entityId);
    if (banner) return `/staff/content/banners/${banner[1]}`;
    if (entityId.startsWith('media:/media/banners/')) return '/staff/content/banners';
    const page = /^page:([a-z0-9][a-z0-9-]{0,63})$/.exec(entityId);
    if (page) return `/staff/content/pages/${page[1]}`;
    const block = /^html-block:([a-z0-9_-]{1,64})$/.exec(entityId);
    if (block) return `/staff/content/html-blocks/${block[1]}`;
    if (entityId.startsWith('setting:')) return '/staff/content/settings';
  }
  return null;
}
