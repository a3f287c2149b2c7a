import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-team-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { getDb, underStartupLock } from '@/lib/db/client';
import { auditLog, customers, sessions, staffInvitations } from '@/lib/db/schema';
import { readMailFiles } from '@/lib/mail';
import { verifyPassword } from '@/features/accounts/server/passwords';
import { recordAudit } from '@/features/backoffice/server/audit';
import { ensureEnvAdmin } from '@/features/backoffice/server/env-admin';
import { changeRole, setDeactivated } from '@/features/backoffice/server/team';

// The back office's team through the real API: the first admin from the environment, invitations (mail,
// link, accept, reuse, expiry, revocation), roles and deactivation with the last-admin guard, the admin
// guard on every call, and the audit list with its filters.

type Headers = Record<string, string>;
type Who = Awaited<ReturnType<typeof loginAs>>;
const PASSWORD = 'Geheim12345';
const run = Date.now().toString(36);
let n = 0;
const address = (what: string) => `${what}${++n}-${run}@example.test`;
/** Each accept from an address of its own (the accept limit counts per client address). */
const from = () => ({ 'x-client-ip': `10.9.${n % 250}.${++n % 250}` });

const TEAM_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/staff/team'],
  ['GET', '/api/staff/team/invitations'],
  ['POST', '/api/staff/team/invitations', { email: 'x@example.test', name: 'X Y', role: 'staff' }],
  ['POST', '/api/staff/team/invitations/1/revoke', {}],
  ['PUT', '/api/staff/team/1/role', { role: 'admin' }],
  ['POST', '/api/staff/team/1/deactivate', {}],
  ['POST', '/api/staff/team/1/reactivate', {}],
  ['GET', '/api/staff/audit'],
  ['GET', '/api/staff/audit?entity=staff&page=2'],
];

/** The invitation link's token from the newest mail to `to`. */
async function mailedToken(to: string) {
  const mails = (await readMailFiles()).filter((m) => m.to === to);
  expect(mails.length).toBeGreaterThan(0);
  const mail = mails[mails.length - 1];
  const m = /(http:\/\/localhost:\d+(?:\/en)?\/staff\/invite\/)([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(m, mail.text).not.toBeNull();
  return { token: m![2], link: m![0], mail };
}

describe.each(backends())('back office team and audit on %s', (backend) => {
  let t: TestDb;
  let admin: Who;
  let staff: Who;
  beforeAll(async () => {
    t = await createTestDb(backend);
    admin = await loginAs({ role: 'admin' });
    staff = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  const api = (
    method: string,
    p: string,
    body?: unknown,
    headers: Headers = admin.headers,
    locale: 'nl' | 'en' = 'nl',
  ) => call(method, p, { body, headers, locale });
  const invite = (body: unknown, headers: Headers = admin.headers, locale: 'nl' | 'en' = 'nl') =>
    api('POST', '/api/staff/team/invitations', body, headers, locale);
  const accept = (token: string, body: unknown, locale: 'nl' | 'en' = 'nl') =>
    call('POST', `/api/staff/invitations/${token}/accept`, { body, locale, headers: from() });
  const login = (email: string, password = PASSWORD, locale: 'nl' | 'en' = 'nl') =>
    call('POST', '/accounts/async-login', { body: { email, password }, locale });
  const accountOf = async (email: string) =>
    (await (await getDb()).select().from(customers).where(eq(customers.email, email)))[0];

  it('creates the first admin from the environment once, and never changes it afterwards', async () => {
    const email = address('eerste-admin');
    expect(await underStartupLock(() => ensureEnvAdmin({ email, password: 'Beheer2026x' }))).toBe('created');
    const created = await accountOf(email);
    expect(created).toMatchObject({ role: 'admin', blockedAt: null, totpEnabledAt: null });
    expect(created.passwordHash).not.toContain('Beheer2026x');
    expect(await verifyPassword('Beheer2026x', created.passwordHash)).toBe(true);
    // A second start, even with another password in the environment, changes nothing.
    expect(await underStartupLock(() => ensureEnvAdmin({ email, password: 'Anders2026x' }))).toBe('exists');
    expect(
      await underStartupLock(() => ensureEnvAdmin({ email: email.toUpperCase(), password: 'Anders2026x' })),
    ).toBe('exists');
    const again = await accountOf(email);
    expect(again.passwordHash).toBe(created.passwordHash);
    expect(again.updatedAt).toEqual(created.updatedAt);
    // The admin logs in like all staff: password, then setting up the second factor.
    const first = await login(email, 'Beheer2026x');
    expect(first.status).toBe(200);
    expect(first.data.twoFactor).toBe('enrol');
    // Logged in the audit log, without the password.
    const entries = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(created.id))));
    expect(entries.map((e) => e.action)).toEqual(['bootstrap']);
    expect(JSON.stringify(entries)).not.toContain('Beheer2026x');

    // Unset, half set or a password below the staff rules: nothing is created.
    expect(await ensureEnvAdmin({})).toBe('unset');
    const other = address('half');
    expect(await ensureEnvAdmin({ email: other })).toBe('incomplete');
    expect(await ensureEnvAdmin({ password: 'Beheer2026x' })).toBe('incomplete');
    expect(await ensureEnvAdmin({ email: 'geen adres', password: 'Beheer2026x' })).toBe('badEmail');
    expect(await ensureEnvAdmin({ email: other, password: 'kort' })).toBe('weakPassword');
    expect(await ensureEnvAdmin({ email: other, password: 'zonderhoofdletter1' })).toBe('weakPassword');
    expect(await accountOf(other)).toBeUndefined();
    // An address that belongs to a customer stays a customer.
    const shopper = await loginAs();
    expect(await ensureEnvAdmin({ email: shopper.customer.email, password: 'Beheer2026x' })).toBe('exists');
    expect((await accountOf(shopper.customer.email)).role).toBe('customer');
  });

  it('creates the first admin once when several instances start at the same time', async () => {
    const email = address('gelijktijdig');
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() => underStartupLock(() => ensureEnvAdmin({ email, password: 'Beheer2026x' }))),
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'exists')).toHaveLength(3);
    const rows = await (await getDb()).select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
  });

  it('is for admins only: 401 without a login, 403 for staff and customers', async () => {
    const shopper = await loginAs();
    for (const [method, p, body] of TEAM_CALLS) {
      expect((await call(method, p, { body })).status, `${method} ${p}`).toBe(401);
      const refused = await call(method, p, { body, headers: staff.headers });
      expect(refused.status, `${method} ${p}`).toBe(403);
      expect(refused.data.message).toBe('Alleen voor beheerders');
      const en = await call(method, p, { body, headers: staff.headers, locale: 'en' });
      expect(en.data.message).toBe('Admins only');
      expect((await call(method, p, { body, headers: shopper.headers })).status, `${method} ${p}`).toBe(403);
    }
    // Staff with a password but no second factor yet are not in either.
    const half = await loginAs({ role: 'admin' });
    await (
      await getDb()
    )
      .update(sessions)
      .set({ secondFactor: false })
      .where(eq(sessions.customerId, half.customer.id));
    expect((await api('GET', '/api/staff/team', undefined, half.headers)).status).toBe(403);
    // Nothing was invited or changed by the refused calls.
    const invited = await (
      await getDb()
    )
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'x@example.test'));
    expect(invited).toEqual([]);
  });

  it('invites a colleague by mail; the link makes an account with the role, once', async () => {
    const email = address('collega');
    const sent = await invite({ email: email.toUpperCase(), name: 'Carla Collega', role: 'staff' });
    expect(sent.status, JSON.stringify(sent.data)).toBe(201);
    expect(sent.data).toMatchObject({
      repeated: false,
      invitation: { email, name: 'Carla Collega', role: 'staff', expired: false },
    });
    const days =
      (Date.parse(sent.data.invitation.expiresAt) - Date.parse(sent.data.invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    // The mail, in the admin's language, with a link on the shop's address (PUBLIC_URL unset: localhost).
    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toBe('Uitnodiging voor de backoffice van ServerStore');
    expect(mail.text).toContain('Hallo Carla Collega');
    expect(mail.text).toContain('als medewerker');
    // Only a hash of the token is stored.
    const [stored] = await (
      await getDb()
    )
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(stored.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Sent twice: the open invitation, no second mail; another role while it is open: refused.
    const mailsBefore = (await readMailFiles()).length;
    const twice = await invite({ email, name: 'Carla Collega', role: 'staff' });
    expect(twice.status).toBe(200);
    expect(twice.data).toMatchObject({ repeated: true, invitation: { id: sent.data.invitation.id } });
    const asAdmin = await invite({ email, name: 'Carla Collega', role: 'admin' }, admin.headers, 'en');
    expect(asAdmin.status).toBe(409);
    expect(asAdmin.data.message).toContain(`An invitation to ${email} as a member of staff is already open`);
    expect((await readMailFiles()).length).toBe(mailsBefore);

    // Admins see it among the open invitations.
    const list = await api('GET', '/api/staff/team');
    expect(list.status).toBe(200);
    expect(list.data.invitations.map((i: { email: string }) => i.email)).toContain(email);

    // The link's page reads what it invites to.
    const open = await call('GET', `/api/staff/invitations/${token}`);
    expect(open.status).toBe(200);
    expect(open.data).toMatchObject({ state: 'open', email, name: 'Carla Collega', role: 'staff' });

    // Field errors, in both languages.
    const bad = await accept(token, { name: '', password: 'kort', passwordRepeat: 'anders' });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.name).toEqual(['Dit veld is verplicht']);
    expect(bad.data.errors.password[0]).toBe('Minimaal 9 tekens');
    const badEn = await accept(
      token,
      { name: 'Carla', password: 'geenhoofdletter1', passwordRepeat: 'x' },
      'en',
    );
    expect(badEn.status).toBe(422);
    expect(badEn.data.errors).toEqual({
      password: ['The password must contain at least 1 capital letter'],
      passwordRepeat: ['The passwords do not match'],
    });

    const ok = await accept(token, {
      name: 'Carla de Collega',
      password: PASSWORD,
      passwordRepeat: PASSWORD,
    });
    expect(ok.status, JSON.stringify(ok.data)).toBe(201);
    expect(ok.data).toEqual({ email, role: 'staff' });
    const account = await accountOf(email);
    expect(account).toMatchObject({ role: 'staff', name: 'Carla de Collega', totpEnabledAt: null });
    // They log in and set up the second factor, as staff do.
    expect((await login(email)).data.twoFactor).toBe('enrol');

    // Used: refused, with the reason, in both languages.
    const reuse = await accept(token, { name: 'Iemand', password: PASSWORD, passwordRepeat: PASSWORD });
    expect(reuse.status).toBe(410);
    expect(reuse.data.message).toBe(
      'Deze uitnodiging is al gebruikt. Log in met het account dat je daarmee hebt gemaakt.',
    );
    const reuseEn = await call('GET', `/api/staff/invitations/${token}`, { locale: 'en' });
    expect(reuseEn.status).toBe(410);
    expect(reuseEn.data.message).toBe(
      'This invitation has already been used. Log in with the account you made with it.',
    );
    const unknown = await call('GET', `/api/staff/invitations/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect((await call('GET', '/api/staff/invitations/kort')).status).toBe(422);
    expect(
      (await api('GET', '/api/staff/team')).data.invitations.map((i: { email: string }) => i.email),
    ).not.toContain(email);
    // Revoking an accepted invitation is refused.
    expect(
      (await api('POST', `/api/staff/team/invitations/${sent.data.invitation.id}/revoke`, {})).status,
    ).toBe(409);

    const log = await api('GET', `/api/staff/audit?entity=staff&entityId=${account.id}`);
    expect(log.data.data.map((e: { action: string }) => e.action)).toEqual(['join']);
    expect(log.data.data[0]).toMatchObject({ actorId: account.id, href: '/staff/team' });
  });

  it('invites an admin in English: the mail and link are in English', async () => {
    const email = address('admin-en');
    expect((await invite({ email, name: 'Alex Admin', role: 'admin' }, admin.headers, 'en')).status).toBe(
      201,
    );
    const { token, link, mail } = await mailedToken(email);
    expect(link).toContain('/en/staff/invite/');
    expect(mail.subject).toBe('Invitation to the ServerStore back office');
    expect(mail.text).toContain('as an admin');
    expect(
      (await accept(token, { name: 'Alex Admin', password: PASSWORD, passwordRepeat: PASSWORD })).status,
    ).toBe(201);
    expect((await accountOf(email)).role).toBe('admin');
  });

  it('lets one of two tabs accepting at once win', async () => {
    const email = address('twee-tabs');
    expect((await invite({ email, name: 'Tom Tabs', role: 'staff' })).status).toBe(201);
    const { token } = await mailedToken(email);
    const body = { name: 'Tom Tabs', password: PASSWORD, passwordRepeat: PASSWORD };
    const both = await Promise.all([accept(token, body), accept(token, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 410]);
    expect(await (await getDb()).select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it('refuses an expired link, and a new invitation replaces it', async () => {
    const email = address('verlopen');
    const first = await invite({ email, name: 'Vera Verlopen', role: 'staff' });
    const { token } = await mailedToken(email);
    await (
      await getDb()
    )
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.id, first.data.invitation.id));
    const late = await accept(token, { name: 'Vera', password: PASSWORD, passwordRepeat: PASSWORD });
    expect(late.status).toBe(410);
    expect(late.data.message).toBe('Deze uitnodiging is verlopen. Vraag een beheerder om een nieuwe.');
    expect(await accountOf(email)).toBeUndefined();
    const list = (await api('GET', '/api/staff/team/invitations')).data.data;
    expect(list.find((i: { id: number }) => i.id === first.data.invitation.id)).toMatchObject({
      expired: true,
    });
    // Inviting again closes the expired one and sends a new link; the old one stays dead.
    const second = await invite({ email, name: 'Vera Verlopen', role: 'staff' });
    expect(second.status).toBe(201);
    expect(second.data.invitation.id).not.toBe(first.data.invitation.id);
    const fresh = await mailedToken(email);
    expect(fresh.token).not.toBe(token);
    expect((await accept(token, { name: 'Vera', password: PASSWORD, passwordRepeat: PASSWORD })).status).toBe(
      410,
    );
    expect(
      (await accept(fresh.token, { name: 'Vera', password: PASSWORD, passwordRepeat: PASSWORD })).status,
    ).toBe(201);
  });

  it('refuses a revoked link; revoking is idempotent and audited', async () => {
    const email = address('ingetrokken');
    const sent = await invite({ email, name: 'Ingrid Ingetrokken', role: 'admin' });
    const { token } = await mailedToken(email);
    const id = sent.data.invitation.id;
    expect((await api('POST', `/api/staff/team/invitations/${id}/revoke`, {})).data).toEqual({
      repeated: false,
    });
    expect((await api('POST', `/api/staff/team/invitations/${id}/revoke`, {})).data).toEqual({
      repeated: true,
    });
    expect((await api('POST', '/api/staff/team/invitations/999999/revoke', {})).status).toBe(404);
    const refused = await accept(
      token,
      { name: 'Ingrid', password: PASSWORD, passwordRepeat: PASSWORD },
      'en',
    );
    expect(refused.status).toBe(410);
    expect(refused.data.message).toBe(
      'This invitation has been revoked. Ask an admin for a new one if you need access.',
    );
    expect(await accountOf(email)).toBeUndefined();
    const log = await api('GET', `/api/staff/audit?entity=staff&entityId=invitation:${id}`);
    expect(log.data.data.map((e: { action: string }) => e.action)).toEqual(['revokeInvitation', 'invite']);
  });

  it('refuses addresses with an account, and bad input at the field in both languages', async () => {
    const shopper = await loginAs();
    const taken = await invite({ email: shopper.customer.email, name: 'Klaas Klant', role: 'staff' });
    expect(taken.status).toBe(422);
    expect(taken.data.errors.email[0]).toMatch(/^Dit e-mailadres hoort bij een klantaccount/);
    const colleague = await invite(
      { email: staff.customer.email, name: 'Sam Staff', role: 'admin' },
      admin.headers,
      'en',
    );
    expect(colleague.data.errors).toEqual({
      email: ['This email address already belongs to a member of staff.'],
    });
    const bad = await invite({ email: 'geen-adres', name: '', role: 'baas' });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({
      email: ['Vul een geldig e-mailadres in'],
      name: ['Dit veld is verplicht'],
      role: ['Kies een rol'],
    });
    const badEn = await invite({ email: '', name: 'X', role: 'staff' }, admin.headers, 'en');
    expect(badEn.data.errors).toEqual({ email: ['This field is required'], name: ['At least 2 characters'] });
    // An account made for the address after the invitation: the link is refused, nothing is taken over.
    const email = address('later-klant');
    expect((await invite({ email, name: 'Lotte Later', role: 'admin' })).status).toBe(201);
    const { token } = await mailedToken(email);
    await loginAs({ email });
    const late = await accept(token, { name: 'Lotte', password: PASSWORD, passwordRepeat: PASSWORD });
    expect(late.status).toBe(409);
    expect(late.data.message).toMatch(/^Er bestaat al een account met dit e-mailadres/);
    expect((await accountOf(email)).role).toBe('customer');
  });

  it('lists the team; changes roles and deactivates, ending sessions, audited', async () => {
    const sam = await loginAs({ role: 'staff' });
    // A request on the session makes its last-seen time.
    await (
      await getDb()
    )
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.customerId, sam.customer.id));
    const list = await api('GET', '/api/staff/team');
    const row = list.data.members.find((m: { id: number }) => m.id === sam.customer.id);
    expect(row).toMatchObject({ email: sam.customer.email, role: 'staff', totp: false, deactivatedAt: null });
    expect(row.lastSeenAt).not.toBeNull();
    expect(list.data.members[0].role).toBe('admin');
    expect(list.data.members.every((m: { role: string }) => m.role !== 'customer')).toBe(true);

    const promoted = await api('PUT', `/api/staff/team/${sam.customer.id}/role`, { role: 'admin' });
    expect(promoted.data).toEqual({ repeated: false, role: 'admin' });
    expect((await api('PUT', `/api/staff/team/${sam.customer.id}/role`, { role: 'admin' })).data).toEqual({
      repeated: true,
      role: 'admin',
    });
    // Opened as staff: the session is over.
    expect((await api('GET', '/api/staff/team', undefined, sam.headers)).status).toBe(401);
    expect((await accountOf(sam.customer.email)).role).toBe('admin');
    const demoted = await api('PUT', `/api/staff/team/${sam.customer.id}/role`, { role: 'staff' });
    expect(demoted.data).toEqual({ repeated: false, role: 'staff' });

    // Deactivated: the sessions end, the login refuses; reactivated: the login works again.
    const dora = await loginAs({ role: 'staff' });
    expect((await api('POST', `/api/staff/team/${dora.customer.id}/deactivate`, {})).data).toMatchObject({
      repeated: false,
    });
    expect((await api('POST', `/api/staff/team/${dora.customer.id}/deactivate`, {})).data).toMatchObject({
      repeated: true,
    });
    expect((await call('GET', '/api/staff/orders', { headers: dora.headers })).status).toBe(401);
    const refused = await login(dora.customer.email, PASSWORD, 'en');
    expect(refused.status).toBe(422);
    expect(refused.data.errors.password).toEqual([
      'This account is blocked. Please contact us if you think this is a mistake.',
    ]);
    const listed = (await api('GET', '/api/staff/team')).data.members.find(
      (m: { id: number }) => m.id === dora.customer.id,
    );
    expect(listed.deactivatedAt).not.toBeNull();
    expect((await api('POST', `/api/staff/team/${dora.customer.id}/reactivate`, {})).data).toEqual({
      repeated: false,
      deactivatedAt: null,
    });
    expect((await login(dora.customer.email)).status).toBe(200);

    // Customers and unknown ids are not on the team; bad input at the field.
    const shopper = await loginAs();
    for (const id of [shopper.customer.id, 999_999]) {
      expect((await api('PUT', `/api/staff/team/${id}/role`, { role: 'staff' })).status).toBe(404);
      expect((await api('POST', `/api/staff/team/${id}/deactivate`, {})).status).toBe(404);
    }
    expect((await accountOf(shopper.customer.email)).blockedAt).toBeNull();
    const bad = await api(
      'PUT',
      `/api/staff/team/${sam.customer.id}/role`,
      { role: 'customer' },
      admin.headers,
      'en',
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({ role: ['Choose a role'] });
    expect((await api('PUT', '/api/staff/team/abc/role', { role: 'staff' })).status).toBe(422);

    const log = await api(
      'GET',
      `/api/staff/audit?entity=staff&entityId=${sam.customer.id}&actor=${admin.customer.id}`,
    );
    expect(log.data.data.map((e: { action: string; data: unknown }) => [e.action, e.data])).toEqual([
      ['role', { from: 'admin', to: 'staff', sessionsEnded: 0 }],
      ['role', { from: 'staff', to: 'admin', sessionsEnded: 1 }],
    ]);
    const doraLog = await api('GET', `/api/staff/audit?entityId=${dora.customer.id}`);
    expect(doraLog.data.data.map((e: { action: string }) => e.action)).toEqual(['reactivate', 'deactivate']);
  });

  it('never lets an admin demote or deactivate themselves, nor the last admin go', async () => {
    const db = await getDb();
    // Exactly two active admins: every other admin of this database steps down first.
    const x = await loginAs({ role: 'admin' });
    const y = await loginAs({ role: 'admin' });
    await db
      .update(customers)
      .set({ role: 'staff' })
      .where(
        and(
          eq(customers.role, 'admin'),
          isNull(customers.blockedAt),
          ne(customers.id, x.customer.id),
          ne(customers.id, y.customer.id),
        ),
      );
    for (const who of [x, y]) {
      const self = await api(
        'PUT',
        `/api/staff/team/${who.customer.id}/role`,
        { role: 'staff' },
        who.headers,
      );
      expect(self.status).toBe(409);
      expect(self.data.message).toBe(
        'Je kunt je eigen rol niet wijzigen en je eigen account niet deactiveren.',
      );
      const off = await api('POST', `/api/staff/team/${who.customer.id}/deactivate`, {}, who.headers, 'en');
      expect(off.status).toBe(409);
      expect(off.data.message).toBe('You cannot change your own role or deactivate your own account.');
    }

    // The two last admins demote each other at once: one wins; an admin is left.
    const both = await Promise.all([
      api('PUT', `/api/staff/team/${y.customer.id}/role`, { role: 'staff' }, x.headers),
      api('PUT', `/api/staff/team/${x.customer.id}/role`, { role: 'staff' }, y.headers),
    ]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser's session ended with its role (401), or it got to the lock and was told why (409).
    expect([401, 409]).toContain(statuses[1]);
    const admins = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.role, 'admin'), isNull(customers.blockedAt)));
    expect(admins).toHaveLength(1);
    const winner = admins[0].id === x.customer.id ? x : y;
    const loser = winner === x ? y : x;

    // The same race straight at the lock (no session check in between): one wins, one is told why.
    await db.update(customers).set({ role: 'admin' }).where(eq(customers.id, loser.customer.id));
    const raced = await Promise.all([
      changeRole(loser.customer.id, 'staff', winner.customer),
      changeRole(winner.customer.id, 'staff', loser.customer),
    ]);
    expect(raced.filter((r) => r.ok)).toHaveLength(1);
    expect(raced.filter((r) => !r.ok).map((r) => !r.ok && r.refusal)).toEqual(['notAdmin']);
    const deactivations = await Promise.all([
      setDeactivated(loser.customer.id, true, winner.customer),
      setDeactivated(winner.customer.id, true, loser.customer),
    ]);
    expect(deactivations.filter((r) => r.ok && !r.repeated).length).toBeLessThanOrEqual(1);
    const left = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.role, 'admin'),
          isNull(customers.blockedAt),
          inArray(customers.id, [x.customer.id, y.customer.id]),
        ),
      );
    expect(left).toHaveLength(1);
    // The one admin left can't demote or deactivate themselves: the shop always keeps an admin.
    const last = left[0].id === x.customer.id ? x.customer : y.customer;
    expect(await changeRole(last.id, 'staff', last)).toEqual({ ok: false, refusal: 'self' });
    expect(await setDeactivated(last.id, true, last)).toEqual({ ok: false, refusal: 'self' });
    // Admin of the rest of this file again.
    await db.update(customers).set({ role: 'admin' }).where(eq(customers.id, admin.customer.id));
    await db.update(sessions).set({ role: 'admin' }).where(eq(sessions.customerId, admin.customer.id));
  });

  it('lists the audit log newest first, filtered and a page at a time, each entry linked to its record', async () => {
    const db = await getDb();
    const marker = 7_000_000 + Math.floor(Math.random() * 1_000_000);
    await db.transaction(async (tx) => {
      await recordAudit(tx, staff.customer, {
        entity: 'order',
        entityId: marker,
        action: 'ship',
        data: { carrier: 'PostNL' },
      });
      await recordAudit(tx, admin.customer, { entity: 'customer', entityId: marker, action: 'block' });
      await recordAudit(tx, admin.customer, {
        entity: 'message',
        entityId: `contact:${marker}`,
        action: 'reply',
      });
      await recordAudit(tx, admin.customer, { entity: 'product', entityId: marker, action: 'stock' });
    });
    const all = await api('GET', '/api/staff/audit?perPage=100');
    expect(all.status).toBe(200);
    const ats = all.data.data.map((e: { at: string }) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const byId = await api('GET', `/api/staff/audit?entityId=${marker}`);
    expect(byId.data.data.map((e: { entity: string; href: string | null }) => [e.entity, e.href])).toEqual([
      ['product', `/staff/products/${marker}`],
      ['customer', `/staff/customers/${marker}`],
      ['order', `/staff/orders/${marker}`],
    ]);
    const message = await api('GET', `/api/staff/audit?entity=message&entityId=contact:${marker}`);
    expect(message.data.data[0].href).toBe(`/staff/inbox/contact/${marker}`);
    const byActor = await api('GET', `/api/staff/audit?actor=${staff.customer.id}&action=ship`);
    expect(byActor.data.data.map((e: { entityId: string }) => e.entityId)).toEqual([String(marker)]);
    expect(byActor.data.data[0]).toMatchObject({
      actorName: staff.customer.name,
      data: { carrier: 'PostNL' },
    });

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(
      new Date(Date.now() + 86_400_000),
    );
    expect(
      (await api('GET', `/api/staff/audit?entityId=${marker}&from=${today}&to=${today}`)).data.meta.total,
    ).toBe(3);
    expect((await api('GET', `/api/staff/audit?entityId=${marker}&from=${tomorrow}`)).data.meta.total).toBe(
      0,
    );

    const page2 = await api('GET', `/api/staff/audit?entityId=${marker}&perPage=2&page=2`);
    expect(page2.data.data.map((e: { entity: string }) => e.entity)).toEqual(['order']);
    expect(page2.data.meta).toEqual({ total: 3, page: 2, perPage: 2, lastPage: 2 });

    const bad = await api(
      'GET',
      `/api/staff/audit?entity=planet&action=${encodeURIComponent('drop table')}&entityId=${encodeURIComponent('a b')}`,
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({
      entity: ['Kies een soort record uit de lijst'],
      action: ['Kies een actie uit de lijst'],
      entityId: ['Alleen letters, cijfers en de tekens : _ -, ten hoogste 40'],
    });
    const range = await api('GET', `/api/staff/audit?from=${tomorrow}&to=${today}`);
    expect(range.status).toBe(422);
    expect(range.data.errors).toEqual({ to: ['De einddatum ligt vóór de begindatum'] });
    const badEn = await api(
      'GET',
      '/api/staff/audit?from=2026-02-31&perPage=500',
      undefined,
      admin.headers,
      'en',
    );
    expect(badEn.status).toBe(422);
    expect(badEn.data.errors.from).toEqual(['Enter a date as YYYY-MM-DD']);
    expect(Object.keys(badEn.data.errors).sort()).toEqual(['from', 'perPage']);
  });
});
