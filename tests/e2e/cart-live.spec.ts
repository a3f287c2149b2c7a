import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  isMobile,
  prefix,
  productOfAddButton,
  registerApiCustomer,
  type Locale,
} from './support';

// One cart state per page (spec §4 Cart): every add path shows its line in the header and on the cart page
// at once, and every other tab of the same shopper follows a change through the realtime server.

const R740 = 163;

const TEXT = {
  nl: {
    configuratorAdd: 'In winkelwagen',
    cartOne: 'Winkelwagen, 1 artikel',
    login: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
  },
  en: {
    configuratorAdd: 'Add to cart',
    cartOne: 'Cart, 1 item',
    login: 'Log in',
    email: 'Email address',
    password: 'Password',
  },
} as const;

/** A screenshot when SHOTS_DIR is set: 1400 wide on desktop, 390 wide on mobile. */
async function shot(page: Page, info: TestInfo, name: string, fullPage = true) {
  if (!process.env.SHOTS_DIR) return;
  const size = page.viewportSize()!;
  if (isMobile(page)) await page.setViewportSize({ width: 390, height: size.height });
  await page.screenshot({
    path: path.join(process.env.SHOTS_DIR, `${info.project.name}-${name}.png`),
    fullPage,
  });
  await page.setViewportSize(size);
}

/** The header's cart link, as a shopper finds it (its name says how many items there are). */
const headerCart = (page: Page) => page.getByTestId('header-cart');

/** Opens the cart page the way a shopper does: the header's cart link (a client-side navigation). */
async function openCartFromHeader(page: Page, locale: Locale) {
  await headerCart(page).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/order$`));
}

/**
 * Resolves once the page's websocket is subscribed to the shopper's private channel: what it then hears
 * is what the server publishes from here on. The page connects when the visitor engages (a mouse move).
 */
function privateChannelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('subscription_succeeded') && text.includes('private-user.')) resolve();
      }),
    );
  });
}

/** The first product card's add button and the product's name. */
async function firstCardButton(page: Page, locale: Locale) {
  const button = page.getByTestId('add-to-cart').first();
  const name = productOfAddButton((await button.getAttribute('aria-label')) ?? '', locale);
  return { button, name };
}

for (const locale of ['nl', 'en'] as const) {
  const x = TEXT[locale];
  test.describe(`one live cart (${locale})`, () => {
    test.use({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });

    test('a configuration added in the configurator shows in the header and on the cart page at once', async ({
      page,
    }, info) => {
      await page.goto(`${prefix(locale)}/configurator/${R740}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PowerEdge R740');
      await expect(page.getByTestId('header-cart-count')).toHaveCount(0);
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/cart/product') && r.request().method() === 'POST'),
        page.getByRole('button', { name: x.configuratorAdd, exact: true }).click(),
      ]);
      expect(res.status()).toBe(201);
      await expect(page.getByTestId('header-cart-count')).toHaveText('1');
      await expect(headerCart(page)).toHaveAccessibleName(x.cartOne);
      // The top of the page, where the header's count is, once the toast over it has gone.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await page.mouse.wheel(0, -100_000);
      await shot(page, info, `${locale}-configurator-added`, false);
      await openCartFromHeader(page, locale);
      const line = page.getByTestId('cart-line').filter({ hasText: 'PowerEdge R740' });
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('cart-line-configuration')).toBeVisible();
      await expect(page.getByTestId('cart-empty')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, info, `${locale}-configurator-cart`);
    });

    test('a product card and a product page add to the one cart at once', async ({ page }) => {
      await page.goto(`${prefix(locale)}/`, { waitUntil: 'networkidle' });
      const card = await firstCardButton(page, locale);
      await card.button.click();
      await expect(page.getByTestId('header-cart-count')).toHaveText('1');
      // On to the product page of another product (client-side, as a shopper clicks through).
      const labels = await page
        .getByTestId('add-to-cart')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      const otherLabel = labels.find((l) => productOfAddButton(l, locale) !== card.name)!;
      const otherName = productOfAddButton(otherLabel, locale);
      const other = page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('button', { name: otherLabel, exact: true }) })
        .first();
      await other.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(otherName);
      await page.getByRole('main').getByRole('button', { name: otherLabel, exact: true }).first().click();
      await expect(page.getByTestId('header-cart-count')).toHaveText('2');
      await openCartFromHeader(page, locale);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(page.getByTestId('cart-line').filter({ hasText: card.name })).toHaveCount(1);
      await expect(page.getByTestId('cart-line').filter({ hasText: otherName })).toHaveCount(1);
    });
  });
}

test('logging in merges the guest cart, shown at once here and in the other open tab', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  // A customer with one product in their cart, made on another device.
  const email = `merge-${info.project.name}-${Date.now()}-${info.workerIndex}@e2e.test`;
  const device = await playwright.request.newContext({ baseURL });
  await registerApiCustomer(device, email);
  await page.goto('/', { waitUntil: 'networkidle' });
  const cards = page.getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') });
  const theirs = Number(await cards.nth(1).getAttribute('data-product-id'));
  const add = await device.post('/api/portal/cart/product', {
    data: { item: { productId: theirs, quantity: 1 } },
  });
  expect(add.status()).toBe(201);
  await device.dispose();

  // As a guest in this browser: one product in the cart, the cart page open in a second tab.
  await cards.nth(0).getByTestId('add-to-cart').click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  const other = await page.context().newPage();
  const live = privateChannelSubscribed(other);
  await other.goto('/order');
  await expect(other.getByTestId('cart-line')).toHaveCount(1);
  await other.mouse.move(200, 300);
  await live;

  await page.goto('/customer/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel(TEXT.nl.email).fill(email);
  await form.getByLabel(TEXT.nl.password, { exact: true }).fill('Geheim12345');
  await form.getByRole('button', { name: TEXT.nl.login }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');
  await expect(other.getByTestId('cart-line')).toHaveCount(2, { timeout: 5000 });
  await expect(other.getByTestId('header-cart-count')).toHaveText('2');
});

test('a second tab of the same shopper follows add, quantity and removal live', async ({ page }, info) => {
  const tabB = await page.context().newPage();
  // Tab A: one product in the cart (this also gives the browser its visitor uid).
  await page.goto('/', { waitUntil: 'networkidle' });
  const cards = page.getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') });
  await cards.nth(0).getByTestId('add-to-cart').click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');

  // Tab B: the cart page, live on the shopper's private channel.
  const live = privateChannelSubscribed(tabB);
  await tabB.goto('/order');
  await expect(tabB.getByTestId('cart-line')).toHaveCount(1);
  await tabB.mouse.move(200, 300);
  await live;

  // A adds a second product: B's header and cart page follow.
  await cards.nth(1).getByTestId('add-to-cart').click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');
  await expect(tabB.getByTestId('header-cart-count')).toHaveText('2', { timeout: 5000 });
  await expect(tabB.getByTestId('cart-line')).toHaveCount(2, { timeout: 5000 });

  // A changes a quantity on its own cart page, on a line with a second one in stock (earlier tests' unpaid
  // orders hold stock of the home page's products, so one of them may have only one left).
  await openCartFromHeader(page, 'nl');
  await expect(page.getByTestId('cart-quantity')).toHaveCount(2);
  const maxima = await page
    .getByTestId('cart-quantity')
    .evaluateAll((inputs) => inputs.map((i) => Number(i.getAttribute('max'))));
  const line = maxima.findIndex((max) => max >= 2);
  expect(line, `a cart line with two in stock (maxima ${maxima.join(', ')})`).toBeGreaterThanOrEqual(0);
  const quantity = page.getByTestId('cart-quantity').nth(line);
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(page.getByTestId('header-cart-count')).toHaveText('3');
  await expect(tabB.getByTestId('header-cart-count')).toHaveText('3', { timeout: 5000 });
  await expect(tabB.getByTestId('cart-quantity').nth(line)).toHaveValue('2', { timeout: 5000 });
  await shot(tabB, info, 'nl-second-tab-followed');

  // A removes both lines: B's cart page says the cart is empty.
  await page.getByTestId('cart-remove').first().click();
  await expect(tabB.getByTestId('cart-line')).toHaveCount(1, { timeout: 5000 });
  await page.getByTestId('cart-remove').first().click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(tabB.getByTestId('cart-empty')).toBeVisible({ timeout: 5000 });
  await expect(tabB.getByTestId('header-cart-count')).toHaveCount(0);
  await expectNoAxeViolations(tabB);
});
