import { test, expect, expectNoAxeViolations, prefix, staffSignIn, type Locale } from './support';

// The back office's products: staff create a product in the editor (a bad price is refused at the
// field), find it in the list by its article, change its stock inline, raise its price by a percentage
// after a preview, and the shop's API answers the new price — in both languages, with no axe violations.

const TEXT = {
  nl: {
    nav: 'Producten',
    title: 'Producten',
    newProduct: 'Nieuw product',
    nameNl: 'Naam (Nederlands)',
    nameEn: 'Naam (Engels)',
    article: 'Artikelnummer',
    sku: 'SKU',
    price: 'Prijs excl. btw (€)',
    quantity: 'Voorraad',
    slug: 'URL-naam',
    active: 'Gepubliceerd in de winkel',
    create: 'Product aanmaken',
    badPrice: "Vul een bedrag in euro's in",
    search: 'Zoek een product',
    percent: 'Prijswijziging in %',
    preview: 'Nieuwe prijzen bekijken',
    apply: 'Prijzen wijzigen',
    save: 'Opslaan',
    amount: '100,00',
    inclVat: 'Incl. 21% btw: € 121,00',
  },
  en: {
    nav: 'Products',
    title: 'Products',
    newProduct: 'New product',
    nameNl: 'Name (Dutch)',
    nameEn: 'Name (English)',
    article: 'Article number',
    sku: 'SKU',
    price: 'Price excl. VAT (€)',
    quantity: 'Stock',
    slug: 'URL name',
    active: 'Published in the shop',
    create: 'Create product',
    badPrice: 'Enter an amount in euros',
    search: 'Find a product',
    percent: 'Price change in %',
    preview: 'Preview new prices',
    apply: 'Change prices',
    save: 'Save',
    amount: '100.00',
    inclVat: 'Incl. 21% VAT: €121.00',
  },
} as const;

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff create a product, edit stock inline and change its price in bulk (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const stamp = `${locale}${Date.now().toString(36)}`;
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff/orders`);
    await desk.getByTestId('staff-nav').getByRole('link', { name: text.nav }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expectNoAxeViolations(desk);

    // A new product: a bad price is refused at the field, then it is created.
    await desk.getByTestId('product-new').click();
    await desk.getByLabel(text.nameNl).fill(`E2E-server ${stamp}`);
    await desk.getByLabel(text.nameEn).fill(`E2E server ${stamp}`);
    await desk.getByTestId('product-article').fill(`E2E-${stamp}`);
    await desk.getByTestId('product-sku').fill(`E2E-SKU-${stamp}`);
    await desk.getByTestId('product-quantity').fill('4');
    await desk.getByTestId('product-slug').fill(`e2e-server-${stamp}`);
    await desk.getByLabel(text.active).check();
    const price = desk.getByTestId('product-price');
    await price.fill('tien euro');
    await desk.getByRole('button', { name: text.create }).click();
    await expect(desk.getByText(text.badPrice)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(desk);
    await price.fill(text.amount);
    await expect(desk.getByTestId('product-price-incl')).toHaveText(text.inclVat);
    await desk.getByRole('button', { name: text.create }).click();
    await expect(desk).toHaveURL(/\/staff\/products\/\d+$/);
    const id = Number(/\/(\d+)$/.exec(desk.url())![1]);
    await expectNoAxeViolations(desk);

    // Found in the list by its article; the stock is changed inline, by keyboard.
    await desk.goto(`${prefix(locale)}/staff/products`);
    await desk.getByLabel(text.search, { exact: true }).fill(`E2E-${stamp}`);
    await desk.getByLabel(text.search, { exact: true }).press('Enter');
    const row = desk.getByTestId('staff-product-row');
    await expect(row).toHaveCount(1);
    // Save is enabled once the page has hydrated (before, Enter does nothing rather than submit natively).
    await expect(row.getByTestId('product-quick-save')).toBeEnabled();
    await row.getByTestId('product-quick-stock').fill('9');
    await row.getByTestId('product-quick-stock').press('Enter');
    // Saved on the server (not only typed), and the row shows it after the refresh.
    await expect
      .poll(
        async () =>
          (await (await desk.request.get(`/api/portal/api/staff/products/${id}`)).json()).product.quantity,
      )
      .toBe(9);
    await expect(row.getByTestId('product-quick-stock')).toHaveValue('9');
    await expectNoAxeViolations(desk);

    // +10 %: the preview shows the new price, applying writes it, the shop's API answers it.
    await row.getByTestId('product-select').check();
    await desk.getByLabel(text.percent).fill('10');
    await desk.getByRole('button', { name: text.preview }).click();
    await expect(desk.getByTestId('products-bulk-preview')).toContainText(
      locale === 'nl' ? '€ 110,00' : '€110.00',
    );
    await expectNoAxeViolations(desk);
    await desk.getByRole('button', { name: text.apply }).click();
    await expect(desk.getByTestId('products-bulk-message')).toBeVisible();
    const shop = await desk.request.get(`/api/portal/api/catalog/catalog-products/${id}`);
    const body = (await shop.json()) as { data: { price: number; quantity: number } };
    expect(body.data).toMatchObject({ price: 11_000, quantity: 9 });
    await staff.close();
  });
}

// The editor's other fields end to end: a product with two specs (a known metric with its unit and a
// custom one), a related product and a Dutch SEO title; before publishing only staff see it (a preview
// with a bar), shoppers get the 404 page; after publishing the shop's page in both languages shows the
// specs with units, the related product, and the SEO title as the Dutch <title>.
test('staff fill in specs, a related product and the SEO title, preview the page and publish it', async ({
  browser,
  baseURL,
}) => {
  const stamp = `s${Date.now().toString(36)}`;
  const staff = await browser.newContext({ locale: 'nl-NL' });
  await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  const desk = await staff.newPage();
  await staffSignIn(desk.request);
  await desk.goto('/staff/products/new');
  await desk.getByLabel('Naam (Nederlands)').fill(`E2E-spec-server ${stamp}`);
  await desk.getByLabel('Naam (Engels)').fill(`E2E spec server ${stamp}`);
  await desk.getByTestId('product-article').fill(`E2E-${stamp}`);
  await desk.getByTestId('product-sku').fill(`E2E-SKU-${stamp}`);
  await desk.getByTestId('product-quantity').fill('4');
  await desk.getByTestId('product-slug').fill(`e2e-spec-server-${stamp}`);
  await desk.getByTestId('product-price').fill('100,00');

  // Spec 1: a known metric brings its unit; spec 2: a custom key with its own names.
  await desk.getByTestId('product-spec-add').click();
  const first = desk.getByTestId('product-spec-row').nth(0);
  await first.getByLabel('Eigenschap', { exact: true }).selectOption('memory_size');
  await expect(first.getByLabel('Eenheid')).toHaveValue('B');
  await first.getByLabel('Waarde', { exact: false }).fill('32 GB');
  await expect(first.getByText('In de winkel: 32 GB')).toBeVisible();
  await desk.getByTestId('product-spec-add').click();
  const second = desk.getByTestId('product-spec-row').nth(1);
  await second.getByLabel('Sleutel', { exact: false }).fill('fan_count');
  await second.getByLabel('Naam van de eigenschap (Nederlands)', { exact: false }).fill('Ventilatoren');
  await second.getByLabel('Naam van de eigenschap (Engels)', { exact: false }).fill('Fans');
  await second.getByLabel('Waarde', { exact: false }).fill('6 stuks');

  // A related product found by name.
  await desk.getByTestId('product-related-search').fill('Dell');
  const result = desk.getByTestId('product-related-result').first();
  const relatedName = ((await result.textContent()) ?? '').replace(/ toevoegen$/, '').split(' · ')[1];
  await result.click();
  await expect(desk.getByTestId('product-related-item')).toHaveCount(1);

  await desk.getByLabel('SEO-titel (Nederlands)', { exact: false }).fill(`E2E SEO-titel ${stamp}`);
  await expect(desk.getByTestId('seoTitleNl-count')).toContainText('van 70 tekens');
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: 'Product aanmaken' }).click();
  await expect(desk).toHaveURL(/\/staff\/products\/\d+$/);
  await expect(desk.getByTestId('product-spec-row')).toHaveCount(2);
  await expectNoAxeViolations(desk);

  // Not published: staff see a preview (noindex, with its bar), a shopper gets the 404 page.
  const nlHref = (await desk.getByTestId('product-preview-nl').getAttribute('href'))!;
  const enHref = (await desk.getByTestId('product-preview-en').getAttribute('href'))!;
  const preview = await staff.newPage();
  await preview.goto(nlHref);
  await expect(preview.getByTestId('product-preview-bar')).toBeVisible();
  await expect(preview).toHaveTitle(`E2E SEO-titel ${stamp}`);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const shopper = await browser.newContext();
  expect((await shopper.request.get(nlHref)).status()).toBe(404);

  // Published: every visitor sees the page, specs with units, the related product and the SEO title.
  await desk.getByLabel('Gepubliceerd in de winkel').check();
  await desk.getByRole('button', { name: 'Opslaan' }).click();
  await expect(desk.getByTestId('product-editor-message')).toHaveText('Product opgeslagen');
  const page = await shopper.newPage();
  await page.goto(nlHref);
  await expect(page).toHaveTitle(`E2E SEO-titel ${stamp}`);
  await expect(page.getByTestId('product-preview-bar')).toHaveCount(0);
  await expect(page.locator('[data-spec="memory_size"]')).toHaveText('32 GB');
  await expect(page.getByTestId('spec-table')).toContainText('Ventilatoren');
  await expect(page.getByRole('region', { name: 'Vergelijkbare producten' })).toContainText(relatedName);
  await page.goto(enHref);
  await expect(page).toHaveTitle(`E2E spec server ${stamp} | ServerStore`);
  await expect(page.getByTestId('spec-table')).toContainText('Memory');
  await expect(page.locator('[data-spec="memory_size"]')).toHaveText('32 GB');
  await expect(page.getByTestId('spec-table')).toContainText('Fans');
  await staff.close();
  await shopper.close();
});
