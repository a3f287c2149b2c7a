import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  cartWithFirstHomeProduct,
  mailsWithSubject,
  pdfTextAt,
  placeIdealOrder,
  prefix,
  staffSignIn,
  type Locale,
} from './support';

// The back office's orders: an order placed and paid in the shop is found in the staff list, opened,
// taken into processing and shipped with a track-and-trace code, in both languages.

const TEXT = {
  nl: {
    paid: 'Betaald',
    processing: 'In behandeling',
    shipped: 'Verzonden',
    process: 'In behandeling nemen',
    ship: 'Verzenden',
    carrier: 'Vervoerder',
    tracking: 'Track & trace-code',
    search: 'Zoek een bestelling',
    badCode: 'Gebruik alleen letters, cijfers, spaties en streepjes',
    payment: 'Betaling',
    customer: 'Klant',
    from: 'Vanaf',
    to: 'Tot en met',
    apply: 'Toon bestellingen',
    badRange: 'De einddatum ligt voor de begindatum',
    csvFile: /^bestellingen-\d{4}-\d{2}-\d{2}\.csv$/,
    csvHeader: 'Bestelnummer;Datum;Klant;',
    cancel: 'Bestelling annuleren',
    buildSheet: 'Bouwblad',
    newOrders: /\d+ nieuwe bestelling/,
    refresh: 'Lijst vernieuwen',
    vatCharged: 'Btw berekend',
    cancelYes: 'Ja, annuleer de bestelling',
    canceled: 'Geannuleerd',
    shippedMail: 'is verzonden',
    refundAmount: 'Bedrag incl. btw (€)',
    badAmount: "Vul een bedrag in euro's in, bijvoorbeeld 25,00",
    amount: '10,00',
    refunded: 'is terugbetaald',
    refundedAmount: '€ 10,00',
    creditNote: 'Creditnota',
    invoice: 'Factuur',
    supplyDate: 'Leverdatum',
    refundMail: 'Terugbetaling voor bestelling',
  },
  en: {
    paid: 'Paid',
    processing: 'Processing',
    shipped: 'Shipped',
    process: 'Start processing',
    ship: 'Ship',
    carrier: 'Carrier',
    tracking: 'Track and trace code',
    search: 'Find an order',
    badCode: 'Use only letters, digits, spaces and hyphens',
    payment: 'Payment',
    customer: 'Customer',
    from: 'From',
    to: 'Up to and including',
    apply: 'Show orders',
    badRange: 'The end date is before the start date',
    csvFile: /^orders-\d{4}-\d{2}-\d{2}\.csv$/,
    csvHeader: 'Order number,Date,Customer,',
    cancel: 'Cancel order',
    buildSheet: 'Build sheet',
    newOrders: /\d+ new order/,
    refresh: 'Refresh the list',
    vatCharged: 'VAT charged',
    cancelYes: 'Yes, cancel the order',
    canceled: 'Canceled',
    shippedMail: 'has shipped',
    refundAmount: 'Amount incl. VAT (€)',
    badAmount: 'Enter an amount in euros, for example 25.00',
    amount: '10.00',
    refunded: 'has been refunded',
    refundedAmount: '€10.00',
    creditNote: 'Credit note',
    invoice: 'Invoice',
    supplyDate: 'Date of supply',
    refundMail: 'Refund for order',
  },
} as const;

/**
 * Staff top up the stock of the home page's first product (the one the shopper orders): late in a run,
 * earlier tests' unpaid orders can hold all of it, and these tests are about the back office, not about
 * selling out. Through the real staff API, on the staff member's signed-in page.
 */
async function restockFirstHomeProduct(desk: Page, locale: Locale) {
  await desk.goto(`${prefix(locale)}/`);
  const card = desk
    .locator('[data-product-id]')
    .filter({ has: desk.getByTestId('add-to-cart') })
    .first();
  const id = await card.getAttribute('data-product-id');
  const res = await desk.request.patch(`/api/portal/api/staff/products/${id}/stock`, { data: { delta: 2 } });
  expect(res.status()).toBe(200);
}

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff find a paid order, process it and ship it with track and trace (${locale})`, async ({
    page,
    browser,
  }) => {
    // The whole working day of one order (list, filters, export, build sheet, ship, refund, documents),
    // after a sign-in that may wait for a fresh TOTP period.
    test.setTimeout(240_000);
    // A member of staff, in a browser of their own, has the order list open (live once subscribed).
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await restockFirstHomeProduct(desk, locale);
    await desk.goto(`${prefix(locale)}/staff/orders`);
    await expect(desk.getByTestId('staff-orders-live')).toHaveAttribute('data-subscribed', 'true');
    // The navigation's count of new orders (none shown when there are none).
    const navCount = async () => {
      const badge = desk.locator('[data-testid="staff-nav-count"][data-for="/staff/orders"]');
      return (await badge.count()) ? Number((await badge.innerText()).match(/\d+/)?.[0]) : 0;
    };
    const before = await navCount();

    // The shopper orders and pays.
    await cartWithFirstHomeProduct(page, locale);
    await placeIdealOrder(page);
    await page.getByTestId('test-pay-paid').click();
    await expect(page).toHaveURL(/\/order\/\d+\/success\?access=/);
    const orderId = Number(/\/order\/(\d+)\/success/.exec(page.url())![1]);
    const number = `WS-${String(orderId).padStart(6, '0')}`;

    // The open list says so live (the realtime server published the confirm); refreshing shows it.
    await expect(desk.getByTestId('staff-orders-live').getByRole('status')).toContainText(text.newOrders);
    // The navigation's count of new orders went up with it, without a reload.
    await expect.poll(navCount).toBeGreaterThan(before);
    await desk.getByRole('button', { name: text.refresh }).click();
    await expect(desk.getByTestId('staff-order-row').filter({ hasText: number })).toHaveCount(1);
    await desk.getByLabel(text.search, { exact: true }).fill(number);
    await desk.getByLabel(text.search, { exact: true }).press('Enter');
    const row = desk.getByTestId('staff-order-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('staff-order-status')).toHaveText(text.paid);
    await expectNoAxeViolations(desk);

    // A date range that ends before it starts is refused at the field, in the staff member's language.
    await desk.getByLabel(text.from, { exact: true }).fill('2026-02-01');
    await desk.getByLabel(text.to, { exact: true }).fill('2026-01-01');
    await desk.getByRole('button', { name: text.apply }).click();
    await expect(desk.getByLabel(text.to, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(desk.getByText(text.badRange)).toBeVisible();
    await expectNoAxeViolations(desk);

    // Filters narrow the list, and the export downloads exactly what the list holds.
    await desk.getByLabel(text.from, { exact: true }).fill('');
    await desk.getByLabel(text.to, { exact: true }).fill('');
    await desk.getByLabel(text.payment, { exact: true }).selectOption('paid');
    await desk.getByLabel(text.customer, { exact: true }).selectOption('consumer');
    await desk.getByRole('button', { name: text.apply }).click();
    await expect(desk).toHaveURL(/payment=paid/);
    await expect(row).toHaveCount(1);
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByTestId('staff-orders-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(text.csvFile);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0].startsWith(text.csvHeader)).toBe(true);
    expect(csv.slice(1).map((line) => line.slice(0, number.length))).toEqual([number]);

    await row.getByRole('link', { name: number }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(desk.getByTestId('staff-order-status')).toHaveText(text.paid);
    await expect(desk.getByTestId('order-lines')).toBeVisible();
    // A Dutch consumer: VAT charged, no VIES consultation.
    await expect(desk.getByTestId('staff-order-vat')).toContainText(text.vatCharged);
    await expectNoAxeViolations(desk);

    // The workshop's printable build sheet: the line with its article and SKU, without the shop around it.
    await desk.getByTestId('build-sheet-link').click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`${text.buildSheet} ${number}`);
    await expect(desk.getByTestId('build-sheet').getByText('SKU', { exact: false }).first()).toBeVisible();
    await expect(desk.getByTestId('header-account')).toHaveCount(0);
    await expect(desk.getByTestId('shop-rating')).toHaveCount(0);
    await expectNoAxeViolations(desk);
    await desk.goBack();
    await expect(desk.getByRole('heading', { level: 1 })).toContainText(number);

    await desk.getByRole('button', { name: text.process }).click();
    await expect(desk.getByTestId('staff-order-status')).toHaveText(text.processing);

    // A track-and-trace code with a character carriers never use is refused at the field.
    await desk.getByLabel(text.tracking).fill('3S<ABC>');
    await desk.getByRole('button', { name: text.ship, exact: true }).click();
    await expect(desk.getByText(text.badCode)).toBeVisible();
    await expect(desk.getByTestId('staff-order-status')).toHaveText(text.processing);

    await desk.getByLabel(text.carrier).fill('PostNL');
    await desk.getByLabel(text.tracking).fill('3SABCD1234567');
    await desk.getByRole('button', { name: text.ship, exact: true }).click();
    await expect(desk.getByTestId('staff-order-status')).toHaveText(text.shipped);
    await expect(desk.getByTestId('staff-order-shipment')).toContainText('3SABCD1234567');
    await expect(desk.getByTestId('staff-order-timeline').getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(desk);
    // The customer's mail says so, with the code, in their language.
    await expect
      .poll(() => mailsWithSubject(number).filter((m) => m.subject.includes(text.shippedMail)).length)
      .toBe(1);
    expect(mailsWithSubject(number).find((m) => m.subject.includes(text.shippedMail))!.text).toContain(
      '3SABCD1234567',
    );

    // Part of the money goes back, by amount, through the payment's provider. A typo is refused at the
    // field; the refund asks once more, in place, and the keyboard answers.
    await desk.getByTestId('refund-mode-amount').check();
    await desk.getByLabel(text.refundAmount).fill('10 euro');
    await desk.getByTestId('refund-submit').click();
    await expect(desk.getByText(text.badAmount)).toBeVisible();
    await desk.getByLabel(text.refundAmount).fill(text.amount);
    await desk.getByTestId('refund-submit').click();
    await expect(desk.getByTestId('refund-yes')).toBeFocused();
    await expectNoAxeViolations(desk);
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('refund-message')).toContainText(text.refunded);
    await expect(desk.getByTestId('refund-refunded')).toHaveText(text.refundedAmount);
    await expect(desk.getByTestId('staff-order-refund-list')).toContainText(/tre_/);
    await expectNoAxeViolations(desk);

    // The credit note and the invoice it corrects are PDFs with what Dutch invoicing asks for.
    const creditHref = (await desk.getByTestId('credit-note-link').getAttribute('href'))!;
    const credit = await pdfTextAt(desk.request, creditHref);
    const invoiceNumber = (await desk.getByTestId('invoice-link').textContent())!.trim();
    expect(credit).toContain(text.creditNote);
    expect(credit).toContain(invoiceNumber);
    const invoice = await pdfTextAt(
      desk.request,
      (await desk.getByTestId('invoice-link').getAttribute('href'))!,
    );
    for (const needed of [text.invoice, invoiceNumber, number, text.supplyDate, 'NL862345678B01'])
      expect(invoice, needed).toContain(needed);

    // The provider shows the refund (the test provider's page, as Mollie's dashboard would).
    const paymentId = /tst_[\w-]+/.exec((await desk.getByTestId('staff-order-payments').textContent())!)![0];
    await desk.goto(`${prefix(locale)}/pay/test/${paymentId}`);
    await expect(desk.getByTestId('test-pay-refunds')).toContainText(text.refundedAmount);
    await expect.poll(() => mailsWithSubject(`${text.refundMail} ${number}`).length).toBe(1);
    await staff.close();

    // The shopper's order page (the link in their mails) shows it shipped, with the code.
    await page.reload();
    await expect(page.getByTestId('order-progress')).toContainText(text.shipped);
    await expect(page.getByTestId('order-progress')).toContainText('3SABCD1234567');
    await expectNoAxeViolations(page);
  });
}

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff cancel an unpaid order after asking once more; its payment stops (${locale})`, async ({
    page,
    browser,
  }) => {
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await restockFirstHomeProduct(desk, locale);

    // The shopper orders and leaves the payment page without paying.
    await cartWithFirstHomeProduct(page, locale);
    await placeIdealOrder(page);
    const number = /WS-\d{6}/.exec((await page.locator('dl').textContent()) ?? '')![0];

    await desk.goto(`${prefix(locale)}/staff/orders?q=${number}`);
    await desk.getByRole('link', { name: number }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toContainText(number);

    // The first click only asks; the answer has the focus, so Enter by keyboard confirms. (A click before
    // the page hydrated does nothing on a loaded machine: clicked again until it asks.)
    const yes = desk.getByRole('button', { name: text.cancelYes });
    await expect(async () => {
      await desk.getByRole('button', { name: text.cancel }).click({ timeout: 2_000 });
      await expect(yes).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(yes).toBeFocused();
    await expectNoAxeViolations(desk);
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('staff-order-status')).toHaveText(text.canceled);
    await expect(desk.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await staff.close();

    // The payment was stopped at the provider: the shopper can no longer pay it.
    await page.reload();
    await expect(page.getByTestId('test-pay-paid')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(text.canceled);
  });
}

test('the staff pages are not there for shoppers', async ({ page }) => {
  for (const path of ['/staff/orders', '/en/staff/orders', '/staff/orders/1']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});
