import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, prefix, staffSignIn, type Locale } from './support';

// The back office's inbox and dashboard: a contact message sent in the shop appears in the inbox, is
// answered by e-mail from its page (the customer gets the mail, in the message's language), assigned and
// closed; the dashboard and the newsletter list load. In both languages, with axe and the keyboard.

const TEXT = {
  nl: {
    browser: 'nl-NL',
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    message: 'Bericht',
    send: 'Versturen',
    dashboard: 'Overzicht',
    today: 'Vandaag',
    testExplained: 'Testbestellingen',
    inbox: /^Inbox/,
    search: 'Zoek een bericht',
    status: 'Status',
    apply: 'Toon berichten',
    statusNew: 'Nieuw',
    title: 'Contactformulier van Ilse Inbox',
    reply: 'Je antwoord',
    sent: 'Je antwoord is verstuurd.',
    answered: 'Huidige status: Beantwoord',
    closed: 'Huidige status: Gesloten',
    close: 'Sluiten',
    toMe: 'Aan mij toewijzen',
    assigned: 'De toewijzing is opgeslagen.',
    subject: 'Re: je bericht aan ServerStore',
    greeting: 'Beste Ilse Inbox,',
    newsletter: 'Nieuwsbrief',
    tabs: 'Onderdelen van de inbox',
    subscribers: 'Nieuwsbriefabonnees',
    answer: 'Dank je wel! We kunnen de R740 volgende week leveren.',
  },
  en: {
    browser: 'en-US',
    name: 'Name',
    email: 'E-mail address',
    phone: 'Phone number',
    message: 'Message',
    send: 'Send',
    dashboard: 'Dashboard',
    today: 'Today',
    testExplained: 'Test orders',
    inbox: /^Inbox/,
    search: 'Find a message',
    status: 'Status',
    apply: 'Show messages',
    statusNew: 'New',
    title: 'Contact form from Ilse Inbox',
    reply: 'Your reply',
    sent: 'Your reply has been sent.',
    answered: 'Current status: Answered',
    closed: 'Current status: Closed',
    close: 'Close',
    toMe: 'Assign to me',
    assigned: 'The assignment has been saved.',
    subject: 'Re: your message to ServerStore',
    greeting: 'Dear Ilse Inbox,',
    newsletter: 'Newsletter',
    tabs: 'Parts of the inbox',
    subscribers: 'Newsletter subscribers',
    answer: 'Thank you! We can deliver the R740 next week.',
  },
} as const;

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Each test looks like its own visitor to the per-IP rate limits. */
async function ownIp(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
}

/** Mails the e2e server wrote to its DATA_DIR/mail (mail goes to files when SMTP_URL is unset). */
function mailsTo(to: string): { to: string; subject: string; text: string }[] {
  const root = path.resolve('.test-data');
  const out: { to: string; subject: string; text: string }[] = [];
  for (const dir of fs.readdirSync(root)) {
    const mailDir = path.join(root, dir, 'mail');
    if (!fs.existsSync(mailDir)) continue;
    for (const f of fs
      .readdirSync(mailDir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const m = JSON.parse(fs.readFileSync(path.join(mailDir, f), 'utf8'));
      if (m.to === to) out.push(m);
    }
  }
  return out;
}

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];

  test(`a contact message sent in the shop is answered from the inbox (${locale})`, async ({
    page,
    browser,
  }) => {
    // The shopper writes through the contact form.
    await ownIp(page);
    const email = `inbox-${uniq()}@example.nl`;
    await page.goto(`${prefix(locale)}/contact`);
    const form = page.getByTestId('contact-form');
    await form.getByLabel(text.name).fill('Ilse Inbox');
    await form.getByLabel(text.email).fill(email);
    await form.getByLabel(text.phone).fill('020-1234567');
    await form
      .getByLabel(text.message)
      .fill('Kunnen jullie een R740 met 256 GB geheugen leveren, en wanneer?');
    await form.getByRole('button', { name: text.send }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/contact-success$`));

    // The inbox is not the shopper's business.
    const shopper = await page.goto(`${prefix(locale)}/staff/inbox`);
    expect(shopper?.status()).toBe(404);

    // A member of staff, in a browser of their own, starts on the dashboard.
    const staff = await browser.newContext({ locale: text.browser });
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff`);
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.dashboard);
    await expect(desk.getByTestId('dashboard-today')).toContainText(text.today);
    await expect(desk.getByTestId('dashboard-test-explained')).toContainText(text.testExplained);
    await expect(desk.getByTestId('dashboard-chart').locator('svg[role="img"]')).toBeVisible();
    expect(Number(await desk.getByTestId('dashboard-unanswered').textContent())).toBeGreaterThan(0);
    await expectNoAxeViolations(desk);

    // The navigation counts unanswered messages; the inbox finds the new one by its address.
    const nav = desk.getByTestId('staff-nav');
    await expect(nav.getByRole('link', { name: text.dashboard })).toHaveAttribute('aria-current', 'page');
    const inboxLink = nav.getByRole('link', { name: text.inbox });
    await expect(inboxLink.getByTestId('staff-nav-count')).toBeVisible();
    await inboxLink.click();
    await expect(desk).toHaveURL(/\/staff\/inbox$/);
    await desk.getByLabel(text.search, { exact: true }).fill(email);
    await desk.getByLabel(text.search, { exact: true }).press('Enter');
    await expect(desk).toHaveURL(/q=/);
    const row = desk.getByTestId('inbox-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('inbox-status')).toHaveText(text.statusNew);
    await expectNoAxeViolations(desk);

    // Opened with the keyboard.
    await row.getByRole('link', { name: 'Ilse Inbox' }).focus();
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(desk.getByTestId('inbox-text')).toContainText('256 GB');
    await expectNoAxeViolations(desk);

    // The reply, typed and sent from the keyboard: kept with the message, which is then answered.
    await desk.getByLabel(text.reply).fill(text.answer);
    await desk.keyboard.press('Tab');
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('inbox-reply-message')).toHaveText(text.sent);
    await expect(desk.getByTestId('inbox-current-status')).toHaveText(text.answered);
    await expect(desk.getByTestId('inbox-reply')).toContainText(text.answer);
    await expectNoAxeViolations(desk);
    // The customer's mail, in the language they wrote in.
    await expect.poll(() => mailsTo(email).filter((m) => m.subject.startsWith('Re:')).length).toBe(1);
    const mail = mailsTo(email).find((m) => m.subject.startsWith('Re:'))!;
    expect(mail.subject).toBe(text.subject);
    expect(mail.text).toContain(text.greeting);
    expect(mail.text).toContain(text.answer);

    // Taken on and closed.
    await desk.getByRole('button', { name: text.toMe }).click();
    await expect(desk.getByTestId('inbox-assign-message')).toHaveText(text.assigned);
    await desk.getByRole('button', { name: text.close, exact: true }).click();
    await expect(desk.getByTestId('inbox-current-status')).toHaveText(text.closed);
    await expect(desk.getByTestId('inbox-history').getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(desk);

    // The newsletter's subscribers, a tab of the inbox.
    await desk.goto(`${prefix(locale)}/staff/inbox`);
    await desk
      .getByRole('navigation', { name: text.tabs })
      .getByRole('link', { name: text.newsletter, exact: true })
      .click();
    await expect(desk.getByRole('heading', { level: 2, name: text.subscribers })).toBeVisible();
    await expect(desk.getByTestId('subscribers-export')).toHaveAttribute(
      'href',
      new RegExp(`lang=${locale}`),
    );
    await expectNoAxeViolations(desk);
    await staff.close();
  });
}
