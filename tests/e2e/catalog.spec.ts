import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, isMobile } from './support';

const LOCALES = [
  { locale: 'nl', prefix: '', browser: 'nl-NL', notFound: 'Deze pagina kon niet worden gevonden' },
  { locale: 'en', prefix: '/en', browser: 'en-US', notFound: 'Deze pagina kon niet worden gevonden' },
] as const;

/** The loading bar (nprogress) is transient chrome: check a page once it has finished loading. */
async function expectAccessible(page: Page) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

async function openFilters(page: Page) {
  if (isMobile(page))
    await page
      .getByTestId('filters')
      .getByRole('button', { name: /Filters/ })
      .click();
}

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map((b) => JSON.parse(b) as { '@graph': { '@type': string }[] });
}

const priceOf = async (page: Page) =>
  await page
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map((c) => c.querySelector('[aria-label]')?.getAttribute('aria-label') ?? ''),
    );

for (const l of LOCALES) {
  test.describe(`catalogue in ${l.locale}`, () => {
    test.use({ locale: l.browser });

    test('category → filter → sort → page 2 → product, and back', async ({ page }) => {
      await page.goto(`${l.prefix}/werkgeheugen`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        l.locale === 'en' ? 'Memory' : 'Werkgeheugen',
      );
      const count = page.getByTestId('product-count');
      const total = Number(await count.getAttribute('data-total'));
      expect(total).toBeGreaterThan(24);
      await expectAccessible(page);

      await openFilters(page);
      await page
        .getByTestId('facet-memory_type')
        .getByRole('checkbox', { name: /^DDR4\b/ })
        .click();
      await expect(page).toHaveURL(/memory_type=DDR4/);
      await expect(count).not.toHaveAttribute('data-total', String(total));
      const filtered = Number(await count.getAttribute('data-total'));
      expect(filtered).toBeGreaterThan(0);

      await page.getByTestId('sort').selectOption('price_asc');
      await expect(page).toHaveURL(/sort=price_asc/);
      await page.getByTestId('per-page').selectOption('12');
      await expect(page).toHaveURL(/per_page=12/);
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(12, filtered));
      expect((await priceOf(page)).length).toBeGreaterThan(1);

      await page.getByTestId('next-page').click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toContainText('2');
      await expect(page).toHaveURL(/memory_type=DDR4/);

      const first = page.getByTestId('product-card').first().getByRole('link');
      const name = (await first.textContent())!.trim();
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByTestId('stock').first()).toHaveAttribute('data-product-id', /\d+/);
      await expect(page.getByTestId('spec-table')).toBeVisible();
      const graphs = await jsonLd(page);
      const types = graphs.flatMap((g) => g['@graph'].map((n) => n['@type']));
      expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList', 'Organization']));
      await expectAccessible(page);

      await page.goBack();
      await expect(page).toHaveURL(/page=2/);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
    });

    test('autocomplete by keyboard', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      const input = page.getByTestId('header-search-input');
      await input.click();
      await input.pressSequentially('powere', { delay: 30 });
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await input.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', /opt-0/);
      const name = (await options.first().locator('span').first().textContent())!.trim();
      await input.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      await input.fill('');
      await input.pressSequentially('poweredge', { delay: 30 });
      await expect(options.first()).toBeVisible();
      await input.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/search\\?search=poweredge$`));
      expect(Number(await page.getByTestId('product-count').getAttribute('data-total'))).toBeGreaterThan(0);
      await expectAccessible(page);
    });

    test('autocomplete by mouse, with a preview card on desktop', async ({ page }) => {
      await page.goto(`${l.prefix}/sale`);
      const input = page.getByTestId('header-search-input');
      await input.click();
      await input.pressSequentially('proliant', { delay: 30 });
      const option = page.getByRole('option').nth(1);
      await expect(option).toBeVisible();
      if (!isMobile(page)) {
        await option.hover();
        await expect(page.getByTestId('suggestion-preview')).toBeVisible();
        await expect(page.getByTestId('suggestion-preview')).toContainText(
          l.locale === 'en' ? 'incl. VAT' : 'incl. btw',
        );
      }
      const name = (await option.locator('span').first().textContent())!.trim();
      await option.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('search from the home quick search, typo tolerant', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      const form = page.getByTestId('quick-search');
      await form.getByRole('searchbox').fill(l.locale === 'en' ? 'memroy' : 'werkgeheugn');
      await form.getByLabel(l.locale === 'en' ? 'Condition' : 'Conditie').selectOption('refurbished');
      await form.getByRole('button', { name: l.locale === 'en' ? 'Search' : 'Zoeken' }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/search\\?search=\\w+&state=refurbished$`));
      await expect(page.getByTestId('corrected')).toBeVisible();
      expect(Number(await page.getByTestId('product-count').getAttribute('data-total'))).toBeGreaterThan(0);
      await expect(page.getByTestId('product-card').first()).toContainText(
        l.locale === 'en' ? 'Refurbished' : 'Refurbished',
      );
    });

    test('unknown product path is a 404, old paths answer 301', async ({ page, request }) => {
      const res = await page.goto(`${l.prefix}/servers/bestaat-niet`);
      expect(res?.status()).toBe(404);
      await expect(
        page
          .getByText(l.locale === 'en' ? /could not be found|kon niet worden gevonden/ : l.notFound)
          .first(),
      ).toBeVisible();
      const moved = await request.get(`${l.prefix}/catalog/ram`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toMatch(new RegExp(`${l.prefix}/werkgeheugen$`));
    });

    test('sale page shows offers with countdowns', async ({ page }) => {
      await page.goto(`${l.prefix}/sale`);
      expect(Number(await page.getByTestId('product-count').getAttribute('data-total'))).toBeGreaterThan(0);
      await expect(page.getByTestId('sale-countdown').first()).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('product gallery: fullscreen disables swipe and zooms from 1.1 to 5 (default 3)', async ({ page }) => {
  await page.goto('/werkgeheugen');
  await page.getByTestId('product-card').first().getByRole('link').click();
  await page.getByTestId('gallery-fullscreen').click();
  const dialog = page.getByTestId('gallery-dialog');
  await expect(dialog).toBeVisible();
  const range = page.getByTestId('zoom-range');
  await expect(range).toHaveAttribute('min', '1.1');
  await expect(range).toHaveAttribute('max', '5');
  await expect(range).toHaveAttribute('step', '0.1');
  await expect(range).toHaveValue('3');
  await page.getByTestId('zoom-toggle').click();
  await expect(page.getByTestId('zoom-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('crawlers get sitemap.xml, robots.txt, canonical and hreflang', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/werkgeheugen</loc>');
  expect(sitemap).toContain('/en/werkgeheugen</loc>');
  expect((sitemap.match(/<url>/g) ?? []).length).toBeGreaterThan(900);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
  await page.goto('/opslag/sata-ssd');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/opslag\/sata-ssd$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/opslag\/sata-ssd$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /SATA SSD/);
  await jsonLd(page);
});
