import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, expectNoAxeViolations, isMobile, registerApiCustomer } from './support';

const LOCALES = ['nl', 'en'] as const;

const TEXT = {
  nl: {
    prefix: '',
    required: 'Dit veld is verplicht',
    next: 'Volgende stap',
    submit: 'Account aanmaken',
    toPortal: 'Naar mijn account',
    login: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    loginFailed: 'Onjuist e-mailadres of wachtwoord',
    invalid: 'Onjuiste gegevens',
    logout: 'Uitloggen',
    fields: {
      Bedrijfsnaam: 'Acme Servers BV',
      Straat: 'Kerkstraat',
      Huisnummer: '12a',
      Postcode: '1017 GC',
      Plaats: 'Amsterdam',
      'Volledige naam': 'Jans Jansen',
      Telefoonnummer: '020 123 4567',
      'Herhaal wachtwoord': 'Geheim12345',
    },
    category: 'Soort klant',
    categoryValue: 'Bedrijf',
    kvk: 'KvK-nummer',
    btw: 'Btw-nummer',
    iban: 'Bankrekeningnummer (IBAN)',
    specific: 'Alleen op bepaalde dagen',
    day: 'Dinsdag',
    terms: 'Ik ga akkoord met de algemene voorwaarden',
    number: 'Je klantnummer is',
    sections: ['Bedrijfs- en contactgegevens', 'Levering en nieuwsbrief', 'Adressen', 'Wachtwoord'],
    forgot: 'Wachtwoord vergeten?',
    sendLink: 'Verstuur link',
    sent: 'Als er een account bij dit e-mailadres hoort',
    newPassword: 'Wachtwoord opslaan',
    resetDone: 'Je wachtwoord is gewijzigd',
    tabAccount: 'Account',
    repeat: 'Herhaal wachtwoord',
  },
  en: {
    prefix: '/en',
    required: 'This field is required',
    next: 'Next step',
    submit: 'Create account',
    toPortal: 'Go to my account',
    login: 'Log in',
    email: 'Email address',
    password: 'Password',
    loginFailed: 'Incorrect email address or password',
    invalid: 'Invalid data',
    logout: 'Log out',
    fields: {
      'Company name': 'Acme Servers Ltd',
      Street: 'Church Street',
      'House number': '12a',
      Postcode: '1017 GC',
      City: 'Amsterdam',
      'Full name': 'Jane Johnson',
      'Phone number': '020 123 4567',
      'Repeat password': 'Geheim12345',
    },
    category: 'Customer type',
    categoryValue: 'Business',
    kvk: 'Chamber of Commerce number',
    btw: 'VAT number',
    iban: 'Bank account (IBAN)',
    specific: 'Only on specific days',
    day: 'Tuesday',
    terms: 'I accept the terms and conditions',
    number: 'Your customer number is',
    sections: ['Company and contact details', 'Delivery and newsletter', 'Addresses', 'Password'],
    forgot: 'Forgot your password?',
    sendLink: 'Send link',
    sent: 'If this email address belongs to an account',
    newPassword: 'Save password',
    resetDone: 'Your password has been changed',
    tabAccount: 'Account',
    repeat: 'Repeat password',
  },
} as const;

const uniqueEmail = (info: TestInfo, tag: string) =>
  `${tag}-${info.project.name}-${Date.now()}-${info.workerIndex}@e2e.test`;

async function shot(page: Page, info: TestInfo, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({
    path: path.join(process.env.SHOTS_DIR, `${info.project.name}-${name}.png`),
    fullPage: true,
  });
}

/** The newest mail file written for `to` by the e2e server (DATA_DIR/mail without SMTP_URL). */
function mailTo(to: string): { subject: string; text: string } | undefined {
  const root = path.resolve('.test-data');
  const mails = fs
    .readdirSync(root)
    .filter((d) => d.startsWith('e2e-'))
    .flatMap((d) => {
      const dir = path.join(root, d, 'mail');
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .map((f) => path.join(dir, f))
        : [];
    })
    .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')))
    .filter((m) => m.to === to);
  return mails.at(-1);
}

for (const locale of LOCALES) {
  const x = TEXT[locale];

  test.describe(`accounts (${locale})`, () => {
    test.use({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });

    test('register in two steps with a logo, see the customer number, use the portal, log out and in', async ({
      page,
    }, info) => {
      test.setTimeout(150_000);
      const email = uniqueEmail(info, `reg-${locale}`);
      await page.goto(`${x.prefix}/register/step-one`);
      await page.getByRole('button', { name: x.next }).click();
      await expect(page.getByText(x.required).first()).toBeVisible();
      await expectNoAxeViolations(page);
      for (const [label, value] of Object.entries(x.fields))
        await page.getByRole('main').getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('main').getByLabel(x.email, { exact: true }).fill(email);
      await page.getByRole('main').getByLabel(x.password, { exact: true }).fill('Geheim12345');
      await shot(page, info, `${locale}-register-step-one`);
      await page.getByRole('button', { name: x.next }).click();

      await expect(page).toHaveURL(new RegExp(`${x.prefix}/register/step-two$`));
      await page.getByRole('main').getByLabel(x.category).selectOption({ label: x.categoryValue });
      await page.getByRole('main').getByLabel(x.kvk).fill('12345678');
      await page.getByRole('main').getByLabel(x.btw).fill('NL004495445B01');
      await page.getByRole('main').getByLabel(x.iban).fill('NL91 ABNA 0417 1643 00');
      await page.getByTestId('logo-input').setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><script>alert(1)</script><rect width="240" height="80" fill="#0b5cad"/></svg>',
        ),
      });
      await page.getByRole('main').getByLabel(x.specific).check();
      await page.getByRole('button', { name: x.submit }).click();
      await expect(page.getByText(x.required).or(page.getByTestId('field-error')).first()).toBeVisible();
      await page.getByRole('main').getByLabel(x.day).check();
      await page.getByRole('main').getByLabel(x.terms).check();
      await expectNoAxeViolations(page);
      await shot(page, info, `${locale}-register-step-two`);
      await page.getByRole('button', { name: x.submit }).click();

      await expect(page).toHaveURL(new RegExp(`${x.prefix}/register/success$`));
      await expect(page.getByTestId('customer-number')).toContainText(x.number);
      const number = (await page.getByTestId('customer-number').textContent())!.match(/K-\d{4}-\d{6}/)![0];
      await expectNoAxeViolations(page);
      await shot(page, info, `${locale}-register-success`);
      await page.getByRole('link', { name: x.toPortal }).click();

      await expect(page.getByTestId('portal-overview')).toBeVisible();
      await expect(page.getByTestId('portal-number')).toHaveText(number);
      await expectNoAxeViolations(page);
      await shot(page, info, `${locale}-portal-overview`);
      for (const [index, section] of x.sections.entries()) {
        await page
          .getByRole('navigation', { name: locale === 'nl' ? 'Accountmenu' : 'Account menu' })
          .getByRole('link', { name: section, exact: true })
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-current="page"]')).toHaveText(section);
        await expectNoAxeViolations(page);
        await shot(page, info, `${locale}-portal-${index}`);
      }
      // The SVG logo came back rasterised as a PNG from our media route.
      await page.goto(`${x.prefix}/customer/preferences`);
      const logo = page.locator('img[src^="/media/logos/"]');
      await expect(logo).toHaveAttribute('src', /\.png$/);
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);

      if (!isMobile(page))
        await expect(page.getByTestId('header-account')).toHaveAttribute('href', `${x.prefix}/customer`);
      await page.getByTestId('logout').first().click();
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${x.prefix || '/'}$`));
      await expect(page.getByTestId('header-account')).toHaveAttribute('href', `${x.prefix}/customer/login`);

      await page.goto(`${x.prefix}/customer/login`);
      await page.getByTestId('login-form').getByLabel(x.email).fill(email);
      await page.getByTestId('login-form').getByLabel(x.password, { exact: true }).fill('Geheim12345');
      await page.getByTestId('login-form').getByRole('button', { name: x.login }).click();
      await expect(page.getByTestId('portal-number')).toHaveText(number);
    });

    test('a failed login shows the server message, with the reason under the password', async ({ page }) => {
      await page.goto(`${x.prefix}/customer/login`);
      await expectNoAxeViolations(page);
      const form = page.getByTestId('login-form');
      await form.getByLabel(x.email).fill('nobody@e2e.test');
      await form.getByLabel(x.password, { exact: true }).fill('Verkeerd12345');
      await form.getByRole('button', { name: x.login }).click();
      await expect(page.getByTestId('login-error')).toContainText(x.invalid);
      const password = form.getByLabel(x.password, { exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await password.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(x.loginFailed);
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/customer/login$`));
      await expectNoAxeViolations(page);
    });

    test('forgot password: the mailed one-time link sets a new password', async ({ page, request }, info) => {
      const email = uniqueEmail(info, `reset-${locale}`);
      await registerApiCustomer(request, email);
      await page.goto(`${x.prefix}/customer/login`);
      await page.getByTestId('login-form').getByRole('link', { name: x.forgot }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/customer/forgot-password$`));
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByLabel(x.email).fill(email);
      await page.getByRole('button', { name: x.sendLink }).click();
      await expect(page.getByTestId('forgot-answer')).toContainText(x.sent);
      await shot(page, info, `${locale}-forgot`);

      await expect.poll(() => mailTo(email)?.text ?? '').toContain('/customer/reset-password?token=');
      const link = new URL(mailTo(email)!.text.match(/https?:\/\/\S+/)![0]);
      await page.goto(link.pathname + link.search);
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByLabel(x.password, { exact: true }).fill('Nieuw123456');
      await page.getByRole('main').getByLabel(x.repeat, { exact: true }).fill('Nieuw123456');
      await page.getByRole('button', { name: x.newPassword }).click();
      await expect(page.getByTestId('reset-answer')).toContainText(x.resetDone);
      await shot(page, info, `${locale}-reset-done`);

      // The link works once.
      await page.goto(link.pathname + link.search);
      await page.getByRole('main').getByLabel(x.password, { exact: true }).fill('Ander123456');
      await page.getByRole('main').getByLabel(x.repeat, { exact: true }).fill('Ander123456');
      await page.getByRole('button', { name: x.newPassword }).click();
      await expect(page.getByTestId('reset-answer')).toBeVisible();
      await expect(page.getByTestId('reset-answer')).not.toContainText(x.resetDone);

      const res = await request.post('/api/portal/accounts/async-login', {
        data: { email, password: 'Nieuw123456' },
      });
      expect(res.status()).toBe(200);
    });

    test('log in from the mobile menu Account tab', async ({ page, request }, info) => {
      test.skip(!isMobile(page), 'the mobile menu exists below 1200px');
      const email = uniqueEmail(info, `mobile-${locale}`);
      await registerApiCustomer(request, email);
      await page.goto(`${x.prefix}/`);
      await page.getByTestId('mobile-menu-open').click();
      await page.getByRole('tab', { name: x.tabAccount }).click();
      const form = page.getByTestId('mobile-login-form');
      await expect(form).toBeVisible();
      await expect(page.getByTestId('social-login')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, info, `${locale}-mobile-account`);
      await form.getByLabel(x.email).fill(email);
      await form.getByLabel(x.password, { exact: true }).fill('Geheim12345');
      await form.getByRole('button', { name: x.login }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/customer$`));
      await expect(page.getByTestId('portal-overview')).toBeVisible();
      await page.getByTestId('mobile-menu-open').click();
      await page.getByRole('tab', { name: x.tabAccount }).click();
      await expect(page.getByTestId('mobile-account')).toContainText(
        locale === 'nl' ? 'Ingelogd als Api Klant' : 'Logged in as Api Klant',
      );
    });
  });
}

test('the portal sends visitors to the login page', async ({ page }) => {
  await page.goto('/customer/addresses');
  await expect(page).toHaveURL(/\/customer\/login$/);
});
