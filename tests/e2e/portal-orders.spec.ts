import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Page, TestInfo } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  cartWithFirstHomeProduct,
  prefix,
  registerApiCustomer,
  type Locale,
  fillBillingFields,
} from './support';

const TEXT = {
  nl: {
    nav: 'Bestellingen',
    title: 'Bestellingen',
    status: 'In behandeling',
    testOrder: 'Testbestelling — de betaling is gesimuleerd, er is niets betaald',
    total: 'Totaal incl. btw',
    net: 'Totaal excl. btw',
  },
  en: {
    nav: 'Orders',
    title: 'Orders',
    status: 'Processing',
    testOrder: 'Test order — the payment was simulated, nothing was paid',
    total: 'Total incl. VAT',
    net: 'Total excl. VAT',
  },
};

/** Registers through the API on the page's own cookie jar, so the page is logged in as the new customer. */
async function registerCustomer(page: Page, info: TestInfo, locale: Locale) {
  const email = `po-${info.project.name}-${locale}-${Date.now()}@example.test`; // at most 50 characters
  await registerApiCustomer(page.request, email, { companyName: 'Orders BV', username: 'Orders Klant' });
}

/** Adds the first in-stock home product, then checks out paying on account (customers only). */
async function orderOnAccount(page: Page, locale: Locale): Promise<string> {
  const name = await cartWithFirstHomeProduct(page, locale);
  await page.getByTestId('to-checkout').click();
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  // The form is prefilled from the customer's profile; this order is a private one.
  await form.locator('input[value="private"]').check();
  await fillBillingFields(form, { name: 'Orders Klant', email: 'orders@example.test' });
  await page.getByTestId('address-submit').click();
  await expect(page.getByTestId('delivery-form')).toBeVisible();
  await page.getByTestId('delivery-type-1').check();
  await page.getByTestId('delivery-submit').click();
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await page.getByTestId('method-oprekening').check();
  await expect(page.getByTestId('method-oprekening')).toBeChecked();
  await page.getByTestId('conditions').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/order/\\d+/success`));
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
  return name;
}

for (const locale of ['nl', 'en'] as const) {
  const x = TEXT[locale];
  test.describe(`portal orders (${locale})`, () => {
    test.use({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });

    test('a customer orders on account, finds the order in the portal, opens it and downloads its PDF', async ({
      page,
    }, info) => {
      await registerCustomer(page, info, locale);
      const name = await orderOnAccount(page, locale);
      const number = (await page.getByTestId('order-number').textContent())!.trim();

      await page.goto(`${prefix(locale)}/customer`);
      await page.getByTestId('portal').getByRole('link', { name: x.nav }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/customer/orders$`));
      await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
      const row = page.getByTestId('order-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(number);
      await expect(row.getByTestId('order-row-status')).toHaveText(x.status);
      await expect(row.getByTestId('order-row-total')).toContainText('€');
      // The e2e shop runs on the test provider: its orders are test orders, in the list, the order and its PDF.
      await expect(row.getByTestId('order-row-test')).toHaveText(x.testOrder);
      await expect(row.getByText(x.net, { exact: true })).toBeVisible();
      await expect(row.getByText(x.total, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/customer/orders/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
      await expect(page.getByTestId('order-lines')).toContainText(name);
      await expect(page.getByTestId('price-net')).toContainText('€');
      await expect(page.getByTestId('price-total')).toContainText('€');
      await expect(page.getByTestId('test-order')).toHaveText(x.testOrder);
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-order').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);
      const text = (
        await new PDFParse({ data: new Uint8Array(fs.readFileSync(await download.path())) }).getText()
      ).text;
      expect(text).toContain(number);
      expect(text).toContain(name.slice(0, 18));
      expect(text).toContain(x.testOrder.split(' — ')[0]);

      // Someone else's (or no) order id is the 404 page.
      const orderId = Number(page.url().split('/').pop());
      const res = await page.goto(`${prefix(locale)}/customer/orders/${orderId + 100000}`);
      expect(res?.status()).toBe(404);
    });
  });
}
