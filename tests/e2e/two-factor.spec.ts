import { test, expect, expectNoAxeViolations, totpCode } from './support';

test.describe('staff two-factor', () => {
  test('a new member of staff sets up the second factor at the first login, then logs in with a recovery code', async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    // scripts/e2e-server.mjs made one account per project and try: an account enrols once.
    const email = `enrol-${info.project.name}-${Math.min(info.retry, 1)}@e2e.test`;
    const staffApi = async () => (await page.request.get('/api/portal/api/staff/chats')).status();

    await page.goto('/customer/login');
    const form = page.getByTestId('login-form');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Wachtwoord').fill('Geheim12345');
    await form.getByRole('button', { name: 'Inloggen' }).click();

    // The password alone opens nothing: the enrolment comes first.
    await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toBeFocused();
    await expect(
      page.getByRole('img', { name: 'QR-code om je account toe te voegen aan een authenticator-app' }),
    ).toBeVisible();
    expect(await staffApi()).toBe(401);
    expect((await page.request.get('/staff/reviews')).status()).toBe(404);
    await expectNoAxeViolations(page);

    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    const code = page.getByLabel('Code uit de app');
    await code.fill('123');
    await code.press('Enter');
    await expect(page.getByText('Vul de 6 cijfers uit je app in, of een herstelcode.')).toBeVisible();
    await code.fill(await totpCode(secret));
    await code.press('Enter');

    await expect(page.getByRole('heading', { name: 'Je herstelcodes' })).toBeFocused();
    const codes = await page.getByTestId('recovery-code').allInnerTexts();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ik heb de codes bewaard' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    expect(await staffApi()).toBe(200);
    await page.goto('/staff/reviews');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.request.get('/staff/reviews')).status()).toBe(200);

    // The account page: on, and required for staff (no way to switch it off).
    await page.goto('/customer/password');
    await expect(page.getByTestId('two-factor-settings')).toHaveAttribute('data-enabled', 'true');
    await expect(page.getByText('Nog 10 herstelcodes over.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tweestapsverificatie uitschakelen' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Logged out, then in again, in English, with a recovery code (keyboard only).
    await page.request.post('/api/portal/accounts/logout', { data: {} });
    expect(await staffApi()).toBe(401);
    await page.goto('/en/customer/login');
    const en = page.getByTestId('login-form');
    await en.getByLabel('Email address').fill(email);
    await en.getByLabel('Password').fill('Geheim12345');
    await en.getByLabel('Password').press('Enter');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeFocused();
    expect(await staffApi()).toBe(401);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Verification code or recovery code')).toBeFocused();
    await page.keyboard.type(codes[0]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/customer$/);
    expect(await staffApi()).toBe(200);

    // That recovery code is spent.
    await page.request.post('/api/portal/accounts/logout', { data: {} });
    const again = await page.request.post('/api/portal/accounts/async-login', {
      data: { email, password: 'Geheim12345' },
    });
    expect((await again.json()).twoFactor).toBe('verify');
    const reuse = await page.request.post('/api/portal/accounts/two-factor/verify', {
      data: { code: codes[0] },
    });
    expect(reuse.status()).toBe(422);
    expect(await staffApi()).toBe(401);
  });
});
