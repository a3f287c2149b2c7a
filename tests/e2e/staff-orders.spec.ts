import {
  test,
  expect,
  expectNoAxeViolations,
  cartWithFirstHomeProduct,
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
  },
} as const;

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff find a paid order, process it and ship it with track and trace (${locale})`, async ({
    page,
    browser,
  }) => {
    // The shopper orders and pays.
    await cartWithFirstHomeProduct(page, locale);
    await placeIdealOrder(page);
    await page.getByTestId('test-pay-paid').click();
    await expect(page).toHaveURL(/\/order\/\d+\/success\?access=/);
    const orderId = Number(/\/order\/(\d+)\/success/.exec(page.url())![1]);
    const number = `WS-${String(orderId).padStart(6, '0')}`;

    // A member of staff, in a browser of their own.
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff/orders`);
    await desk.getByLabel(text.search, { exact: true }).fill(number);
    await desk.getByLabel(text.search, { exact: true }).press('Enter');
    const row = desk.getByTestId('staff-order-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('staff-order-status')).toHaveText(text.paid);
    await expectNoAxeViolations(desk);

    await row.getByRole('link', { name: number }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(desk.getByTestId('staff-order-status')).toHaveText(text.paid);
    await expect(desk.getByTestId('order-lines')).toBeVisible();
    await expectNoAxeViolations(desk);

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
    await staff.close();

    // The shopper's order page (the link in their mails) shows it shipped, with the code.
    await page.reload();
    await expect(page.getByTestId('order-progress')).toContainText(text.shipped);
    await expect(page.getByTestId('order-progress')).toContainText('3SABCD1234567');
    await expectNoAxeViolations(page);
  });
}

test('the staff pages are not there for shoppers', async ({ page }) => {
  for (const path of ['/staff/orders', '/en/staff/orders', '/staff/orders/1']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});
