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

const HEADING = {
  nl: { cart: 'Winkelwagen', billing: 'Factuurgegevens', delivery: 'Levering', payment: 'Betaling' },
  en: { cart: 'Shopping cart', billing: 'Billing details', delivery: 'Delivery', payment: 'Payment' },
} as const;

const uniqueEmail = (info: TestInfo, tag: string) =>
  `${tag}-${info.project.name}-${Date.now()}-${info.workerIndex}@e2e.test`;

const guest = {
  customerName: 'Gerda Gast',
  email: 'gerda@example.test',
  phone: '+31 6 12345678',
  address: 'Kerkstraat',
  house: '12',
  postcode: '1017 GC',
  region: 'Amsterdam',
};

async function typeGuestAddress(page: Page) {
  const form = page.getByTestId('address-form');
  for (const [field, value] of Object.entries(guest)) await form.locator(`#${field}`).fill(value);
}

async function expectGuestAddress(page: Page) {
  const form = page.getByTestId('address-form');
  for (const [field, value] of Object.entries(guest))
    await expect(form.locator(`#${field}`)).toHaveValue(value);
}

const orderUrl = (locale: Locale, step?: string) =>
  new RegExp(`${prefix(locale)}/order${step ? `\\?step=${step}` : ''}$`);

for (const locale of ['nl', 'en'] as const) {
  const h = HEADING[locale];

  test(`a reload keeps the checkout step, Back and Forward move between steps (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await cartWithFirstHomeProduct(page, locale);
    await page.getByTestId('to-checkout').click();
    await expect(page.getByTestId('order-heading')).toHaveText(h.billing);
    await expect(page).toHaveURL(orderUrl(locale, 'paymentAddress'));
    await typeGuestAddress(page);
    // Typed, not sent yet: a reload keeps the step and what was typed.
    await page.reload();
    await expect(page.getByTestId('order-heading')).toHaveText(h.billing);
    await expectGuestAddress(page);
    await page.getByTestId('address-submit').click();
    await expect(page.getByTestId('delivery-form')).toBeVisible();
    await expect(page).toHaveURL(orderUrl(locale, 'delivery'));
    await page.getByTestId('delivery-type-3').check();

    await page.reload();
    await expect(page.getByTestId('order-heading')).toHaveText(h.delivery);
    await expect(page.getByTestId('delivery-form')).toBeVisible();
    await expect(page).toHaveURL(orderUrl(locale, 'delivery'));
    await expectNoAxeViolations(page);
    // A reload is a first load: focus stays where the browser puts it, not on the step's heading.
    await expect(page.getByTestId('order-heading')).not.toBeFocused();
    await page.screenshot({ path: shot(page, locale, 'reloaded-delivery') });

    await page.goBack();
    await expect(page.getByTestId('order-heading')).toHaveText(h.billing);
    await expect(page).toHaveURL(orderUrl(locale, 'paymentAddress'));
    await expectGuestAddress(page);
    await page.goForward();
    await expect(page.getByTestId('order-heading')).toHaveText(h.delivery);
    await expect(page.getByTestId('delivery-form')).toBeVisible();
    await page.getByTestId('delivery-type-1').check();
    await page.getByTestId('delivery-submit').click();
    await expect(page.getByTestId('payment-form')).toBeVisible();
    await expect(page).toHaveURL(orderUrl(locale, 'payment'));
    await page.reload();
    await expect(page.getByTestId('order-heading')).toHaveText(h.payment);
    await expect(page.getByTestId('review-billing')).toContainText('Kerkstraat');
    // Back through the steps to the cart, and forward again.
    await page.goBack();
    await expect(page.getByTestId('order-heading')).toHaveText(h.delivery);
    await expect(page.getByTestId('delivery-type-1')).toBeChecked();
    await page.goBack();
    await expect(page.getByTestId('order-heading')).toHaveText(h.billing);
    await page.goBack();
    await expect(page.getByTestId('order-heading')).toHaveText(h.cart);
    await expect(page).toHaveURL(orderUrl(locale));
    await page.goForward();
    await expect(page.getByTestId('order-heading')).toHaveText(h.billing);
    await expectGuestAddress(page);
  });
}

test('a reload on a step that is not allowed yet opens the last allowed one', async ({ page }) => {
  await cartWithFirstHomeProduct(page, 'nl');
  // No billing details saved yet: delivery and payment are not open, the billing details are.
  await page.goto('/order?step=payment');
  await expect(page.getByTestId('order-heading')).toHaveText('Factuurgegevens');
  await expect(page).toHaveURL(orderUrl('nl', 'paymentAddress'));
  await typeGuestAddress(page);
  await page.getByTestId('address-submit').click();
  await expect(page.getByTestId('delivery-form')).toBeVisible();
  // Billing details saved, no delivery chosen: payment falls back to delivery.
  await page.goto('/order?step=payment');
  await expect(page.getByTestId('order-heading')).toHaveText('Levering');
  await expect(page).toHaveURL(orderUrl('nl', 'delivery'));
  // A step that is no step is the cart.
  await page.goto('/order?step=bogus');
  await expect(page.getByTestId('order-heading')).toHaveText('Winkelwagen');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('an empty cart reopened on a step shows the cart', async ({ page }) => {
  await page.goto('/order?step=delivery');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page).toHaveURL(orderUrl('nl'));
});

for (const locale of ['nl', 'en'] as const) {
  test(`a business customer's billing details start from the profile (${locale})`, async ({ page }, info) => {
    const email = uniqueEmail(info, `profile-${locale}`);
    // On the page's own cookie jar: the page is logged in as the new customer.
    await registerApiCustomer(
      page.request,
      email,
      { companyName: 'Profiel Servers BV', username: 'Petra Profiel' },
      { category: 'business', kvk: '12345678', btw: 'NL004495445B01', invoiceEmail: 'facturen@profiel.test' },
    );
    await cartWithFirstHomeProduct(page, locale);
    await page.getByTestId('to-checkout').click();
    const form = page.getByTestId('address-form');
    await expect(page.getByTestId('order-heading')).toHaveText(HEADING[locale].billing);
    await expect(form.locator('input[value="business"]')).toBeChecked();
    await expect(form.locator('#username')).toHaveValue('Profiel Servers BV');
    await expect(form.locator('#customerName')).toHaveValue('Petra Profiel');
    await expect(form.locator('#email')).toHaveValue('facturen@profiel.test');
    await expect(form.locator('#phone')).toHaveValue('030 123 4567');
    await expect(form.locator('#address')).toHaveValue('Dorpsstraat');
    await expect(form.locator('#house')).toHaveValue('1');
    await expect(form.locator('#postcode')).toHaveValue('1234 AB');
    await expect(form.locator('#region')).toHaveValue('Utrecht');
    await expect(form.locator('#country')).toHaveValue('NL');
    await expect(form.locator('#kvk')).toHaveValue('12345678');
    await expect(form.locator('#btw')).toHaveValue('NL004495445B01');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`profile-billing-${locale}.png`), fullPage: true });
    // The prefilled details pass as they are.
    await page.getByTestId('address-submit').click();
    await expect(page.getByTestId('delivery-form')).toBeVisible();
  });
}

/** Screenshot path in the test's output folder. */
function shot(page: Page, locale: Locale, name: string) {
  return test.info().outputPath(`${name}-${locale}-${page.viewportSize()?.width ?? 0}.png`);
}
