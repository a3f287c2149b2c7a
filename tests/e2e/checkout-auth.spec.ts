import type { Page, TestInfo } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  cartWithFirstHomeProduct,
  prefix,
  registerApiCustomer,
  type Locale,
} from './support';

const TEXT = {
  nl: {
    cart: 'Winkelwagen',
    auth: 'Inloggen of registreren',
    billing: 'Factuurgegevens',
    guest: 'Doorgaan als gast',
    login: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    next: 'Volgende stap',
    submit: 'Account aanmaken',
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
    iban: 'Bankrekeningnummer (IBAN)',
    terms: 'Ik ga akkoord met de algemene voorwaarden',
  },
  en: {
    cart: 'Shopping cart',
    auth: 'Authorisation',
    billing: 'Billing details',
    guest: 'Continue as guest',
    login: 'Log in',
    email: 'Email address',
    password: 'Password',
    next: 'Next step',
    submit: 'Create account',
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
    iban: 'Bank account (IBAN)',
    terms: 'I accept the terms and conditions',
  },
} as const;

const uniqueEmail = (info: TestInfo, tag: string) =>
  `${tag}-${info.project.name}-${Date.now()}-${info.workerIndex}@e2e.test`;

/** The cart step offers log in / register next to continuing as a guest; choosing one shows the auth step. */
async function toAuthStep(page: Page, locale: Locale, choice: 'choose-login' | 'choose-register') {
  const x = TEXT[locale];
  await expect(page.getByTestId('order-heading')).toHaveText(x.cart);
  await expect(page.getByTestId('to-checkout')).toHaveText(x.guest);
  await expect(page.getByTestId('auth-choices')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId(choice).click();
  await expect(page.getByTestId('auth-step')).toBeVisible();
  await expect(page.getByTestId('order-heading')).toHaveText(x.auth);
  const steps = page.getByRole('navigation', { name: locale === 'en' ? 'Checkout steps' : 'Bestelstappen' });
  await expect(steps.getByRole('listitem').nth(1)).toContainText(x.auth);
  await expect(steps.locator('[aria-current="step"]')).toContainText(x.auth);
  await expectNoAxeViolations(page);
}

/** Back on /order after login or registration: billing details filled in from the account, cart kept. */
async function backOnBilling(page: Page, locale: Locale, email: string, name: string, product: string) {
  const x = TEXT[locale];
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  // The resume address gives way to the step's own (a reload stays on the billing details).
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/order\\?step=paymentAddress$`));
  await expect(page.getByTestId('order-heading')).toHaveText(x.billing);
  await expect(form.locator('#email')).toHaveValue(email);
  await expect(form.locator('#customerName')).toHaveValue(name);
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await expectNoAxeViolations(page);
  await form.locator('input[value="private"]').check();
  await form.locator('#address').fill('Kerkstraat');
  await form.locator('#house').fill('12');
  await form.locator('#postcode').fill('1017 GC');
  await form.locator('#region').fill('Amsterdam');
  await page.getByTestId('address-submit').click();
  await expect(page.getByTestId('delivery-form')).toBeVisible();
  await page.getByTestId('delivery-type-1').check();
  await page.getByTestId('delivery-submit').click();
  await expect(page.getByTestId('payment-form')).toBeVisible();
  // Logged in now: pay on account is offered; the order still holds the guest's product.
  await expect(page.getByTestId('method-oprekening')).toHaveCount(1);
  await expect(page.getByTestId('review-billing')).toContainText('Kerkstraat');
  // The guest's product moved with the cart to the customer: it is in the order's price rows.
  expect(await page.getByTestId('price-total').textContent()).toContain('€');
  await page.goto(`${prefix(locale)}/order`);
  await expect(page.getByTestId('cart-line')).toContainText(product);
}

for (const locale of ['nl', 'en'] as const) {
  const x = TEXT[locale];

  test(`register while ordering and come back to prefilled billing details (${locale})`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const product = await cartWithFirstHomeProduct(page, locale);
    await toAuthStep(page, locale, 'choose-register');
    await page.getByTestId('auth-register').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/register/step-one\\?from=order$`));
    const email = uniqueEmail(info, `order-reg-${locale}`);
    const main = page.getByRole('main');
    for (const [label, value] of Object.entries(x.fields))
      await main.getByLabel(label, { exact: true }).fill(value);
    await main.getByLabel(x.email, { exact: true }).fill(email);
    await main.getByLabel(x.password, { exact: true }).fill('Geheim12345');
    await page.getByRole('button', { name: x.next }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/register/step-two\\?from=order$`));
    await main.getByLabel(x.category).selectOption({ label: x.categoryValue });
    await main.getByLabel(x.iban).fill('NL91 ABNA 0417 1643 00');
    await main.getByLabel(x.terms).check();
    await page.getByRole('button', { name: x.submit }).click();
    await backOnBilling(page, locale, email, locale === 'en' ? 'Jane Johnson' : 'Jans Jansen', product);
  });

  test(`log in while ordering with an existing account (${locale})`, async ({ page, request }, info) => {
    const email = uniqueEmail(info, `order-login-${locale}`);
    await registerApiCustomer(request, email);
    const product = await cartWithFirstHomeProduct(page, locale);
    await toAuthStep(page, locale, 'choose-login');
    const form = page.getByTestId('auth-login-form');
    await form.getByLabel(x.email).fill(email);
    await form.getByLabel(x.password, { exact: true }).fill('Geheim12345');
    await form.getByRole('button', { name: x.login }).click();
    await backOnBilling(page, locale, email, 'Api Klant', product);
  });
}

test('from the auth step a shopper can still go on as a guest', async ({ page }) => {
  await cartWithFirstHomeProduct(page, 'nl');
  await toAuthStep(page, 'nl', 'choose-login');
  await page.getByTestId('auth-guest').click();
  await expect(page.getByTestId('address-form')).toBeVisible();
  await expect(page.getByTestId('order-heading')).toHaveText('Factuurgegevens');
  const steps = page.getByRole('navigation', { name: 'Bestelstappen' });
  await expect(steps).not.toContainText('Inloggen of registreren');
});
