import { test, expect, prefix, staffSignIn, type Locale } from './support';

// Staff change a product's price in the editor while a shopper has its page open in one tab and their
// cart in another: both follow at once through the real realtime server (ChangeProduct), with spec §8's
// 'Product {name} is gewijzigd' — no reload by the shopper.

const TEXT = {
  nl: {
    save: 'Opslaan',
    saved: 'Product opgeslagen',
    newAmount: '123,45',
    shown: '€ 123,45',
    changed: (name: string) => `Product ${name} is gewijzigd`,
  },
  en: {
    save: 'Save',
    saved: 'Product saved',
    newAmount: '123.45',
    shown: '€123.45',
    changed: (name: string) => `Product ${name} has changed`,
  },
} as const;

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`a price changed by staff shows on an open product page and in an open cart (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const stamp = `${locale}${Date.now().toString(36)}`;
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    const list = await desk.request.get('/api/portal/api/staff/products?perPage=1');
    const categoryId = ((await list.json()) as { data: { categoryId: number }[] }).data[0].categoryId;
    const created = await desk.request.post('/api/portal/api/staff/products', {
      data: {
        nameNl: `Live-server ${stamp}`,
        nameEn: `Live server ${stamp}`,
        categoryId,
        type: 2,
        condition: 'refurbished',
        article: `LIVE-${stamp}`,
        sku: `LIVE-SKU-${stamp}`,
        price: 10_000,
        quantity: 20,
        active: true,
        slug: `live-server-${stamp}`,
      },
    });
    expect(created.status()).toBe(201);
    const { product } = (await created.json()) as { product: { id: number; path: string } };
    const name = locale === 'en' ? `Live server ${stamp}` : `Live-server ${stamp}`;

    // The shopper: the product page in one tab, the cart with it in a second.
    const shopper = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await shopper.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const page = await shopper.newPage();
    await page.goto(`${prefix(locale)}${product.path}`);
    await page.getByTestId('product-actions').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    const cart = await shopper.newPage();
    await cart.goto(`${prefix(locale)}/order`);
    await expect(cart.getByTestId('cart-line')).toHaveCount(1);
    await expect(cart.getByTestId('price-rows')).toContainText(locale === 'nl' ? '€ 100,00' : '€100.00');

    // Both tabs connect when the shopper engages; a real stock change by staff, retried until the product
    // page shows it, proves the connection is up before the price changes.
    await cart.mouse.move(200, 300);
    await page.mouse.move(200, 300);
    const stock = page.getByTestId('product-page').getByTestId('stock').first();
    await expect(async () => {
      const quantity = 21 + Math.floor(Math.random() * 50);
      const res = await desk.request.patch(`/api/portal/api/staff/products/${product.id}/stock`, {
        data: { quantity },
      });
      expect(res.ok()).toBe(true);
      await expect(stock).toHaveAttribute('data-quantity', String(quantity), { timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    // Staff change the price in the editor.
    await desk.goto(`${prefix(locale)}/staff/products/${product.id}`);
    await desk.getByTestId('product-price').fill(text.newAmount);
    await desk.getByRole('button', { name: text.save, exact: true }).click();
    await expect(desk.getByTestId('product-editor-message')).toHaveText(text.saved);

    // The open product page warns (a toast shown for a few seconds, so checked first) and shows the new
    // price, without a reload by the shopper.
    await expect(page.getByText(text.changed(name))).toBeVisible();
    await expect(page.getByTestId('product-page')).toContainText(text.shown, { timeout: 15_000 });
    // The open cart is priced again.
    await expect(cart.getByTestId('price-rows')).toContainText(text.shown, { timeout: 15_000 });
    await staff.close();
    await shopper.close();
  });
}
