import { test, expect, expectNoAxeViolations } from './support';
import type { Page } from '@playwright/test';

/** The seeded Dell PowerEdge R740 CTO (deterministic demo seed). */
const R740 = 163;

const TEXT = {
  nl: {
    prefix: '',
    title: /^Stel uw Dell PowerEdge R740.* samen \| /,
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
    title: /^Configure your Dell PowerEdge R740.* \| /,
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

    test('a live stock change resets a selection above the new stock', async ({ page }) => {
      await page.goto(`${x.prefix}/configurator/${R740}`);
      const cpu = await openGroup(page, x.cpu);
      const radio = cpu.getByRole('radio', { name: /Platinum 8160/ });
      await radio.check();
      const pid = await page.evaluate(async (id) => {
        const res = await fetch(`/api/portal/api/catalog/catalog-products/${id}?option=`);
        const d = await res.json();
        return d.data.options[0].values.find((v: { name: string }) => v.name.includes('Platinum 8160'))
          .productId as number;
      }, R740);
      await page.evaluate(
        (productId) =>
          window.dispatchEvent(new CustomEvent('shop:stock', { detail: { productId, quantity: 0 } })),
        pid,
      );
      await expect(radio).not.toBeChecked();
      await expect(page.getByText(locale === 'nl' ? /is gewijzigd/ : /has changed/).first()).toBeVisible();
    });
  });
}
