import { test, expect, expectNoAxeViolations, prefix, staffSignIn } from './support';

// The back office's menus and redirects: staff add a redirect and the shop follows it (both locales),
// then delete it; staff add an item to the main menu, rename it and see it in the shop's menu page in Dutch
// and English, move it by keyboard (focus stays on the button), then remove it again. No axe violations on
// either screen.

test('staff add a redirect and the shop follows it; then delete it', async ({ browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const from = `/e2e-oud-${stamp}`;
  const staff = await browser.newContext({ locale: 'nl-NL' });
  await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  const desk = await staff.newPage();
  await staffSignIn(desk.request);
  await desk.goto('/staff/content');
  await desk.getByRole('link', { name: 'Doorverwijzingen' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Doorverwijzingen');
  await expectNoAxeViolations(desk);

  const form = desk.getByTestId('redirect-new-form');
  await expect(form.getByRole('button', { name: 'Doorverwijzing toevoegen' })).toBeEnabled();
  // A path that does not exist is refused at the field.
  await form.getByLabel('Van (oud pad)').fill(from);
  await form.getByLabel('Naar (pad of https-adres)').fill('/bestaat-niet-e2e');
  await form.getByRole('button', { name: 'Doorverwijzing toevoegen' }).click();
  await expect(form.getByText('Dit pad bestaat niet in de winkel.')).toBeVisible();
  await expectNoAxeViolations(desk);
  await form.getByLabel('Naar (pad of https-adres)').fill('/faq');
  await form.getByLabel('Soort').selectOption('302');
  await form.getByRole('button', { name: 'Doorverwijzing toevoegen' }).click();
  await expect(desk.getByTestId('redirect-new-message')).toHaveText('Doorverwijzing toegevoegd.');

  await desk.getByRole('searchbox', { name: 'Zoeken op pad' }).fill(from);
  await desk.getByRole('searchbox', { name: 'Zoeken op pad' }).press('Enter');
  const row = desk.locator(`[data-testid="staff-redirect-row"][data-path="${from}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('302 tijdelijk');

  // The shop follows it at once, in both locales.
  const shopper = await browser.newContext();
  await shopper.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  const page = await shopper.newPage();
  for (const locale of ['nl', 'en'] as const) {
    const res = await page.request.get(`${prefix(locale)}${from.toUpperCase()}`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(new URL(res.headers().location, baseURL).pathname).toBe(`${prefix(locale)}/faq`);
    await page.goto(`${prefix(locale)}${from}`);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/faq$`));
  }

  // Deleted after an explicit confirmation: the old path is a 404 again.
  await row.getByRole('button', { name: `Doorverwijzing ${from} verwijderen` }).click();
  await row.getByTestId('redirect-delete-confirm').click();
  await expect(row).toHaveCount(0);
  // (Followed: the shopper's language cookie, set by the English visit above, sends '/…' on to '/en/…'.)
  const gone = await page.request.get(from);
  expect(gone.status()).toBe(404);
  expect(new URL(gone.url()).pathname).toMatch(new RegExp(`^(/en)?${from}$`));
  await staff.close();
  await shopper.close();
});

test('staff add, rename and reorder a main menu item by keyboard; the shop shows it in nl and en', async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const staff = await browser.newContext({ locale: 'nl-NL' });
  await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  const desk = await staff.newPage();
  await staffSignIn(desk.request);
  await desk.goto('/staff/content');
  await desk.getByRole('link', { name: "Menu's" }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText("Menu's");
  await expectNoAxeViolations(desk);

  const editor = desk.getByTestId('menu-editor-main');
  const add = editor.getByRole('button', { name: 'Item toevoegen' });
  await expect(add).toBeEnabled();
  await add.click();
  const items = editor.getByTestId('menu-item');
  const last = items.last();
  await last.getByLabel('Tekst (Nederlands)').fill(`Proef ${stamp}`);
  await last.getByLabel('Tekst (Engels)').fill(`Trial ${stamp}`);
  await last.getByLabel('Link').fill('/faq');
  await editor.getByRole('button', { name: 'Menu opslaan' }).click();
  await expect(desk.getByTestId('menu-main-message')).toHaveText('Menu opgeslagen.');

  // Rename it (the editor reloads with the saved version; the new item is the last).
  await expect(last.getByLabel('Tekst (Nederlands)')).toHaveValue(`Proef ${stamp}`);
  await last.getByLabel('Tekst (Nederlands)').fill(`Hernoemd ${stamp}`);
  await last.getByLabel('Tekst (Engels)').fill(`Renamed ${stamp}`);

  // Move it up one place by keyboard: the focus stays on its Up button and the order changes.
  const count = await items.count();
  const up = editor.getByRole('button', { name: `Hernoemd ${stamp} een plaats omhoog` });
  await up.focus();
  await desk.keyboard.press('Enter');
  await expect(up).toBeFocused();
  await expect(items.nth(count - 2).getByLabel('Tekst (Nederlands)')).toHaveValue(`Hernoemd ${stamp}`);
  await editor.getByRole('button', { name: 'Menu opslaan' }).click();
  await expect(desk.getByTestId('menu-main-message')).toHaveText('Menu opgeslagen.');
  await expectNoAxeViolations(desk);

  // The shop's menu page shows it at once, in both languages.
  const shop = await browser.newContext();
  await shop.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  const page = await shop.newPage();
  await page.goto('/mobile-menu');
  await expect(page.getByRole('link', { name: `Hernoemd ${stamp}` })).toBeVisible();
  await page.goto('/en/mobile-menu');
  await expect(page.getByRole('link', { name: `Renamed ${stamp}` })).toBeVisible();
  const api = await (
    await page.request.get('/api/portal/api/menus/main', { headers: { 'x-locale': 'en' } })
  ).json();
  expect(JSON.stringify(api.data)).toContain(`Renamed ${stamp}`);

  // Leave the menu as it was.
  await desk.reload();
  await editor.getByRole('button', { name: `Hernoemd ${stamp} verwijderen` }).click();
  await editor.getByRole('button', { name: 'Menu opslaan' }).click();
  await expect(desk.getByTestId('menu-main-message')).toHaveText('Menu opgeslagen.');
  await staff.close();
  await shop.close();
});
