import { test, expect, expectNoAxeViolations, prefix, staffSignIn, type Locale } from './support';

// The back office's coupons: staff open the screen from the navigation, are stopped at the field by a bad
// percentage, see the effect preview, create a coupon by keyboard, open it and switch it off, in both
// languages, with no axe violations. (Written with the screens; the lead runs it.)

const TEXT = {
  nl: {
    nav: 'Kortingen',
    title: 'Kortingscodes en kortingen',
    badPercent: 'Vul een heel percentage van 1 tot en met 100 in.',
    created: (code: string) => `Kortingscode ${code} is aangemaakt.`,
    saved: (code: string) => `Kortingscode ${code} is opgeslagen.`,
    save: 'Wijzigingen opslaan',
    detail: (code: string) => `Kortingscode ${code}`,
    deactivate: 'Kortingscode uitschakelen',
    off: 'Uitgeschakeld',
    log: 'Aangemaakt',
  },
  en: {
    nav: 'Discounts',
    title: 'Coupons and discounts',
    badPercent: 'Enter a whole percentage from 1 to 100.',
    created: (code: string) => `Coupon ${code} was created.`,
    saved: (code: string) => `Coupon ${code} was saved.`,
    save: 'Save changes',
    detail: (code: string) => `Coupon ${code}`,
    deactivate: 'Switch coupon off',
    off: 'Switched off',
    log: 'Created',
  },
} as const;

for (const locale of ['nl', 'en'] as Locale[]) {
  const text = TEXT[locale];
  test(`staff create a coupon with its preview, open it and switch it off (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const staff = await browser.newContext({ locale: locale === 'nl' ? 'nl-NL' : 'en-US' });
    await staff.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const desk = await staff.newPage();
    await staffSignIn(desk.request);
    await desk.goto(`${prefix(locale)}/staff/orders`);
    await desk.getByTestId('staff-nav').getByRole('link', { name: text.nav }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expectNoAxeViolations(desk);

    const code = `E2E${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const form = desk.getByTestId('coupon-form').first();
    await form.getByTestId('coupon-code').fill(code.toLowerCase());
    await form.getByTestId('coupon-value').fill('150');
    await form.getByRole('button', { name: /aanmaken|Create/ }).click();
    await expect(form.getByText(text.badPercent)).toBeVisible();
    await expect(form.getByTestId('coupon-value')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(desk);

    // 10% of the example €100 excl. VAT: €10 off excl. VAT, €12.10 incl. 21% VAT.
    await form.getByTestId('coupon-value').fill('10');
    await form.getByTestId('coupon-preview-example').fill('100');
    await expect(form.getByTestId('coupon-preview-excl')).toContainText('10');
    await expect(form.getByTestId('coupon-preview-incl')).toContainText('12');
    // Submitted by keyboard.
    await form.getByTestId('coupon-value').press('Enter');
    await expect(form.getByTestId('coupon-message')).toHaveText(text.created(code));
    const row = desk.locator(`[data-testid="staff-coupon-row"][data-code="${code}"]`);
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(desk);

    await row.getByRole('link', { name: code }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(text.detail(code));
    await expect(desk.getByTestId('coupon-audit')).toContainText(text.log);
    await expectNoAxeViolations(desk);
    // A change saved: the page comes back with the new version, and the message stays with the form.
    await desk.getByTestId('coupon-value').fill('15');
    await desk.getByRole('button', { name: text.save }).click();
    await expect(desk.getByTestId('coupon-message')).toHaveText(text.saved(code));
    await desk.waitForLoadState('networkidle');
    await expect(desk.getByTestId('coupon-value')).toHaveValue('15');
    await expect(desk.getByTestId('coupon-message')).toHaveText(text.saved(code));
    const off = desk.getByTestId('coupon-deactivate');
    await off.focus();
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('coupon-facts')).toContainText(text.off);
    await expectNoAxeViolations(desk);
    await staff.close();
  });
}
