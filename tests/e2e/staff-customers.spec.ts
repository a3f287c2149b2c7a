import {
  test,
  expect,
  expectNoAxeViolations,
  prefix,
  registerApiCustomer,
  staffSignIn,
  type Locale,
} from './support';

// The back office's customers: a registered customer is found in the staff list, opened, given a note
// and a status discount, blocked (the login refuses them, their session ends) and unblocked, in both
// languages, by mouse and keyboard, with no axe violations.

const TEXT = {
  nl: {
    nav: 'Klanten',
    title: 'Klanten',
    search: 'Zoek een klant',
    sort: 'Sorteren',
    byName: 'Naam (A–Z)',
    heading: /^Klant K-\d{4}-\d{6}$/,
    noteLabel: 'Nieuwe notitie',
    noteAdded: 'Notitie toegevoegd.',
    discountLabel: 'Korting in procenten',
    discountSave: 'Korting opslaan',
    discountNow: 'Nu 10% korting',
    badPercent: 'Vul een heel getal van 0 tot en met 100 in',
    block: 'Account blokkeren',
    unblock: 'Blokkering opheffen',
    blocked: 'Geblokkeerd',
    active: 'Actief',
    loginBlocked: 'Dit account is geblokkeerd. Neem contact met ons op als je denkt dat dit niet klopt.',
    erase: 'Klantgegevens wissen',
    eraseKeep: 'Niet wissen',
    log: 'Account geblokkeerd',
  },
  en: {
    nav: 'Customers',
    title: 'Customers',
    search: 'Find a customer',
    sort: 'Sort',
    byName: 'Name (A–Z)',
    heading: /^Customer K-\d{4}-\d{6}$/,
    noteLabel: 'New note',
    noteAdded: 'Note added.',
    discountLabel: 'Discount in percent',
    discountSave: 'Save discount',
    discountNow: 'Now 10% off',
    badPercent: 'Enter a whole number from 0 to 100',
    block: 'Block account',
    unblock: 'Lift the block',
    blocked: 'Blocked',
    active: 'Active',
    loginBlocked: 'This account is blocked. Please contact us if you think this is a mistake.',
    erase: 'Erase customer data',
    eraseKeep: "Don't erase",
    log: 'Account blocked',
  },
} as const;

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff find a customer, add a note and a discount, block and unblock them (${locale})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // The customer registers (the test's own request holds their session).
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `klant-${stamp}@e2e.test`;
    await registerApiCustomer(request, email, {
      companyName: `Klantbedrijf ${stamp}`,
      username: `Klaas ${stamp}`,
    });
    expect((await request.get('/api/portal/customer/profile')).status()).toBe(200);

    // A member of staff, in a browser of their own.
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff/orders`);
    await desk.getByTestId('staff-nav').getByRole('link', { name: text.nav }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(desk.getByTestId('staff-nav').getByRole('link', { name: text.nav })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(desk);

    // Found by company name, sorted by name; the search works as a plain GET form (Enter submits).
    await desk.getByLabel(text.search, { exact: true }).fill(`klantbedrijf ${stamp}`);
    await desk.getByLabel(text.sort, { exact: true }).selectOption({ label: text.byName });
    await desk.getByLabel(text.search, { exact: true }).press('Enter');
    await expect(desk).toHaveURL(/sort=name/);
    const row = desk.getByTestId('staff-customer-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row.getByTestId('staff-customer-state')).toHaveText(text.active);
    await expectNoAxeViolations(desk);

    await row.getByRole('link').first().click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expect(desk.getByTestId('customer-account')).toContainText(email);
    await expect(desk.getByTestId('customer-vat')).toBeVisible();
    await expectNoAxeViolations(desk);

    // A note, by keyboard only: type, Tab to the button, Enter.
    const note = desk.getByLabel(text.noteLabel);
    await note.focus();
    await desk.keyboard.type(`Belt graag na vijven (${stamp})`);
    await desk.keyboard.press('Tab');
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('customer-note-message')).toHaveText(text.noteAdded);
    await expect(desk.getByTestId('customer-note-list')).toContainText(`Belt graag na vijven (${stamp})`);
    await expect(note).toHaveValue('');

    // The status discount: refused at the field outside 0–100, then saved.
    const discount = desk.getByLabel(text.discountLabel);
    await discount.fill('150');
    await desk.getByRole('button', { name: text.discountSave }).click();
    await expect(desk.getByText(text.badPercent)).toBeVisible();
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(desk);
    await discount.fill('10');
    await desk.getByRole('button', { name: text.discountSave }).click();
    await expect(desk.getByTestId('customer-discount-current')).toHaveText(text.discountNow);

    // Blocked: the customer's session ends and the login says why, in their language.
    await desk.getByRole('button', { name: text.block }).click();
    await expect(desk.getByTestId('staff-customer-state')).toHaveText(text.blocked);
    await expect(desk.getByRole('button', { name: text.unblock })).toBeVisible();
    await expect(desk.getByTestId('customer-audit-list')).toContainText(text.log);
    await expectNoAxeViolations(desk);
    expect((await request.get('/api/portal/customer/profile')).status()).toBe(401);
    const refused = await request.post('/api/portal/accounts/async-login', {
      headers: { 'x-locale': locale },
      data: { email, password: 'Geheim12345' },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors.password).toEqual([text.loginBlocked]);

    // Unblocked (by keyboard): the customer signs in again.
    await desk.getByRole('button', { name: text.unblock }).focus();
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('staff-customer-state')).toHaveText(text.active);
    const back = await request.post('/api/portal/accounts/async-login', {
      headers: { 'x-locale': locale },
      data: { email, password: 'Geheim12345' },
    });
    expect(back.status()).toBe(200);

    // Erasing asks in place first, with the customer number to type (focused); staff can step back.
    await desk.getByRole('button', { name: text.erase }).click();
    await expect(desk.getByTestId('customer-erase-number')).toBeFocused();
    await expectNoAxeViolations(desk);
    await desk.getByRole('button', { name: text.eraseKeep }).click();
    await expect(desk.getByTestId('customer-erase-confirm')).toHaveCount(0);
    await staff.close();
  });
}

test('the customer pages are not there for shoppers', async ({ page }) => {
  for (const path of ['/staff/customers', '/en/staff/customers', '/staff/customers/1']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});
