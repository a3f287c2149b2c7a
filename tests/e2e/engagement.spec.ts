import fs from 'node:fs';
import path from 'node:path';
import { test, expect, expectNoAxeViolations, isMobile, staffSignIn } from './support';
import type { Page } from '@playwright/test';

const locales = [
  { locale: 'nl', prefix: '', browser: 'nl-NL' },
  { locale: 'en', prefix: '/en', browser: 'en-US' },
] as const;

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Each test looks like its own visitor to the per-IP rate limits. */
async function ownIp(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
}

/** Mails the e2e server wrote to its DATA_DIR/mail (mail goes to files when SMTP_URL is unset). */
async function mailsTo(to: string): Promise<{ to: string; subject: string; text: string }[]> {
  const root = path.resolve('.test-data');
  const out: { to: string; subject: string; text: string }[] = [];
  for (const dir of fs.readdirSync(root)) {
    const mailDir = path.join(root, dir, 'mail');
    if (!fs.existsSync(mailDir)) continue;
    for (const f of fs
      .readdirSync(mailDir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const m = JSON.parse(fs.readFileSync(path.join(mailDir, f), 'utf8'));
      if (m.to === to) out.push(m);
    }
  }
  return out;
}

for (const { locale, prefix, browser } of locales) {
  test.describe(`content and forms (${locale})`, () => {
    test.use({ locale: browser });

    test('FAQ: grouped accordions, search, structured data', async ({ page }) => {
      await page.goto(`${prefix}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'nl' ? 'Veelgestelde vragen' : 'Frequently asked questions',
      );
      expect(await page.getByTestId('faq-group').count()).toBe(4);
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(ld!)['@type']).toBe('FAQPage');
      const first = page.getByTestId('faq-item').first();
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await expectNoAxeViolations(page);

      await page.getByTestId('faq-search').fill(locale === 'nl' ? 'garantie' : 'warranty');
      await expect(page.getByTestId('faq-results-status')).toContainText(
        locale === 'nl' ? 'gevonden' : 'found',
      );
      const items = page.getByTestId('faq-item');
      await expect(
        items.filter({
          hasText: locale === 'nl' ? 'Hoeveel garantie krijg ik?' : 'How much warranty do I get?',
        }),
      ).toHaveCount(1);
      expect(await items.count()).toBeLessThan(11);
      await page.getByTestId('faq-search').fill('qqqxyz');
      await expect(page.getByTestId('faq-results-status')).toContainText(
        locale === 'nl' ? 'Geen vragen' : 'No questions',
      );
    });

    test('contact form: validation error at the field, then success page', async ({ page }) => {
      await ownIp(page);
      await page.goto(`${prefix}/contact`);
      await expect(page.getByTestId('work-time')).toBeVisible();
      await expectNoAxeViolations(page);
      const form = page.getByTestId('contact-form');
      await form.getByLabel(locale === 'nl' ? 'Naam' : 'Name').fill('Jan Tester');
      await form
        .getByLabel(locale === 'nl' ? 'E-mailadres' : 'E-mail address')
        .fill(`contact-${uniq()}@example.nl`);
      await form.getByLabel(locale === 'nl' ? 'Telefoonnummer' : 'Phone number').fill('020-1234567');
      const message = form.getByLabel(locale === 'nl' ? 'Bericht' : 'Message');
      await message.fill('Te kort');
      await form.getByRole('button', { name: locale === 'nl' ? 'Versturen' : 'Send' }).click();
      await expect(page.getByTestId('contact-message-error')).toHaveText(
        locale === 'nl' ? 'Minimaal 30 tekens' : 'At least 30 characters',
      );
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveAttribute('aria-describedby', /contact-message-error/);
      await expectNoAxeViolations(page);

      await message.fill('Graag een offerte voor twee R740-servers met 256 GB geheugen.');
      await form.getByRole('button', { name: locale === 'nl' ? 'Versturen' : 'Send' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact-success$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'nl' ? 'Bedankt voor je feedback!' : 'Thank you for your feedback!',
      );
      await expectNoAxeViolations(page);
    });

    test('newsletter: success, duplicate warning, opt-in link and unsubscribe', async ({ page }) => {
      await ownIp(page);
      const email = `news-${uniq()}@example.nl`;
      await page.goto(`${prefix}/sitemap`);
      const form = page.getByTestId('newsletter-form');
      await form.getByLabel(locale === 'nl' ? 'Naam' : 'Name').fill('Nina');
      await form.getByLabel(locale === 'nl' ? 'E-mailadres' : 'E-mail address').fill(email);
      await form.getByRole('button').click();
      const added =
        locale === 'nl'
          ? 'Bedankt, je e-mailadres is toegevoegd aan onze nieuwsbrief!'
          : 'Thank you, your e-mail address has been added to our newsletter!';
      await expect(page.getByTestId('newsletter-status')).toContainText(added);
      await form.getByLabel(locale === 'nl' ? 'Naam' : 'Name').fill('Nina');
      await form.getByLabel(locale === 'nl' ? 'E-mailadres' : 'E-mail address').fill(email);
      await form.getByRole('button').click();
      const duplicate =
        locale === 'nl' ? 'De mail is al ondertekend!' : 'This e-mail address is already subscribed!';
      await expect(page.getByTestId('newsletter-status')).toContainText(duplicate);
      await expectNoAxeViolations(page);

      await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
      const [mail] = await mailsTo(email);
      const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0];
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByTestId('newsletter-confirm')).toContainText(
        locale === 'nl' ? 'bevestigd' : 'confirmed',
      );
      await expectNoAxeViolations(page);
      await page
        .getByRole('link', {
          name: locale === 'nl' ? 'Afmelden voor de nieuwsbrief' : 'Unsubscribe from the newsletter',
        })
        .click();
      await page
        .getByRole('button', { name: locale === 'nl' ? 'Afmelden' : 'Unsubscribe', exact: true })
        .click();
      await expect(page.getByTestId('unsubscribe-status')).toContainText(
        locale === 'nl' ? 'afgemeld' : 'unsubscribed',
      );
    });

    test('a review shows after a staff member approves it', async ({ page }) => {
      await ownIp(page);
      const text = `Review ${uniq()}: snelle levering en alles werkte direct.`;
      await page.goto(`${prefix}/about#reviews`);
      await expect(page.getByTestId('reviews-list')).toBeVisible();
      const form = page.getByTestId('review-form');
      await form.getByLabel(locale === 'nl' ? 'Naam' : 'Name').fill('Eva');
      await form
        .locator('label')
        .filter({ hasText: locale === 'nl' ? '4 sterren' : '4 stars' })
        .click();
      await form.getByLabel(locale === 'nl' ? 'Uw ervaring' : 'Your experience').fill(text);
      await form.getByRole('button', { name: locale === 'nl' ? 'Review plaatsen' : 'Post review' }).click();
      await expect(page.getByTestId('review-status')).toContainText(
        locale === 'nl' ? 'Bedankt' : 'Thank you',
      );
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.getByTestId('reviews-list')).not.toContainText(text);

      // Not staff: the moderation page is a 404.
      expect((await page.request.get(`${prefix}/staff/reviews`)).status()).toBe(404);
      await staffSignIn(page.request);
      await page.goto(`${prefix}/staff/reviews`);
      const item = page.getByTestId('pending-review').filter({ hasText: text });
      await expect(item).toBeVisible();
      await expectNoAxeViolations(page);
      await item.getByRole('button', { name: locale === 'nl' ? 'Goedkeuren' : 'Approve' }).click();
      await expect(page.getByTestId('pending-review').filter({ hasText: text })).toHaveCount(0);

      await page.goto(`${prefix}/about#reviews`);
      await expect(page.getByTestId('review').filter({ hasText: text })).toBeVisible();
    });

    test('a product review shows on the product page after a staff member approves it', async ({ page }) => {
      await ownIp(page);
      const text = `Productreview ${uniq()}: geheugen werkte direct in onze server.`;
      await page.goto(`${prefix}/werkgeheugen`);
      const cards = page.getByTestId('product-card');
      const href = (n: number) => cards.nth(n).getByRole('link').first().getAttribute('href');
      // Each locale reviews its own product; a product nobody reviews shows none and has no rating in its JSON-LD.
      const [reviewed, untouched] = [await href(locale === 'nl' ? 0 : 1), await href(5)];
      const productLd = async () => {
        const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
        return graphs
          .flatMap((g) => JSON.parse(g)['@graph'] ?? [])
          .find((n: { '@type': string }) => n['@type'] === 'Product');
      };

      await page.goto(untouched!);
      await expect(page.getByTestId('reviews-summary')).toHaveAttribute('data-count', '0');
      await expect(page.getByTestId('reviews-summary')).toHaveText(
        locale === 'nl'
          ? 'Er zijn nog geen reviews voor dit product. Schrijf de eerste!'
          : 'There are no reviews of this product yet. Write the first one!',
      );
      expect(await productLd()).not.toHaveProperty('aggregateRating');

      await page.goto(`${reviewed}#reviews`);
      const before = Number(await page.getByTestId('reviews-summary').getAttribute('data-count'));
      const form = page.locator('#reviews').getByTestId('review-form');
      await form.getByLabel(locale === 'nl' ? 'Naam' : 'Name').fill('Pieter');
      await form
        .locator('label')
        .filter({ hasText: locale === 'nl' ? '5 sterren' : '5 stars' })
        .click();
      await form.getByLabel(locale === 'nl' ? 'Uw ervaring' : 'Your experience').fill(text);
      // Validation first: a too short text is refused at the field.
      await form.getByLabel(locale === 'nl' ? 'Uw ervaring' : 'Your experience').fill('kort');
      await form.getByRole('button', { name: locale === 'nl' ? 'Review plaatsen' : 'Post review' }).click();
      await expect(form.getByLabel(locale === 'nl' ? 'Uw ervaring' : 'Your experience')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await form.getByLabel(locale === 'nl' ? 'Uw ervaring' : 'Your experience').fill(text);
      await form.getByRole('button', { name: locale === 'nl' ? 'Review plaatsen' : 'Post review' }).click();
      await expect(form.getByTestId('review-status')).toContainText(
        locale === 'nl' ? 'Bedankt' : 'Thank you',
      );
      await expectNoAxeViolations(page);
      // Moderated: not on the page yet.
      await page.reload();
      await expect(page.locator('#reviews')).not.toContainText(text);

      await staffSignIn(page.request);
      await page.goto(`${prefix}/staff/reviews`);
      const item = page.getByTestId('pending-review').filter({ hasText: text });
      await item.getByRole('button', { name: locale === 'nl' ? 'Goedkeuren' : 'Approve' }).click();
      await expect(page.getByTestId('pending-review').filter({ hasText: text })).toHaveCount(0);

      await page.goto(`${reviewed}#reviews`);
      const review = page.getByTestId('review').filter({ hasText: text });
      await expect(review).toBeVisible();
      await expect(
        review.getByRole('img', { name: locale === 'nl' ? '5 van 5 sterren' : '5 out of 5 stars' }),
      ).toBeVisible();
      const summary = page.getByTestId('reviews-summary');
      const after = Number(await summary.getAttribute('data-count'));
      expect(after).toBeGreaterThan(before);
      await expect(summary).toContainText(
        locale === 'nl'
          ? /Gemiddeld [\d,]+ van 5 sterren op basis van \d+ reviews?/
          : /Average [\d.]+ out of 5 stars from \d+ reviews?/,
      );
      await expect(page.getByTestId('rating-link')).toBeVisible();
      const ld = await productLd();
      expect(ld.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        bestRating: '5',
        reviewCount: after,
      });
      expect(ld.review.some((r: { reviewBody: string }) => r.reviewBody === text)).toBe(true);
      await expectNoAxeViolations(page);
    });

    test('brand pages filter servers by generation', async ({ page }) => {
      const [route, gen, model] =
        locale === 'nl' ? ['/server-dell', 'G13', /PowerEdge [RT]\d3\d/] : ['/server-hp', 'G8', /Gen8/];
      await page.goto(`${prefix}${route}`);
      const filter = page.getByTestId('generation-filter');
      const all = Number((await page.getByTestId('result-count').textContent())!.match(/\d+/)![0]);
      await expect(filter.getByRole('link', { name: locale === 'nl' ? 'Alle' : 'All' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page);
      await filter.getByRole('link', { name: gen, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`generation=${gen}`));
      await expect(filter.getByRole('link', { name: gen, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const count = Number((await page.getByTestId('result-count').textContent())!.match(/\d+/)![0]);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(all);
      for (const name of await page.getByTestId('product-card').locator('h2').allTextContents())
        expect(name).toMatch(model);
      const names = await page.getByTestId('product-card').first().textContent();
      expect(names).toContain(locale === 'nl' ? 'excl. btw' : 'excl. VAT');
    });

    test('routers, sitemap, elements, mobile menu and info pages render and pass axe', async ({ page }) => {
      for (const p of ['/routers', '/sitemap', '/elements', '/mobile-menu', '/privacy', '/terms']) {
        await page.goto(`${prefix}${p}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.goto(`${prefix}/sitemap`);
      await expect(page.getByTestId('sitemap-categories').getByRole('link').first()).toBeVisible();
      expect(await page.getByTestId('sitemap-categories').getByRole('link').count()).toBeGreaterThan(20);
    });

    test('pre-order form for a product on request', async ({ page }) => {
      await ownIp(page);
      // Servers on request sort last: the brand page's last page has them.
      const api = await (await page.request.get('/api/portal/api/pages/server/brand?brand=dell')).json();
      await page.goto(`${prefix}/server-dell?page=${api.data.products.meta.lastPage}`);
      const open = page.getByTestId('pre-order-open').first();
      await open.click();
      const dialog = page.getByTestId('pre-order-dialog');
      await dialog.getByLabel(locale === 'nl' ? 'Aantal' : 'Quantity').fill('2');
      await dialog
        .getByRole('textbox', { name: locale === 'nl' ? 'Naam' : 'Name', exact: true })
        .fill('Piet Koper');
      await dialog
        .getByLabel(locale === 'nl' ? 'E-mailadres' : 'E-mail address')
        .fill(`pre-${uniq()}@example.nl`);
      await dialog.getByLabel(locale === 'nl' ? 'Telefoonnummer' : 'Phone number').fill('0612345678');
      await expectNoAxeViolations(page);
      await dialog
        .getByRole('button', { name: locale === 'nl' ? 'Aanvraag versturen' : 'Send request' })
        .click();
      await expect(dialog.getByRole('status')).toContainText(locale === 'nl' ? 'Bedankt' : 'Thank you');
      // Escape closes it and the keyboard is back on the button that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('offline: the service worker shows the offline page with Reload page', async ({ page, context }) => {
      await page.goto(`${prefix}/faq`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      await context.setOffline(true);
      await page.goto(`${prefix}/contact`).catch(() => undefined);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'nl' ? 'Je bent offline' : 'You are offline',
      );
      const reload = page.getByRole('button', { name: 'Reload page' });
      await expect(reload).toBeVisible();
      await context.setOffline(false);
      await reload.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
      if (!isMobile(page)) await expect(page.getByTestId('contact-form')).toBeVisible();
    });
  });
}
