import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  cartWithFirstHomeProduct,
  isMobile,
  placeIdealOrder,
  prefix,
  type Locale,
} from './support';

/** Screenshots for looking at the screens, when SHOTS_DIR is set. */
async function shot(page: Page, name: string, locale: Locale) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({
    path: path.join(
      process.env.SHOTS_DIR,
      `pending-${name}-${locale}-${isMobile(page) ? 'mobile' : 'desktop'}.png`,
    ),
    fullPage: true,
  });
}

for (const locale of ['nl', 'en'] as const) {
  const en = locale === 'en';

  test(`Back from the payment page shows the pending order; pay now pays it (${locale})`, async ({
    page,
  }) => {
    const name = await cartWithFirstHomeProduct(page, locale);
    await placeIdealOrder(page);
    const paymentUrl = page.url();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/order$`));
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    const block = page.getByTestId('pending-order');
    await expect(block).toHaveCount(1);
    await expect(block).toContainText(en ? 'is awaiting payment' : 'wacht op betaling');
    await expect(block).toContainText(name);
    await expect(block).toContainText(en ? 'excl. VAT' : 'excl. btw');
    await expectNoAxeViolations(page);
    await shot(page, 'cart', locale);
    // Keyboard: the pay-now button is reachable and works with Enter.
    await block.getByTestId('pending-pay-now').focus();
    await page.keyboard.press('Enter');
    // The same payment, not a second one.
    await expect(page).toHaveURL(paymentUrl);
    await page.getByTestId('test-pay-paid').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/order/\\d+/success\\?access=`));
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    await page.goto(`${prefix(locale)}/order`);
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('pending-order')).toHaveCount(0);
  });

  test(`Back from the payment page, change order puts the lines back in the cart (${locale})`, async ({
    page,
  }) => {
    const name = await cartWithFirstHomeProduct(page, locale);
    await placeIdealOrder(page);
    const paymentUrl = page.url();
    await page.goBack();
    const block = page.getByTestId('pending-order');
    await expect(block).toBeVisible();
    const number = (await block.getByRole('heading').textContent())?.match(/WS-\d+/)?.[0] ?? '';
    expect(number).not.toBe('');
    await block.getByTestId('pending-change-order').click();
    await expect(page.getByRole('status').filter({ hasText: number })).toContainText(
      en ? 'has been canceled' : 'is geannuleerd',
    );
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(name);
    await expect(page.getByTestId('pending-order')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'changed', locale);
    // The payment was cancelled at the provider: its page can't be paid any more.
    await page.goto(paymentUrl);
    await expect(page.getByTestId('test-pay-paid')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(en ? 'Canceled' : 'Geannuleerd');
  });

  test(`the cancel page offers change order for an unpaid order (${locale})`, async ({ page }) => {
    await cartWithFirstHomeProduct(page, locale);
    await placeIdealOrder(page);
    await page.getByTestId('test-pay-failed').click();
    await expect(page).toHaveURL(/\/order\/\d+\/cancel\?access=/);
    const cancelUrl = page.url();
    await expectNoAxeViolations(page);
    await shot(page, 'cancel-page', locale);
    await page.getByTestId('pending-change-order').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/order$`));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto(cancelUrl);
    await expect(page.getByTestId('cancel-text')).toHaveText(
      en ? 'This order has been canceled.' : 'Deze bestelling is geannuleerd.',
    );
    await expectNoAxeViolations(page);
  });
}
