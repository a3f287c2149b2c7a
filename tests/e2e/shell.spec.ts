import { test, expect, expectNoAxeViolations, isMobile } from './support';

test.describe('home page', () => {
  test('Dutch home is server-rendered with product cards and both prices', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': 'nl-NL' } })).text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain('excl. btw');
    expect(html).toContain('incl. btw');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first()).toContainText('excl. btw');
    await expect(cards.first()).toContainText('€');
    await expect(page.getByTestId('shop-rating')).toContainText('9,8');
    await expect(page.getByTestId('search-rating')).toContainText('4,6/5');
    await expectNoAxeViolations(page);
  });

  test('English home lives under /en', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('product-card').first()).toContainText('excl. VAT');
    await expect(page.getByTestId('shop-rating')).toContainText('9.8');
    await expectNoAxeViolations(page);
  });

  test('shows desktop selling points only on wide screens', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) await expect(page.getByTestId('usp-bar')).toBeHidden();
    else await expect(page.getByTestId('usp-bar')).toBeVisible();
  });
});

test.describe('language', () => {
  test('first visit follows an English browser', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('the switcher stays on the same page and is remembered for a year', async ({ page, context }) => {
    await page.goto('/');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(360);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

test.describe('errors', () => {
  test('unknown paths are a real 404 in both languages', async ({ page }) => {
    const nl = await page.goto('/deze-pagina-bestaat-niet');
    expect(nl?.status()).toBe(404);
    await expect(page.getByTestId('error-title')).toHaveText('Deze pagina kon niet worden gevonden');
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/');
    // The page says what it is in its title too (WCAG 2.4.2), not the site's default title.
    await expect(page).toHaveTitle('Deze pagina kon niet worden gevonden | ServerStore');
    await expectNoAxeViolations(page);

    const en = await page.goto('/en/this/does/not/exist');
    expect(en?.status()).toBe(404);
    await expect(page.getByTestId('error-title')).toHaveText('This page could not be found');
    await expect(page).toHaveTitle('This page could not be found | ServerStore');
    await expectNoAxeViolations(page);
  });
});

test.describe('cookie dialog', () => {
  test.use({ consent: false });

  test('appears after 4 seconds and remembers a rejection for a year', async ({ page, context }) => {
    await page.goto('/');
    const dialog = page.getByTestId('cookie-dialog');
    await page.waitForTimeout(2500);
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Alleen noodzakelijke' }).click();
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('necessary');
    expect((cookie!.expires - Date.now() / 1000) / 86400).toBeGreaterThan(360);
    await page.reload();
    await page.waitForTimeout(4500);
    await expect(dialog).toBeHidden();
  });
});

test.describe('navigation chrome', () => {
  test('mobile menu drills down and back, with tabs and close', async ({ page }) => {
    test.skip(!isMobile(page), 'the slide-in menu is for screens under 1200px');
    await page.goto('/');
    await page.getByTestId('mobile-menu-open').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('tab')).toHaveText(['Menu', 'Account', 'Winkelwagen']);
    const drill = menu.getByRole('button', { name: /^Submenu / }).first();
    const label = (await drill.getAttribute('aria-label'))!.replace('Submenu ', '');
    await drill.click();
    await expect(menu.getByText(`Alles in ${label}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByTestId('mobile-menu-back').click();
    await expect(menu.getByText(`Alles in ${label}`)).toBeHidden();
    await menu.getByRole('tab', { name: 'Winkelwagen' }).click();
    await expect(menu.getByText('Winkelwagen is leeg')).toBeVisible();
    await menu.getByRole('button', { name: 'Sluiten' }).click();
    await expect(menu).toBeHidden();
  });

  test('desktop category menu opens by keyboard', async ({ page }) => {
    test.skip(isMobile(page), 'desktop menu');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Productcategorieën' });
    await expect(nav).toBeVisible();
    const firstWithChildren = nav.locator('li.group:has(div) > a').first();
    await firstWithChildren.focus();
    // Tab at once, as a quick keyboard user does (these tests run with reduced motion): the panel's links
    // must be focusable in the same frame as the focus that opened it (app/globals.css).
    await page.keyboard.press('Tab');
    await expect(nav.locator('li.group:has(div)').first().locator('div').first()).toBeVisible();
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    expect(await focused.evaluate((el) => !!el.closest('li.group div'))).toBe(true);
  });

  test('toolbars: bottom bar on small screens, side bar after scrolling on large', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) {
      await expect(page.getByTestId('bottom-toolbar')).toBeVisible();
    } else {
      await expect(page.getByTestId('bottom-toolbar')).toBeHidden();
      await page.mouse.wheel(0, 800);
      await expect(page.getByTestId('side-toolbar')).toHaveCSS('opacity', '1');
      await expect(page.getByRole('button', { name: 'Naar boven' })).toBeHidden();
    }
  });

  test('offline notice offers a reload', async ({ page, context }) => {
    // The HTTP client and the toasts load when the visitor engages (or 5 s after the page went idle):
    // the network goes before that, so moving the mouse asks for chunks that cannot load. The bundler
    // tries a failed chunk again before it gives up; the page then reports the failure (shop:chunk-failed).
    await page.addInitScript(() => {
      const w = window as Window & { chunkFailed?: Promise<string> };
      w.chunkFailed = new Promise((resolve) =>
        window.addEventListener('shop:chunk-failed', (e) => resolve(String((e as CustomEvent).detail)), {
          once: true,
        }),
      );
    });
    await page.goto('/');
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    const failure = await page.evaluate(
      () => (window as Window & { chunkFailed?: Promise<string> }).chunkFailed,
    );
    expect(failure).toContain('Failed to load chunk');
    // A code chunk that fails offline must not reload the page into the browser's own error page.
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // Back online the failed chunk is still failed: the notice stays and says so, until a reload.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toContainText('De pagina is niet volledig geladen');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByTestId('offline-notice')).toBeHidden();
  });

  test('add to cart works again once back online', async ({ page, context }) => {
    // The visitor looks around first: what the first action needs (the HTTP client, the toasts) loads now,
    // while online. The websocket libraries load on engagement too (or a few seconds after the page went
    // idle, when a busy machine hydrated after the mouse moved): a chunk that fails offline asks for a
    // reload. Some of these chunks may load before the page's load event, so the watch starts before it.
    const markers = ['AxiosError', 'data-sonner-toaster', 'pusher:subscribe'];
    const seen = new Set<string>();
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script') return;
      const text = await r.text().catch(() => '');
      for (const m of markers) if (text.includes(m)) seen.add(m);
    });
    const scripts = new Set<object>();
    page.on('request', (r) => r.resourceType() === 'script' && scripts.add(r));
    page.on('requestfinished', (r) => scripts.delete(r));
    await page.goto('/opslag/sas-hdd/seagate-exos-x18-sas-18-tb-sas-hdd-3-5');
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await expect.poll(() => [...seen].sort()).toEqual([...markers].sort());
    await expect.poll(() => scripts.size).toBe(0); // and the chunks loaded with them
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toContainText('Je bent offline');
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByText('Request error')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  });
});

test.describe("names in the page's language", () => {
  for (const l of [
    { prefix: '', region: 'Meldingen (Alt+T)', close: 'Melding sluiten' },
    { prefix: '/en', region: 'Notifications (Alt+T)', close: 'Close notification' },
  ]) {
    test(`the notifications region and its buttons are named in ${l.prefix ? 'English' : 'Dutch'}`, async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/`, { waitUntil: 'networkidle' });
      // A real notice: adding a product to the cart says so in a toast.
      await page.getByTestId('add-to-cart').first().click();
      const region = page.getByRole('region', { name: l.region, exact: true });
      await expect(region).toHaveCount(1);
      await expect(region.getByRole('button', { name: l.close, exact: true }).first()).toBeAttached();
      await expect(page.getByRole('region', { name: /Notifications alt\+T/ })).toHaveCount(0);
    });
  }
});

test.describe('label in name (WCAG 2.5.3)', () => {
  test('controls are named starting with the words they show', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('language-switch')).toHaveText('EN');
    await expect(page.getByTestId('language-switch')).toHaveAccessibleName('EN: Switch to English');
    await expect(page.getByTestId('search-rating')).toHaveText('4,6/5 op Google');
    await expect(page.getByTestId('search-rating')).toHaveAccessibleName(
      '4,6/5 op Google: bekijk de reviews',
    );
    const add = page.getByTestId('add-to-cart').first();
    await expect(add).toHaveText('In winkelwagen');
    await expect(add).toHaveAccessibleName(/^In winkelwagen: \S/);
    await add.click();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Winkelwagen, 1 artikel');
    await expectNoAxeViolations(page);

    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('language-switch')).toHaveAccessibleName('NL: Naar Nederlands');
    await expect(page.getByTestId('add-to-cart').first()).toHaveAccessibleName(/^Add to cart: \S/);
    await expect(page.getByTestId('search-rating')).toHaveAccessibleName('4.6/5 on Google: read the reviews');
    await expectNoAxeViolations(page);
  });
});

test.describe('phone widths', () => {
  // A product with two images (a swiping gallery) and a configurable one (deterministic demo seed).
  const PRODUCTS = [
    '/servers/dell-poweredge-r640-10x2-5-nvme-2x-gold-6248-256gb-4x-1-2-tb-sas-10k',
    '/servers/dell-poweredge-r740-16x2-5-cto-gold-6130',
  ];
  for (const width of [360, 390, 430]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, consent: false });

      test('product pages never scroll sideways while loading, and the cookie dialog stays on top', async ({
        page,
      }) => {
        // The widest the page got beyond the viewport, read at DOMContentLoaded, load and on every frame.
        await page.addInitScript(() => {
          const w = window as unknown as { overflow: number };
          w.overflow = 0;
          const read = () => {
            const el = document.documentElement;
            if (el) w.overflow = Math.max(w.overflow, el.scrollWidth - window.innerWidth);
          };
          const frame = () => {
            read();
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          document.addEventListener('DOMContentLoaded', read);
          window.addEventListener('load', read);
        });
        for (const path of PRODUCTS) {
          await page.goto(path);
          const gallery = page.getByTestId('gallery');
          await expect(gallery).toBeVisible();
          // The visitor reaches for the gallery: with several images the swiping gallery loads.
          await gallery.hover();
          if (path === PRODUCTS[0]) await expect(gallery.locator('.swiper-initialized')).toBeVisible();
          const dialog = page.getByTestId('cookie-dialog');
          if (path === PRODUCTS[0]) {
            await expect(dialog).toBeVisible({ timeout: 10_000 });
            // A real click: Playwright clicks only what is on top at that point.
            await dialog.getByRole('button', { name: 'Alleen noodzakelijke' }).click({ timeout: 5000 });
            await expect(dialog).toBeHidden();
          }
          await page.waitForLoadState('load');
          await page.waitForTimeout(500);
          expect(await page.evaluate(() => (window as unknown as { overflow: number }).overflow)).toBe(0);
        }
        await page.goto('/configurator/163');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('load');
        expect(await page.evaluate(() => (window as unknown as { overflow: number }).overflow)).toBe(0);
      });
    });
  }
});
