import {
  test,
  expect,
  adminSignIn,
  expectNoAxeViolations,
  mailsWithSubject,
  prefix,
  staffSignIn,
  type Locale,
} from './support';

// Staff and roles: an admin invites a colleague, the link from the mail makes their account, the team
// list shows them and the admin deactivates them; the audit list shows what happened. A member of staff
// without the admin role finds neither screen (404) nor their API (403). Both languages, keyboard and axe.

const TEXT = {
  nl: {
    nav: 'Medewerkers',
    audit: 'Auditlog',
    title: 'Medewerkers',
    email: 'E-mailadres',
    name: 'Naam',
    role: 'Rol',
    staff: 'Medewerker',
    send: 'Uitnodiging versturen',
    sent: (email: string) => `Uitnodiging verstuurd naar ${email}.`,
    subject: 'Uitnodiging voor de backoffice van ServerStore',
    welcome: 'Welkom bij ServerStore',
    password: 'Wachtwoord',
    repeat: 'Herhaal het wachtwoord',
    create: 'Account aanmaken',
    required: 'Dit veld is verplicht',
    created: /^Je account is aangemaakt\./,
    dead: 'Deze uitnodiging werkt niet meer',
    noTotp: 'Nog niet ingesteld',
    deactivate: 'Deactiveren',
    deactivated: 'Gedeactiveerd',
    revoke: 'Intrekken',
    revoked: (email: string) => `De uitnodiging voor ${email} is ingetrokken.`,
    blocked: 'Dit account is geblokkeerd. Neem contact met ons op als je denkt dat dit niet klopt.',
    entity: 'Soort record',
    entityStaff: 'Medewerker',
    apply: 'Toon regels',
    invited: 'Uitgenodigd',
    joined: 'Uitnodiging geaccepteerd',
    deactivatedLog: 'Gedeactiveerd',
  },
  en: {
    nav: 'Staff',
    audit: 'Audit log',
    title: 'Staff',
    email: 'Email address',
    name: 'Name',
    role: 'Role',
    staff: 'Staff',
    send: 'Send invitation',
    sent: (email: string) => `Invitation sent to ${email}.`,
    subject: 'Invitation to the ServerStore back office',
    welcome: 'Welcome to ServerStore',
    password: 'Password',
    repeat: 'Repeat the password',
    create: 'Create account',
    required: 'This field is required',
    created: /^Your account has been created\./,
    dead: 'This invitation no longer works',
    noTotp: 'Not set up yet',
    deactivate: 'Deactivate',
    deactivated: 'Deactivated',
    revoke: 'Revoke',
    revoked: (email: string) => `The invitation to ${email} has been revoked.`,
    blocked: 'This account is blocked. Please contact us if you think this is a mistake.',
    entity: 'Kind of record',
    entityStaff: 'Staff',
    apply: 'Show entries',
    invited: 'Invited',
    joined: 'Invitation accepted',
    deactivatedLog: 'Deactivated',
  },
} as const;

/** The invitation link (its path) from the mail the e2e server wrote to `to`. */
async function invitationPath(to: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      text = mailsWithSubject(subject).find((m) => m.to === to)?.text ?? '';
      return text;
    })
    .toContain('/staff/invite/');
  const link = /https?:\/\/\S+\/staff\/invite\/[A-Za-z0-9_-]{43}/.exec(text)![0];
  return new URL(link).pathname;
}

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`an admin invites a colleague, who joins; the team and audit list show it (${locale})`, async ({
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(180_000);
    const stamp = `${locale}${info.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const email = `collega-${stamp}@e2e.test`;
    const browserLocale = locale === 'nl' ? 'nl-NL' : 'en-US';

    // The admin, in a browser of their own, opens the team screen from the staff navigation.
    const admin = await browser.newContext({ locale: browserLocale });
    await admin.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await admin.newPage();
    await adminSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff/orders`);
    const nav = desk.getByTestId('staff-nav');
    await nav.getByRole('link', { name: text.nav, exact: true }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(nav.getByRole('link', { name: text.nav, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(desk.getByTestId('team-members')).toBeVisible();
    await expectNoAxeViolations(desk);

    // The invitation, by keyboard: the empty form is refused at its fields first.
    const form = desk.getByTestId('team-invite-form');
    await form.getByRole('button', { name: text.send }).click();
    await expect(form.getByLabel(text.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(text.required).first()).toBeVisible();
    await expectNoAxeViolations(desk);
    await form.getByLabel(text.email).fill(email);
    await form.getByLabel(text.name).fill(`Carla ${stamp}`);
    await form.getByLabel(text.role).selectOption({ label: text.staff });
    await form.getByLabel(text.name).press('Enter');
    await expect(desk.getByTestId('team-invite-message')).toHaveText(text.sent(email));
    await expect(desk.getByTestId('team-invitation').filter({ hasText: email })).toHaveCount(1);
    await expectNoAxeViolations(desk);

    // The colleague opens the link from the mail (a browser of their own) and chooses a password.
    const path = await invitationPath(email, text.subject);
    expect(path.startsWith(`${prefix(locale)}/staff/invite/`)).toBe(true);
    const newcomer = await browser.newContext({ locale: browserLocale });
    await newcomer.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const page = await newcomer.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.welcome);
    await expect(page.getByTestId('invite-accept-form').getByLabel(text.email)).toHaveValue(email);
    await expectNoAxeViolations(page);
    // Labels start with their text (a required field's label ends in a mark).
    const password = page.getByLabel(new RegExp(`^${text.password}`));
    await page.getByRole('button', { name: text.create }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text.required).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await password.fill('Geheim12345');
    await page.getByLabel(text.repeat).fill('Geheim12345');
    await page.getByLabel(text.repeat).press('Enter');
    await expect(page.getByTestId('invite-answer')).toHaveText(text.created);
    await expectNoAxeViolations(page);
    // They log in as staff do: the password opens the second factor's setup first.
    const login = await page.request.post('/api/portal/accounts/async-login', {
      data: { email, password: 'Geheim12345' },
    });
    expect((await login.json()).twoFactor).toBe('enrol');
    // The link works once.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.dead);
    await expect(page.getByTestId('invite-dead')).toHaveAttribute('data-state', 'accepted');
    await expectNoAxeViolations(page);

    // The team list shows them, as staff without a second factor yet; the admin deactivates them (keyboard).
    await desk.reload();
    const row = desk.getByTestId('team-member').filter({ hasText: email });
    await expect(row.getByTestId('team-role')).toHaveText(text.staff);
    await expect(row).toContainText(text.noTotp);
    await expect(desk.getByTestId('team-invitation').filter({ hasText: email })).toHaveCount(0);
    await row.getByRole('button', { name: new RegExp(`^${text.deactivate}: `) }).focus();
    await desk.keyboard.press('Enter');
    await expect(row.getByTestId('team-state')).toHaveText(text.deactivated);
    await expectNoAxeViolations(desk);
    const refused = await page.request.post('/api/portal/accounts/async-login', {
      headers: { 'x-locale': locale },
      data: { email, password: 'Geheim12345' },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors.password).toEqual([text.blocked]);

    // A second invitation, revoked: its row goes and the list says so.
    const other = `ander-${stamp}@e2e.test`;
    await form.getByLabel(text.email).fill(other);
    await form.getByLabel(text.name).fill(`Otto ${stamp}`);
    await form.getByRole('button', { name: text.send }).click();
    await expect(desk.getByTestId('team-invite-message')).toHaveText(text.sent(other));
    await desk
      .getByTestId('team-invitation')
      .filter({ hasText: other })
      .getByRole('button', { name: `${text.revoke}: ${other}` })
      .click();
    await expect(desk.getByTestId('team-revoke-message')).toHaveText(text.revoked(other));
    await expect(desk.getByTestId('team-invitation').filter({ hasText: other })).toHaveCount(0);
    await page.goto(await invitationPath(other, text.subject));
    await expect(page.getByTestId('invite-dead')).toHaveAttribute('data-state', 'revoked');

    // The audit list, filtered to staff records: the invitation, the joining, the deactivation.
    await nav.getByRole('link', { name: text.audit, exact: true }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.audit);
    await desk.getByLabel(text.entity).selectOption({ label: text.entityStaff });
    await desk.getByRole('button', { name: text.apply }).click();
    await expect(desk).toHaveURL(/entity=staff/);
    const actions = desk.getByTestId('audit-action');
    await expect(actions.filter({ hasText: text.invited }).first()).toBeVisible();
    await expect(actions.filter({ hasText: text.joined }).first()).toBeVisible();
    await expect(actions.filter({ hasText: text.deactivatedLog }).first()).toBeVisible();
    await expectNoAxeViolations(desk);
    await newcomer.close();
    await admin.close();
  });

  test(`staff without the admin role find neither the team nor the audit list (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await context.newPage();
    await staffSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff/orders`);
    const nav = desk.getByTestId('staff-nav');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: TEXT[locale].nav, exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: TEXT[locale].audit, exact: true })).toHaveCount(0);
    for (const path of ['/staff/team', '/staff/audit']) {
      const res = await desk.goto(`${prefix(locale)}${path}`);
      expect(res?.status(), path).toBe(404);
    }
    await expectNoAxeViolations(desk);
    for (const url of ['/api/portal/api/staff/team', '/api/portal/api/staff/audit']) {
      const res = await desk.request.get(url, { headers: { 'x-locale': locale } });
      expect(res.status(), url).toBe(403);
      expect((await res.json()).message).toBe(locale === 'nl' ? 'Alleen voor beheerders' : 'Admins only');
    }
    const invite = await desk.request.post('/api/portal/api/staff/team/invitations', {
      data: { email: 'niet@e2e.test', name: 'Niet Toegestaan', role: 'admin' },
    });
    expect(invite.status()).toBe(403);
    await context.close();
  });
}

test('the team and audit screens are not there for shoppers', async ({ page }) => {
  for (const path of ['/staff/team', '/en/staff/team', '/staff/audit', '/en/staff/audit']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  expect((await page.request.get('/api/portal/api/staff/team')).status()).toBe(401);
});
