import { test, expect, expectNoAxeViolations, staffSignIn } from './support';
import type { APIRequestContext, Page } from '@playwright/test';
import { initialState, wouldBreak } from '@/features/configurator/model';
import type { ConfiguratorData } from '@/features/configurator/types';

/** The seeded Dell PowerEdge R740 and R730 build-your-own servers (deterministic demo seed). */
const R740 = 163;
const R730 = 181;

const TEXT = {
  nl: {
    prefix: '',
    title: /^Stel uw Dell PowerEdge R740.* samen \| /,
    error: 'Er is een fout opgetreden',
    stock: (n: number) => `Voorraad: ${n}`,
    changed: /is gewijzigd/,
    configure: 'Samenstellen',
    configureLabel: (name: string) => `${name} samenstellen`,
    configureTitle: /^Stel uw .* samen$/,
    cpu: 'Processor',
    memory: 'Geheugen',
    more: 'Meer Geheugen',
    ssd: 'SATA SSD (2,5")',
    raid: 'RAID-controller',
    unavailable: 'Deze optie is niet beschikbaar voor uw gekozen producten',
    understood: 'Begrepen',
    share: 'Configuratie delen',
    restored: 'Gedeelde configuratie geladen',
    pdf: 'Configuratieblad (PDF)',
    cart: 'In winkelwagen',
    caddy: 'Schijfsleden (caddies)',
    raidTitle: 'RAID-configuratie',
    warranty: 'Garantie-uitbreiding',
  },
  en: {
    prefix: '/en',
    title: /^Build your Dell PowerEdge R740.* \| /,
    error: 'An error has occurred',
    stock: (n: number) => `Stock: ${n}`,
    changed: /has changed/,
    configure: 'Build your own',
    configureLabel: (name: string) => `Build your own ${name}`,
    configureTitle: /^Build your .*/,
    cpu: 'Processor',
    memory: 'Memory',
    more: 'More Memory',
    ssd: 'SATA SSD (2.5")',
    raid: 'RAID controller',
    unavailable: 'This option is not available for the products you chose',
    understood: 'Understood',
    share: 'Share configuration',
    restored: 'Shared configuration loaded',
    pdf: 'Configuration sheet (PDF)',
    cart: 'Add to cart',
    caddy: 'Drive trays (caddies)',
    raidTitle: 'RAID configuration',
    warranty: 'Warranty extension',
  },
} as const;

async function configurator(
  request: APIRequestContext,
  id: number,
  locale: string,
): Promise<ConfiguratorData> {
  const res = await request.get(`/api/portal/api/catalog/catalog-products/${id}?option=`, {
    headers: { 'x-locale': locale },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

async function openGroup(page: Page, label: string) {
  const group = page
    .locator('details', {
      has: page.locator('summary', { hasText: new RegExp(`^${label.replace(/[()."]/g, '\\$&')}`) }),
    })
    .first();
  if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator('summary').click();
  return group;
}

for (const locale of ['nl', 'en'] as const) {
  const x = TEXT[locale];
  test.describe(`configurator (${locale})`, () => {
    test.use({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });

    test('configure a server, see each warning once, share, download the sheet and add to cart', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.goto(`${x.prefix}/configurator/${R740}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PowerEdge R740');
      await expect(page).toHaveTitle(x.title);
      await expectNoAxeViolations(page);
      const total = page.getByTestId('cfg-total-excl');
      const base = await total.textContent();

      // CPU: a socket that does not fit is disabled and explained; a fitting upgrade raises the price.
      const cpu = await openGroup(page, x.cpu);
      await expect(cpu.getByText(x.unavailable).first()).toBeVisible();
      await expect(cpu.getByRole('radio', { disabled: true }).first()).toBeDisabled();
      await cpu.getByRole('radio', { name: /Platinum 8160/ }).check();
      await expect(total).not.toHaveText(base!);

      // Memory: one more module on top of the base modules.
      const mem = await openGroup(page, x.memory);
      await mem.getByRole('button', { name: x.more }).click();
      await expect(mem.getByRole('spinbutton')).toHaveValue('3');

      // Drives: the caddy warning shows on the first drive only.
      const ssd = await openGroup(page, x.ssd);
      await ssd.getByRole('radio').nth(1).check();
      await expect(page.getByRole('dialog', { name: x.caddy })).toBeVisible();
      await page.getByRole('button', { name: x.understood }).click();
      // Closing returns focus to the choice that opened the warning (not to the page's start).
      await expect(ssd.getByRole('radio').nth(1)).toBeFocused();
      await ssd
        .getByRole('button', { name: new RegExp(`^(Meer|More) ${x.ssd.replace(/[()."]/g, '\\$&')}`) })
        .click();
      await expect(ssd.getByRole('spinbutton')).toHaveValue('2');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // RAID: the warning shows on the first controller change only.
      const raid = await openGroup(page, x.raid);
      await raid
        .getByRole('radio', { name: /HBA330|HBA 9300/ })
        .first()
        .check();
      await expect(page.getByRole('dialog', { name: x.raidTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: x.understood }).click();
      await raid.getByRole('radio', { name: /PERC H740P/ }).check();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Warranty with its delivery option.
      await page
        .getByRole('radio', { name: new RegExp(x.warranty) })
        .first()
        .check();
      await page.locator('#cfg-warranty-delivery').selectOption('onsite');
      const list = page.getByTestId('cfg-summary-list');
      await expect(list).toContainText('Platinum 8160');
      await expect(list).toContainText('3×');
      await expect(list).toContainText('2×');
      const configured = await total.textContent();
      await expect(page.getByTestId('cfg-total-incl')).toContainText('€');
      const configuredIncl = await page.getByTestId('cfg-total-incl').textContent();
      // Each chosen part as the summary lists it: '{quantity}× {name}'.
      const parts = await list.locator('li > span:first-child > span:last-child').allTextContents();
      expect(parts.length).toBeGreaterThan(3);

      // Share and reopen: the link restores the same configuration and price.
      await page.getByRole('button', { name: x.share }).click();
      const link = await page.locator('#cfg-share-url').inputValue();
      expect(link).toMatch(/\?config=[A-Za-z0-9_-]+$/);

      // The configuration sheet downloads as a PDF.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: x.pdf }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`configuratie-${R740}.pdf`);

      // Add to cart: one call carrying the configuration; the cart prices it on the server.
      const [req, res] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/cart/product') && r.method() === 'POST'),
        page.waitForResponse((r) => r.url().endsWith('/cart/product') && r.request().method() === 'POST'),
        page.getByRole('button', { name: x.cart }).click(),
      ]);
      expect(res.status()).toBe(201);
      const body = req.postDataJSON();
      expect(body).toMatchObject({
        item: { productId: R740, quantity: 1, configuration: { productId: R740 } },
      });
      expect(Object.keys(body.item.configuration.selection.options)).toContain('cpu');

      await page.goto(link);
      await expect(page.getByText(x.restored)).toBeVisible();
      await expect(page.getByTestId('cfg-total-excl')).toHaveText(configured!);
      await expect(page.getByTestId('cfg-summary-list')).toContainText('Platinum 8160');

      // The cart shows the configured line at the configurator's price, excl. and incl. VAT, with its parts.
      await page.goto(`${x.prefix}/order`);
      const line = page.getByTestId('cart-line').filter({ hasText: 'PowerEdge R740' });
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('cart-line-price')).toContainText(configured!);
      await expect(line.getByTestId('cart-line-price')).toContainText(configuredIncl!);
      const chosen = line.getByTestId('cart-line-configuration');
      for (const part of parts) await expect(chosen).toContainText(part.replace(/\s+/g, ' ').trim());
      await expect(chosen).toContainText('Platinum 8160');
      await expect(chosen).toContainText('PERC H740P');
      await expectNoAxeViolations(page);
    });

    test('is keyboard operable from the first choice to add-to-cart', async ({ page }) => {
      await page.goto(`${x.prefix}/configurator/${R740}`);
      const first = page.getByRole('radio').first();
      await first.focus();
      await page.keyboard.press('ArrowDown');
      await expect(first).not.toBeChecked();
      const before = await page.getByTestId('cfg-total-excl').textContent();
      await expect(page.getByTestId('cfg-total-excl')).not.toHaveText('');
      let onCart = false;
      for (let i = 0; i < 120 && !onCart; i++) {
        await page.keyboard.press('Tab');
        onCart = (await page.evaluate(() => document.activeElement?.textContent ?? '')) === x.cart;
      }
      expect(onCart).toBe(true);
      const [req] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/cart/product')),
        page.keyboard.press('Enter'),
      ]);
      expect(req.postDataJSON().item.productId).toBe(R740);
      expect(before).toBeTruthy();
    });

    test('a warranty extension on a server without drives updates summary and price and reaches the cart', async ({
      page,
    }) => {
      await page.goto(`${x.prefix}/configurator/${R730}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PowerEdge R730');
      const total = page.getByTestId('cfg-total-excl');
      const base = await total.textContent();
      const warranty = page.getByRole('radio', { name: new RegExp(x.warranty) }).first();
      const name = (await warranty.locator('xpath=..').locator('span').first().textContent())!;
      await warranty.check();
      await expect(page.getByRole('heading', { name: x.error })).toHaveCount(0);
      const list = page.getByTestId('cfg-summary-list');
      await expect(list).toContainText(name);
      await expect(total).not.toHaveText(base!);
      const configured = await total.textContent();

      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/cart/product') && r.request().method() === 'POST'),
        page.getByRole('button', { name: x.cart }).click(),
      ]);
      expect(res.status()).toBe(201);
      await page.goto(`${x.prefix}/order`);
      const line = page.getByTestId('cart-line').filter({ hasText: 'PowerEdge R730' });
      await expect(line.getByTestId('cart-line-configuration')).toContainText(name);
      await expect(line.getByTestId('cart-line-price')).toContainText(configured!);
    });

    test('a stock change made by staff shows live, and a selection above the new stock resets to the default', async ({
      page,
      playwright,
      baseURL,
    }, testInfo) => {
      const api = await playwright.request.newContext({ baseURL });
      await staffSignIn(api);
      // Each locale and project its own module: the tests share one server and may run at once.
      const data = await configurator(api, R740, locale);
      const memory = data.data.options.find((g) => g.partId === 'memory')!;
      const defaultName = memory.values.find((v) => v.isDefault)!.name;
      const others = memory.values.filter(
        (v) =>
          !v.isDefault &&
          v.productId !== null &&
          wouldBreak(data, initialState(data), { type: 'select', partId: 'memory', value: v.value })
            .length === 0,
      );
      const part = others[(locale === 'nl' ? 0 : 1) + 2 * testInfo.parallelIndex] ?? others[0];
      const original = part.quantity;

      await page.goto(`${x.prefix}/configurator/${R740}`);
      const mem = await openGroup(page, x.memory);
      // A choice's name is its label: the part's name, then its stock and price.
      const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      const radio = mem.getByRole('radio', { name: startsWith(part.name) });
      await radio.check();
      await mem.getByRole('button', { name: x.more }).click();
      await mem.getByRole('button', { name: x.more }).click();
      await mem.getByRole('button', { name: x.more }).click();
      await expect(mem.getByRole('spinbutton')).toHaveValue('4');
      const stock = mem
        .locator('li')
        .filter({ has: page.getByRole('radio', { name: startsWith(part.name) }) });

      // Retried until the page's websocket is subscribed: each try is a real, different stock change.
      let quantity = 10;
      await expect(async () => {
        quantity += 1;
        const res = await api.patch(`/api/portal/api/staff/products/${part.productId}/stock`, {
          data: { quantity },
        });
        expect(res.status()).toBe(200);
        await expect(stock).toContainText(x.stock(quantity), { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(radio).toBeChecked();

      // Fewer in stock than chosen: the group goes back to its default and shows the new stock.
      const res = await api.patch(`/api/portal/api/staff/products/${part.productId}/stock`, {
        data: { quantity: 2 },
      });
      expect(res.status()).toBe(200);
      await expect(stock).toContainText(x.stock(2));
      await expect(radio).not.toBeChecked();
      await expect(mem.getByRole('radio', { name: startsWith(defaultName) })).toBeChecked();
      await expect(page.getByText(x.changed).first()).toBeVisible();

      await api.patch(`/api/portal/api/staff/products/${part.productId}/stock`, {
        data: { quantity: original },
      });
      await api.dispose();
    });

    test('a build-your-own product card leads to its configurator instead of adding the bare base to the cart', async ({
      page,
    }) => {
      await page.goto(`${x.prefix}/search?type_product=1`);
      const card = page.getByTestId('product-card').first();
      await expect(card).toBeVisible();
      const id = await card.getAttribute('data-product-id');
      const name = (await card.getByRole('heading').textContent())!.trim();
      await expect(card.getByTestId('add-to-cart')).toHaveCount(0);
      const link = card.getByTestId('configure-link');
      await expect(link).toHaveText(x.configure);
      await expect(link).toHaveAccessibleName(x.configureLabel(name));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/configurator/${id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.configureTitle);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await page.goBack();
      await expectNoAxeViolations(page);
    });
  });
}
