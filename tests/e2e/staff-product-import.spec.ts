import { test, expect, expectNoAxeViolations, prefix, staffSignIn, type Locale } from './support';

// The back office's product CSV import: a file with errors is checked and the errors are shown at their
// row and column; Apply stays disabled; the fixed file checks clean, is applied with a progress bar, and
// the new product is found by the shop's search — in both languages, with no axe violations.

const TEXT = {
  nl: {
    title: 'Producten importeren',
    file: 'CSV-bestand',
    check: 'Bestand controleren',
    apply: 'Toepassen',
    cents: 'Geef een heel aantal centen (exclusief btw)',
    clean: 'Geen fouten gevonden.',
    done: /Import toegepast: 1 nieuw/,
    importLink: 'Importeren (CSV)',
  },
  en: {
    title: 'Import products',
    file: 'CSV file',
    check: 'Check file',
    apply: 'Apply',
    cents: 'Enter a whole number of cents (excluding VAT)',
    clean: 'No errors found.',
    done: /Import applied: 1 new/,
    importLink: 'Import (CSV)',
  },
} as const;

const HEADER =
  'sku;article;name_nl;name_en;description_nl;description_en;category_id;brand;type;condition;price;price_old;sale;sale_ends_at;indefinite_period;quantity;active;slug';

const fileOf = (stamp: string, price: string) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    `\uFEFF${HEADER}\r\n` +
      `IMP-${stamp};IMPA-${stamp};Importserver ${stamp};Import server ${stamp};"Een server; geïmporteerd";A server;116;Dell;2;refurbished;${price};;0;;0;5;1;importserver-${stamp}\r\n`,
    'utf8',
  ),
});

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff import products from CSV after a clean check (${locale})`, async ({ browser, baseURL }) => {
    const stamp = `${locale}${Date.now().toString(36)}`;
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff/products`);
    await desk.getByRole('link', { name: text.importLink }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expectNoAxeViolations(desk);

    // A price in euros, not cents: the check names row 2, column price; Apply stays disabled.
    await desk.getByLabel(text.file).setInputFiles(fileOf(stamp, '12,50'));
    await desk.getByRole('button', { name: text.check }).click();
    const error = desk.locator('[data-testid="import-error"][data-row="2"][data-column="price"]');
    await expect(error).toContainText(text.cents);
    await expect(desk.getByRole('button', { name: text.apply })).toBeDisabled();
    await expectNoAxeViolations(desk);

    // Fixed: a clean check, one product to create, then applied with a progress bar.
    await desk.getByLabel(text.file).setInputFiles(fileOf(stamp, '1250'));
    await desk.getByRole('button', { name: text.check }).click();
    await expect(desk.getByTestId('import-clean')).toHaveText(text.clean);
    await expect(desk.getByTestId('import-summary-create')).toHaveText('1');
    await expect(desk.locator(`[data-testid="import-sample"][data-sku="IMP-${stamp}"]`)).toBeVisible();
    await desk.getByRole('button', { name: text.apply }).click();
    await expect(desk.getByTestId('import-done')).toHaveText(text.done);
    await expect(desk.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expectNoAxeViolations(desk);

    // The shop finds it, in both languages.
    const shop = await browser.newPage();
    for (const [l, name] of [
      ['nl', `Importserver ${stamp}`],
      ['en', `Import server ${stamp}`],
    ] as const) {
      await shop.goto(`${prefix(l)}/search?search=${encodeURIComponent(stamp)}`);
      await expect(shop.getByText(name).first()).toBeVisible();
    }
    await shop.close();
    await staff.close();
  });
}
