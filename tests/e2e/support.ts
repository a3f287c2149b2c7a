import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import { PDFParse } from 'pdf-parse';

/** next-intl's report of a text missing from the page's client messages (lib/i18n/client-messages.ts). */
const isMissingMessage = (message: ConsoleMessage) =>
  message.type() === 'error' && message.text().includes('MISSING_MESSAGE');

/** Chromium's console report of something the Content-Security-Policy blocked. */
const isCspViolation = (message: ConsoleMessage) => /Content Security Policy/i.test(message.text());

/**
 * Tests start with the cookie choice made (so the dialog covers nothing) unless they opt out. A text
 * missing from a page's client messages (lib/i18n/client-messages.ts) fails the test: next-intl logs
 * MISSING_MESSAGE in the browser console and shows the key instead. So does anything the
 * Content-Security-Policy blocks (lib/security-headers.mjs): every page reports its
 * `securitypolicyviolation` events, and Chromium's console reports the rest (workers, frames).
 */
export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  context: async ({ context, consent, baseURL }, provide) => {
    if (consent) await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const missing: string[] = [];
    const violations: string[] = [];
    context.on('console', (message) => {
      if (isMissingMessage(message)) missing.push(message.text());
      if (isCspViolation(message)) violations.push(message.text());
    });
    await context.exposeBinding('__cspViolation', (_source, report: string) => violations.push(report));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __cspViolation?: (r: string) => void }).__cspViolation;
        report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`);
      });
    });
    await provide(context);
    expect(missing, missing.join('\n')).toEqual([]);
    expect(violations, violations.join('\n')).toEqual([]);
  },
});

export { expect };

/** WCAG 2.2 AA: the page has no axe violations at all. */
export async function expectNoAxeViolations(page: Page) {
  // At the top of the page nothing sits under the sticky header, which axe would count as obscured targets.
  await page.evaluate(() => window.scrollTo(0, 0));
  // After a client-side navigation Next streams the new page's metadata: the <title> lands a moment later.
  await expect.poll(() => page.title()).not.toBe('');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
  // Pages of contexts a test opens itself (staff) are not watched by the fixture above.
  const messages = await page.consoleMessages();
  expect(messages.filter(isMissingMessage).map((m) => m.text())).toEqual([]);
  expect(messages.filter(isCspViolation).map((m) => m.text())).toEqual([]);
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1400) < 1200;
}

const octet = () => 1 + Math.floor(Math.random() * 250);

/**
 * A private customer registered through the portal API on `request`'s cookie jar: `page.request` leaves
 * the page logged in as the new customer, the test's own `request` leaves the page a guest.
 */
export async function registerApiCustomer(
  request: APIRequestContext,
  email: string,
  names: { companyName: string; username: string } = { companyName: 'Api BV', username: 'Api Klant' },
  /** Other registration fields, e.g. a business category with KvK and VAT number. */
  profile: Record<string, unknown> = {},
) {
  const res = await request.post('/api/portal/customer/register', {
    // Each test's customer from an address of its own (the e2e server trusts one proxy hop), as shoppers
    // are: the registration limit per address would otherwise count the whole suite's registrations.
    headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    data: {
      ...names,
      address: 'Dorpsstraat',
      house: '1',
      postcode: '1234 AB',
      city: 'Utrecht',
      mailbox: '',
      country: 'NL',
      gender: '',
      email,
      invoiceEmail: '',
      password: 'Geheim12345',
      passwordRepeat: 'Geheim12345',
      phone: '030 123 4567',
      mobile: '',
      category: 'private',
      kvk: '',
      btw: '',
      bankAccount: 'NL91ABNA0417164300',
      deliveryAvailability: 'weekdays',
      deliveryDays: [],
      noNeighbours: false,
      newsletter: false,
      terms: true,
      ...profile,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export type Locale = 'nl' | 'en';
export const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** The product an add-to-cart button adds, read from its accessible name. */
export const productOfAddButton = (label: string, locale: Locale) =>
  locale === 'en' ? label.replace(/^Add to cart: /, '') : label.replace(/^In winkelwagen: /, '');

/** Adds the first in-stock home product to an empty cart and opens the order page; returns the product's name. */
export async function cartWithFirstHomeProduct(page: Page, locale: Locale): Promise<string> {
  await page.goto(`${prefix(locale)}/`, { waitUntil: 'networkidle' });
  const button = page.getByTestId('add-to-cart').first();
  const name = productOfAddButton((await button.getAttribute('aria-label')) ?? '', locale);
  await button.click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await page.goto(`${prefix(locale)}/order`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  return name;
}

/** The billing form's fields of a Dutch private shopper (the name and e-mail as given). */
export async function fillBillingFields(
  form: Locator,
  who: { name: string; email: string } = { name: 'Jan Jansen', email: 'jan@example.test' },
) {
  await form.locator('#customerName').fill(who.name);
  await form.locator('#email').fill(who.email);
  await form.locator('#phone').fill('+31 6 12345678');
  await form.locator('#address').fill('Kerkstraat');
  await form.locator('#house').fill('12');
  await form.locator('#postcode').fill('1017 GC');
  await form.locator('#region').fill('Amsterdam');
}

/** From the cart on /order through billing details, delivery and payment to the test provider's page. */
export async function placeIdealOrder(page: Page) {
  await page.getByTestId('to-checkout').click();
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  await fillBillingFields(form);
  await page.getByTestId('address-submit').click();
  await page.getByTestId('delivery-type-1').check();
  await page.getByTestId('delivery-submit').click();
  await expect(page.getByTestId('method-ideal')).toBeChecked();
  await page.getByTestId('conditions').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/pay\/test\/tst_/);
  await expect(page.getByTestId('test-pay-amount')).toContainText('€');
}

/**
 * The staff accounts scripts/e2e-server.mjs creates (staff-0 … staff-15@e2e.test), their second factor
 * provisioned (--totp-secret), so tests generate their codes as an authenticator app would.
 */
export const STAFF = {
  password: process.env.E2E_STAFF_PASSWORD ?? 'Geheim12345',
  totpSecret: process.env.E2E_STAFF_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const STAFF_POOL = 16;
let staffCalls = 0;

/**
 * A staff account for one sign-in. A TOTP code works once per account and period, so each sign-in takes
 * the next account of the pool, spread by worker: parallel tests don't spend each other's codes.
 */
export function staffEmail(): string {
  const n = (test.info().workerIndex * 5 + staffCalls++) % STAFF_POOL;
  return `staff-${n}@e2e.test`;
}

/** A code of `secret`'s authenticator app, `stepsAhead` 30-second periods from now. */
export async function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/**
 * Logs staff in through the real two-step login (password, then a TOTP code) on `request` (a page's
 * request shares its cookies). Should the pool's account have spent this period's code already (a retried
 * worker), the next period's is tried, then the test waits for a fresh period.
 */
export async function staffSignIn(request: APIRequestContext, email = staffEmail()): Promise<void> {
  const login = await request.post('/api/portal/accounts/async-login', {
    data: { email, password: STAFF.password },
  });
  expect(login.status()).toBe(200);
  expect((await login.json()).twoFactor).toBe('verify');
  await expect(async () => {
    let status = 0;
    for (const ahead of [0, 1]) {
      const res = await request.post('/api/portal/accounts/two-factor/verify', {
        data: { code: await totpCode(STAFF.totpSecret, ahead) },
      });
      status = res.status();
      if (status === 200) return;
    }
    expect(status).toBe(200);
  }).toPass({ intervals: [10_000], timeout: 70_000 });
}

const ADMIN_POOL = 8;
let adminCalls = 0;

/**
 * Logs an admin in (the pool admin-0 … admin-7@e2e.test that scripts/e2e-server.mjs creates with role
 * admin and the staff TOTP secret), as staffSignIn does for staff.
 */
export async function adminSignIn(request: APIRequestContext): Promise<void> {
  const n = (test.info().workerIndex * 3 + adminCalls++) % ADMIN_POOL;
  await staffSignIn(request, `admin-${n}@e2e.test`);
}

/**
 * The running e2e server's data directory (scripts/e2e-server.mjs: .test-data/e2e-<its pid>). One a
 * killed server left behind holds other runs' data, so only a live process's counts.
 */
export function e2eDataDir(): string {
  const root = path.resolve('.test-data');
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const dirs = fs.existsSync(root)
    ? fs.readdirSync(root).filter((d) => /^e2e-\d+$/.test(d) && alive(Number(d.slice(4))))
    : [];
  expect(dirs, 'one running e2e server').toHaveLength(1);
  return path.join(root, dirs[0]);
}

/** The mails the e2e server wrote (no SMTP: one .json per message in DATA_DIR/mail) whose subject has `subject`. */
export function mailsWithSubject(subject: string): { to: string; subject: string; text: string }[] {
  const dir = path.join(e2eDataDir(), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')))
    .filter((m) => String(m.subject).includes(subject));
}

/** The text of a PDF the signed-in page's request fetches (an invoice, a credit note). */
export async function pdfTextAt(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  return (await new PDFParse({ data: new Uint8Array(await res.body()) }).getText()).text;
}
