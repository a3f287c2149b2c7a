import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  isMobile,
  prefix,
  productOfAddButton,
  type Locale,
  fillBillingFields,
} from './support';

/** Adds the first in-stock home product to the cart; returns its name. */
async function addFromHome(page: Page, locale: Locale): Promise<string> {
  await page.goto(`${prefix(locale)}/`, { waitUntil: 'networkidle' });
  const button = page.getByTestId('add-to-cart').first();
  const name = productOfAddButton((await button.getAttribute('aria-label')) ?? '', locale);
  await button.click();
  const toast =
    locale === 'en' ? `Product ${name} added to cart` : `Product ${name} toevoegen aan winkelwagen`;
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  return name;
}

async function fillAddress(page: Page, opts: { business?: { country: string; btw: string } } = {}) {
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  if (opts.business) {
    await form.locator('input[value="business"]').check();
    await form.locator('#username').fill('Muster Rechenzentrum GmbH');
  }
  await fillBillingFields(form);
  if (opts.business) {
    await form.locator('#country').selectOption(opts.business.country);
    await form.locator('#kvk').fill('HRB12345');
    await form.locator('#btw').fill(opts.business.btw);
  }
  await page.getByTestId('address-submit').click();
}

/** From a filled cart on /order to the test provider's page. */
async function checkoutToProvider(
  page: Page,
  locale: Locale,
  opts: { business?: { country: string; btw: string }; onPayment?: () => Promise<void> } = {},
) {
  await page.goto(`${prefix(locale)}/order`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByTestId('to-checkout').click();
  await expect(page.getByTestId('address-form')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillAddress(page, opts);
  await expect(page.getByTestId('delivery-form')).toBeVisible();
  // Delivery costs excl. and incl. VAT (€ 9,95 + 21 %); under reverse charge (the business orders here) both alike.
  const standard = page.locator('label', { has: page.getByTestId('delivery-type-1') });
  await expect(standard).toContainText(/9[.,]95 excl\./);
  await expect(standard).toContainText(opts.business ? /9[.,]95 incl\./ : /12[.,]04 incl\./);
  await page.getByTestId('delivery-submit').click();
  await expect(page.locator('#delivery-type-error')).toHaveText(
    locale === 'en' ? 'No delivery type selected' : 'Type levering niet geselecteerd',
  );
  await page.getByTestId('delivery-type-1').check();
  await expectNoAxeViolations(page);
  await page.getByTestId('delivery-submit').click();
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await expect(page.getByTestId('method-ideal')).toBeChecked();
  await expect(page.getByTestId('method-oprekening')).toHaveCount(0);
  await expect(page.getByTestId('price-delivery')).toBeVisible();
  await expectNoAxeViolations(page);
  await opts.onPayment?.();
  await page.getByTestId('conditions').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/pay\/test\/tst_/);
  await expect(page.getByTestId('test-pay-amount')).toContainText('€');
  await expectNoAxeViolations(page);
}

for (const locale of ['nl', 'en'] as const) {
  test(`guest order paid with iDEAL through the test provider (${locale})`, async ({ page }) => {
    const name = await addFromHome(page, locale);
    // The e2e shop runs on the test provider: every page says payments are simulated.
    await expect(page.getByTestId('test-mode-banner')).toHaveText(
      locale === 'en'
        ? 'Test mode — payments are simulated, nothing is charged'
        : 'Testmodus — betalingen worden gesimuleerd, er wordt niets afgeschreven',
    );
    if (isMobile(page)) {
      await page.getByTestId('mobile-menu-open').click();
      await page.getByRole('tab', { name: locale === 'en' ? 'Cart' : 'Winkelwagen' }).click();
      await expect(page.getByTestId('mobile-cart')).toContainText(name);
      await page.keyboard.press('Escape');
    }
    await checkoutToProvider(page, locale);
    await page.getByTestId('test-pay-paid').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/order/\\d+/success\\?access=`));
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('order-lines')).toContainText(name);
    await expect(page.getByTestId('price-total')).toContainText('€');
    await expect(page.getByTestId('test-order')).toHaveText(
      locale === 'en'
        ? 'Test order — the payment was simulated, nothing was paid'
        : 'Testbestelling — de betaling is gesimuleerd, er is niets betaald',
    );
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByTestId('header-cart-count')).toHaveCount(0);
  });
}

test('a VAT number of another country than the billing address is refused at the field', async ({ page }) => {
  await addFromHome(page, 'nl');
  await page.goto('/order');
  await page.getByTestId('to-checkout').click();
  await fillAddress(page, { business: { country: 'BE', btw: 'DE136695976' } });
  await expect(page.locator('#btw-error')).toHaveText(
    'Dit btw-nummer is van Duitsland, maar je factuuradres ligt in België. Kies het land van je btw-nummer of laat het btw-nummer leeg.',
  );
  await expect(page.getByTestId('delivery-form')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed payment can be paid again', async ({ page }) => {
  await addFromHome(page, 'nl');
  await checkoutToProvider(page, 'nl');
  await page.getByTestId('test-pay-failed').click();
  await expect(page).toHaveURL(/\/order\/\d+\/cancel\?access=/);
  await expect(page.getByTestId('cancel-text')).toContainText('mislukt');
  await expectNoAxeViolations(page);
  await page.getByTestId('retry-payment').click();
  await expect(page).toHaveURL(/\/pay\/test\/tst_/);
  await page.getByTestId('test-pay-paid').click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
});

test('a canceled payment lets the shopper cancel the order, leaving an empty cart', async ({ page }) => {
  await addFromHome(page, 'nl');
  await checkoutToProvider(page, 'nl');
  await page.getByTestId('test-pay-canceled').click();
  await expect(page).toHaveURL(/\/order\/\d+\/cancel\?access=/);
  await expect(page.getByTestId('cancel-text')).toContainText('geannuleerd');
  await page.getByTestId('cancel-order').click();
  await expect(page.getByTestId('order-canceled')).toBeVisible();
  await page.goto('/order');
  await expect(page.getByTestId('cart-empty')).toContainText('Winkelwagen is leeg');
  await expectNoAxeViolations(page);
});

test('a business order with a valid EU VAT number pays 0% VAT (en)', async ({ page }) => {
  await addFromHome(page, 'en');
  await checkoutToProvider(page, 'en', {
    business: { country: 'DE', btw: 'DE136695976' },
    onPayment: async () => {
      await expect(page.getByTestId('price-tax')).toContainText('VAT 0%');
      await expect(page.getByTestId('reverse-charge')).toBeVisible();
      await expect(page.getByTestId('review-billing')).toContainText('DE136695976');
    },
  });
  await page.getByTestId('test-pay-paid').click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('price-tax')).toContainText('VAT 0%');
  await expect(page.getByTestId('reverse-charge')).toBeVisible();
});

test('the cart downloads as a quote PDF with its lines and totals', async ({ page }) => {
  const name = await addFromHome(page, 'nl');
  await page.goto('/order');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-quote').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^OF-\d+-\d{8}\.pdf$/);
  const file = await download.path();
  const text = (await new PDFParse({ data: new Uint8Array(fs.readFileSync(file)) }).getText()).text;
  for (const s of ['ServerStore', 'Offerte', 'Geldig tot', 'Btw 21%', 'Totaal incl. btw', name.slice(0, 18)])
    expect(text).toContain(s);
});

test('an empty cart says so', async ({ page }) => {
  await page.goto('/order');
  await expect(page.getByTestId('cart-empty')).toContainText('Winkelwagen is leeg');
});
