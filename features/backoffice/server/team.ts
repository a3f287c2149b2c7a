import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { customers, sessions, staffInvitations } from '@/lib/db/schema';
import { publicUrl } from '@/lib/env';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { sendMail } from '@/lib/mail';
import { createCustomer, type CurrentCustomer } from '@/features/accounts';
import type { InvitationState, TeamInvitation, TeamList, TeamMember } from '../team-model';
import type { AcceptInvitationInput, InvitationInput, TeamRole } from '../team-schemas';
import { recordAudit } from './audit';

type Admin = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

/** An invitation link works once, for seven days. */
export const INVITATION_TTL_S = 7 * 24 * 60 * 60;

const STAFF_ROLES: TeamRole[] = ['staff', 'admin'];
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const iso = (d: Date | null) => d?.toISOString() ?? null;

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Every staff and admin account, admins first, with the latest request of any of its sessions. */
export async function listTeam(): Promise<TeamList> {
  const db = await getDb();
  // Qualified by hand: drizzle leaves the columns of a one-table select unqualified.
  const lastSeen = sql<Date | null>`(select max(s.last_seen_at) from sessions s where s.customer_id = "customers"."id")`;
  const [members, invitations] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        role: customers.role,
        totpEnabledAt: customers.totpEnabledAt,
        blockedAt: customers.blockedAt,
        createdAt: customers.createdAt,
        lastSeenAt: lastSeen.mapWith((v) => (v ? new Date(v) : null)),
      })
      .from(customers)
      .where(inArray(customers.role, STAFF_ROLES))
      .orderBy(sql`${customers.role} = 'admin' desc`, sql`lower(${customers.name})`, asc(customers.id))
      .limit(1000),
    openInvitations(),
  ]);
  return {
    members: members.map((m): TeamMember => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role as TeamRole,
      totp: m.totpEnabledAt !== null,
      lastSeenAt: iso(m.lastSeenAt),
      deactivatedAt: iso(m.blockedAt),
      createdAt: m.createdAt.toISOString(),
    })),
    invitations,
  };
}

/** Invitations neither accepted nor revoked, newest first (expired ones marked: they may be revoked). */
export async function openInvitations(): Promise<TeamInvitation[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      invitedBy: staffInvitations.invitedByName,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      expired: sql<boolean>`${staffInvitations.expiresAt} <= now()`,
    })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    expired: Boolean(r.expired),
  }));
}

export type TeamRefusal = 'notFound' | 'notAdmin' | 'self' | 'lastAdmin';
export type TeamOutcome<T> = ({ ok: true; repeated: boolean } & T) | { ok: false; refusal: TeamRefusal };

/**
 * Locks every active admin's row (in id order, so two changes never wait on each other crosswise), then
 * the member's. Under these locks the last-admin rule holds: two admins demoting each other at once are
 * serialised, and the second finds it is no longer an admin itself.
 */
async function lockForChange(tx: Tx, memberId: number, actorId: number) {
  const admins = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.role, 'admin'), isNull(customers.blockedAt)))
    .orderBy(asc(customers.id))
    .for('update');
  const [member] = await tx
    .select({ id: customers.id, role: customers.role, blockedAt: customers.blockedAt })
    .from(customers)
    .where(and(eq(customers.id, memberId), inArray(customers.role, STAFF_ROLES)))
    .for('update');
  return {
    activeAdmins: admins.map((a) => a.id),
    actorIsAdmin: admins.some((a) => a.id === actorId),
    member,
  };
}

/** Ends every session of the account (also half-finished logins); answers how many were open. */
async function endSessions(tx: Tx, customerId: number): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Makes a member staff or admin. Their sessions end (they were opened under the old role). An admin
 * cannot demote themselves, and the last active admin is never demoted. Asking for the role they have
 * already is a repeat (200, nothing written).
 */
export async function changeRole(
  memberId: number,
  role: TeamRole,
  admin: Admin,
): Promise<TeamOutcome<{ role: TeamRole }>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<TeamOutcome<{ role: TeamRole }>> => {
    const { activeAdmins, actorIsAdmin, member } = await lockForChange(tx, memberId, admin.id);
    if (!actorIsAdmin) return { ok: false, refusal: 'notAdmin' };
    if (!member) return { ok: false, refusal: 'notFound' };
    if (member.role === role) return { ok: true, repeated: true, role };
    if (member.id === admin.id) return { ok: false, refusal: 'self' };
    const activeAdmin = member.role === 'admin' && member.blockedAt === null;
    if (activeAdmin && activeAdmins.length <= 1) return { ok: false, refusal: 'lastAdmin' };
    await tx
      .update(customers)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(customers.id, memberId));
    const sessionsEnded = await endSessions(tx, memberId);
    await recordAudit(tx, admin, {
      entity: 'staff',
      entityId: memberId,
      action: 'role',
      data: { from: member.role, to: role, sessionsEnded },
    });
    return { ok: true, repeated: false, role };
  });
}

/**
 * Deactivates a member (`customers.blocked_at`: the login refuses them and every session ends at once)
 * or reactivates them. Not oneself, and never the last active admin. Idempotent.
 */
export async function setDeactivated(
  memberId: number,
  deactivated: boolean,
  admin: Admin,
): Promise<TeamOutcome<{ deactivatedAt: string | null }>> {
  const db = await getDb();
  type Outcome = TeamOutcome<{ deactivatedAt: string | null }>;
  return db.transaction(async (tx): Promise<Outcome> => {
    const { activeAdmins, actorIsAdmin, member } = await lockForChange(tx, memberId, admin.id);
    if (!actorIsAdmin) return { ok: false, refusal: 'notAdmin' };
    if (!member) return { ok: false, refusal: 'notFound' };
    if ((member.blockedAt !== null) === deactivated)
      return { ok: true, repeated: true, deactivatedAt: iso(member.blockedAt) };
    if (member.id === admin.id) return { ok: false, refusal: 'self' };
    if (deactivated && member.role === 'admin' && activeAdmins.length <= 1)
      return { ok: false, refusal: 'lastAdmin' };
    const [row] = await tx
      .update(customers)
      .set({ blockedAt: deactivated ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(customers.id, memberId))
      .returning({ blockedAt: customers.blockedAt });
    const sessionsEnded = deactivated ? await endSessions(tx, memberId) : 0;
    await recordAudit(tx, admin, {
      entity: 'staff',
      entityId: memberId,
      action: deactivated ? 'deactivate' : 'reactivate',
      data: deactivated ? { sessionsEnded } : undefined,
    });
    return { ok: true, repeated: false, deactivatedAt: iso(row.blockedAt) };
  });
}

export type InviteOutcome =
  | { ok: true; repeated: boolean; invitation: TeamInvitation }
  | { ok: false; refusal: 'staffAccount' | 'customerAccount' }
  | { ok: false; refusal: 'pending'; invitation: TeamInvitation }
  | { ok: false; refusal: 'mailFailed' };

const invitationOf = (r: typeof staffInvitations.$inferSelect): TeamInvitation => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  invitedBy: r.invitedByName,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  expired: r.expiresAt.getTime() <= Date.now(),
});

/**
 * Invites a colleague: a single-use link valid for seven days, mailed in the inviting admin's language.
 * Only a hash of the link's token is stored. An address with an account is refused (an existing account
 * is never turned into a staff account by a link); one with an open invitation answers that invitation
 * (the same role: a repeat, no second mail) or is refused (another role: revoke it first). An expired
 * open invitation of the address is closed by the new one.
 */
export async function inviteStaff(
  input: InvitationInput,
  admin: Admin,
  locale: Locale,
): Promise<InviteOutcome> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const outcome = await db.transaction(async (tx): Promise<InviteOutcome> => {
    const [account] = await tx
      .select({ role: customers.role })
      .from(customers)
      .where(eq(customers.email, email))
      .limit(1);
    if (account)
      return { ok: false, refusal: account.role === 'customer' ? 'customerAccount' : 'staffAccount' };
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()`, revokedBy: admin.id })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          lte(staffInvitations.expiresAt, sql`now()`),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        tokenHash: hashToken(token),
        email,
        name: input.name,
        role: input.role,
        locale,
        invitedBy: admin.id,
        invitedByName: admin.name || admin.email,
        expiresAt: sql`now() + make_interval(secs => ${INVITATION_TTL_S})`,
      })
      .onConflictDoNothing({
        target: staffInvitations.email,
        where: sql`${staffInvitations.acceptedAt} is null and ${staffInvitations.revokedAt} is null`,
      })
      .returning();
    if (!row) {
      const [open] = await tx
        .select()
        .from(staffInvitations)
        .where(
          and(
            eq(staffInvitations.email, email),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        );
      if (!open) throw new Error('open invitation vanished');
      return open.role === input.role
        ? { ok: true, repeated: true, invitation: invitationOf(open) }
        : { ok: false, refusal: 'pending', invitation: invitationOf(open) };
    }
    await recordAudit(tx, admin, {
      entity: 'staff',
      entityId: `invitation:${row.id}`,
      action: 'invite',
      data: { email, role: input.role },
    });
    return { ok: true, repeated: false, invitation: invitationOf(row) };
  });
  if (!outcome.ok || outcome.repeated) return outcome;
  try {
    await sendInvitationMail(outcome.invitation, token, admin, locale);
  } catch (err) {
    // Without the mail nobody has the link: close the invitation, so inviting again sends a new one.
    logger.error({ err: (err as Error).message }, 'staff invitation mail failed');
    await db
      .update(staffInvitations)
      .set({ revokedAt: sql`now()`, revokedBy: admin.id })
      .where(eq(staffInvitations.id, outcome.invitation.id));
    return { ok: false, refusal: 'mailFailed' };
  }
  return outcome;
}

/** The invitation's link: the shop's public address (PUBLIC_URL, else localhost:PORT) in the mail's language. */
export function invitationLink(token: string, locale: Locale): string {
  return `${publicUrl()}${localePath(locale, `/staff/invite/${token}`)}`;
}

async function sendInvitationMail(invitation: TeamInvitation, token: string, admin: Admin, locale: Locale) {
  const t = translator(locale);
  const expires = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(invitation.expiresAt));
  await sendMail({
    to: invitation.email,
    subject: t('backoffice.team.inviteMail.subject'),
    text: t('backoffice.team.inviteMail.text', {
      name: invitation.name,
      inviter: admin.name || admin.email,
      role: t(`backoffice.team.roleNames.${invitation.role}`),
      link: invitationLink(token, locale),
      expires,
    }),
  });
}

export type RevokeOutcome = { ok: true; repeated: boolean } | { ok: false; refusal: 'notFound' | 'accepted' };

/** Revokes an open invitation (its link stops working). Revoking a revoked one is a repeat. */
export async function revokeInvitation(id: number, admin: Admin): Promise<RevokeOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<RevokeOutcome> => {
    const [inv] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for('update');
    if (!inv) return { ok: false, refusal: 'notFound' };
    if (inv.acceptedAt) return { ok: false, refusal: 'accepted' };
    if (inv.revokedAt) return { ok: true, repeated: true };
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()`, revokedBy: admin.id })
      .where(eq(staffInvitations.id, id));
    await recordAudit(tx, admin, {
      entity: 'staff',
      entityId: `invitation:${id}`,
      action: 'revokeInvitation',
      data: { email: inv.email, role: inv.role },
    });
    return { ok: true, repeated: false };
  });
}

type InvitationRow = typeof staffInvitations.$inferSelect & { live: boolean };

function stateOf(inv: InvitationRow | undefined): InvitationState {
  if (!inv) return { state: 'unknown' };
  if (inv.acceptedAt) return { state: 'accepted' };
  if (inv.revokedAt) return { state: 'revoked' };
  if (!inv.live) return { state: 'expired' };
  return {
    state: 'open',
    email: inv.email,
    name: inv.name,
    role: inv.role,
    expiresAt: inv.expiresAt.toISOString(),
  };
}

/** What an invitation link finds (for its page): open with whom it invites, or why it no longer works. */
export async function invitationByToken(token: string): Promise<InvitationState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'unknown' };
  const db = await getDb();
  const [inv] = await db
    .select({
      ...getTableColumns(staffInvitations),
      live: sql<boolean>`${staffInvitations.expiresAt} > now()`,
    })
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  return stateOf(inv);
}

export type AcceptOutcome =
  | { ok: true; email: string; role: TeamRole }
  | { ok: false; refusal: 'unknown' | 'expired' | 'accepted' | 'revoked' | 'accountExists' };

/**
 * Accepts an invitation: the account is made with the invitation's address and role, and the invitation
 * is marked accepted in the same transaction, under its row lock (two tabs accepting at once: one wins,
 * the other finds it used). The new member then logs in and sets up the second factor, as staff do.
 */
export async function acceptInvitation(token: string, input: AcceptInvitationInput): Promise<AcceptOutcome> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx): Promise<AcceptOutcome> => {
      const [inv] = await tx
        .select({
          ...getTableColumns(staffInvitations),
          live: sql<boolean>`${staffInvitations.expiresAt} > now()`,
        })
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, hashToken(token)))
        .for('update');
      const state = stateOf(inv);
      if (state.state !== 'open') return { ok: false, refusal: state.state };
      const [taken] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, inv.email))
        .limit(1);
      if (taken) return { ok: false, refusal: 'accountExists' };
      const account = await createCustomer(
        { email: inv.email, password: input.password, name: input.name, role: inv.role },
        tx,
      );
      await tx
        .update(staffInvitations)
        .set({ acceptedAt: sql`now()`, accountId: account.id })
        .where(eq(staffInvitations.id, inv.id));
      await recordAudit(tx, account, {
        entity: 'staff',
        entityId: account.id,
        action: 'join',
        data: { invitation: inv.id, role: inv.role, invitedBy: inv.invitedByName },
      });
      return { ok: true, email: account.email, role: inv.role };
    });
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, refusal: 'accountExists' };
    throw e;
  }
}
