import sharp from 'sharp';
import { test, expect, expectNoAxeViolations, placeIdealOrder, staffSignIn } from './support';

// Product images in the back office: staff upload two images to a new product, give both Dutch alt texts,
// move the second to the top by keyboard (the new position is announced), save, and the shop's product
// page shows that image first with its alt text and a srcset of the stored widths; no axe violations on
// the editor.

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

test('staff upload, describe and reorder product images in both languages; the shop shows them and a shopper buys the product', async ({
  browser,
  baseURL,
}) => {
  const stamp = `img${Date.now().toString(36)}`;
  const staff = await browser.newContext({ locale: 'nl-NL' });
  await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  const desk = await staff.newPage();
  await staffSignIn(desk.request);
  const created = await desk.request.post('/api/portal/api/staff/products', {
    data: {
      nameNl: `E2E-beeldserver ${stamp}`,
      nameEn: `E2E image server ${stamp}`,
      categoryId: 116,
      type: 2,
      condition: 'refurbished',
      article: `E2E-${stamp}`,
      sku: `E2E-SKU-${stamp}`,
      price: 10_000,
      quantity: 3,
      active: true,
      slug: `e2e-beeldserver-${stamp}`,
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: number; path: string } };

  await desk.goto(`/staff/products/${product.id}`);
  const section = desk.getByTestId('product-images');
  await expect(section.getByRole('heading', { level: 2, name: 'Afbeeldingen' })).toBeVisible();
  await expect(section.getByTestId('product-images-empty')).toBeVisible();

  await section.getByLabel('Afbeeldingen uploaden').setInputFiles([
    { name: 'achterkant.jpg', mimeType: 'image/jpeg', buffer: await picture(30, 60, 160) },
    { name: 'voorkant.jpg', mimeType: 'image/jpeg', buffer: await picture(170, 40, 40) },
  ]);
  await section.getByTestId('product-images-submit').click();
  await expect(section.getByTestId('product-image')).toHaveCount(2);
  await expect(section.getByTestId('product-images-message')).toHaveText('2 afbeeldingen toegevoegd.');
  await expectNoAxeViolations(desk);

  const [first, second] = await section.getByTestId('product-image').all();
  await first.getByLabel('Alt-tekst (Nederlands)').fill('Achterkant met aansluitingen');
  await first.getByLabel('Alt-tekst (Engels)').fill('Back with its connectors');
  await second.getByLabel('Alt-tekst (Nederlands)').fill('Voorkant van de server');
  await second.getByLabel('Alt-tekst (Engels)').fill('Front of the server');
  const secondId = await second.getAttribute('data-image-id');

  // By keyboard: focus 'move image 2 up' and press Enter; focus stays with the moved image.
  const up = section.getByRole('button', { name: 'Afbeelding 2 omhoog' });
  await up.focus();
  await desk.keyboard.press('Enter');
  await expect(section.getByTestId('product-images-announce')).toHaveText(
    'Afbeelding staat nu op positie 1 van 2.',
  );
  await expect(section.getByTestId('product-image').first()).toHaveAttribute('data-image-id', secondId!);
  await expect(section.getByRole('button', { name: 'Afbeelding 1 omlaag' })).toBeFocused();
  await section.getByRole('button', { name: 'Volgorde en alt-teksten opslaan' }).click();
  await expect(section.getByTestId('product-images-message')).toHaveText(
    'Volgorde en alt-teksten opgeslagen.',
  );
  await expectNoAxeViolations(desk);

  const saved = (await (
    await desk.request.get(`/api/portal/api/staff/products/${product.id}/images`)
  ).json()) as {
    images: { id: number; path: string }[];
  };
  expect(String(saved.images[0].id)).toBe(secondId);

  const shop = await staff.newPage();
  await shop.goto(product.path);
  const img = shop.getByTestId('gallery').locator('img').first();
  await expect(img).toHaveAttribute('alt', 'Voorkant van de server');
  await expect(img).toHaveAttribute('src', saved.images[0].path);
  await expect(img).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1600w/);
  await shop.goto(`/en${product.path}`);
  await expect(shop.getByTestId('gallery').locator('img').first()).toHaveAttribute(
    'alt',
    'Front of the server',
  );
  await staff.close();

  // A shopper buys it: into the cart from its page, through the checkout, paid with the test provider.
  const shopper = await browser.newContext({ locale: 'nl-NL' });
  await shopper.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  const page = await shopper.newPage();
  await page.goto(product.path);
  await page.getByTestId('product-actions').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await page.goto('/order');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('E2E-beeldserver');
  await placeIdealOrder(page);
  await page.getByTestId('test-pay-paid').click();
  await expect(page).toHaveURL(/\/order\/\d+\/success\?access=/);
  await shopper.close();
});
