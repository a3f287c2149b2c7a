import { test, expect, expectNoAxeViolations, placeIdealOrder, registerApiCustomer } from './support';

/**
 * The shop reached on another name than localhost (the tests' baseURL): 127.0.0.1, as a shopper on the
 * LAN or behind a proxy would. PUBLIC_URL is unset on the e2e server, so nothing may send the browser
 * to localhost: it would lose its session cookie there.
 */
const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const onHost = (path: string) => new RegExp(`^${origin.replace(/\./g, '\\.')}${path}`);

test('a customer on 127.0.0.1 logs in and orders on account, staying on that host to the success page', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const email = `hosts-${info.project.name}-${Date.now()}-${info.workerIndex}@e2e.test`;
  await registerApiCustomer(request, email);

  // Redirects of pages and of the proxy stay on the host too.
  await page.goto(`${origin}/customer`);
  await expect(page).toHaveURL(onHost('/customer/login$'));
  await page.goto(`${origin}/memory`);
  await expect(page).toHaveURL(onHost('/werkgeheugen$'));

  await page.goto(`${origin}/customer/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill('Geheim12345');
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(onHost('/customer$'));
  await expect(page.getByTestId('portal-number')).toBeVisible();

  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await page.goto(`${origin}/order`);
  await page.getByTestId('to-checkout').click();
  const address = page.getByTestId('address-form');
  await expect(address.locator('#email')).toHaveValue(email);
  await page.getByTestId('address-submit').click();
  await expect(page.getByTestId('delivery-form')).toBeVisible();
  await page.getByTestId('delivery-type-1').check();
  await page.getByTestId('delivery-submit').click();
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await page.getByTestId('method-oprekening').check();
  await page.getByTestId('conditions').check();
  await page.getByTestId('place-order').click();

  await expect(page).toHaveURL(onHost('/order/\\d+/success\\?access='));
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('order-lines')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest on 127.0.0.1 paying online comes back from the payment page to that host', async ({ page }) => {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await page.goto(`${origin}/order`);
  await placeIdealOrder(page);
  await expect(page).toHaveURL(onHost('/pay/test/tst_'));
  await page.getByTestId('test-pay-paid').click();
  await expect(page).toHaveURL(onHost('/order/\\d+/success\\?access='));
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
});
