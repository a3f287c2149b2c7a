// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { countryOptions } from '../countries';
import { RegisterProvider } from './register-provider';
import { RegisterStepOneForm } from './register-step-one';
import { RegisterStepTwoForm } from './register-step-two';

// Next's router, which the page provides: step one goes on to step two's page with it.
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/register/step-one',
}));

const REGISTER = '*/api/portal/customer/register';
const server = mockServerPerTest();

beforeEach(() => {
  push.mockReset();
  window.history.replaceState(null, '', '/register/step-two');
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('registration in two steps (%s)', (locale, messages) => {
  const t = messages.accounts;

  /** Both steps as the registration layout keeps them: step two shows once step one is filled in. */
  function render() {
    renderWithIntl(
      <RegisterProvider>
        <RegisterStepOneForm countries={countryOptions(locale)} fromOrder={false} />
        <RegisterStepTwoForm fromOrder={false} />
      </RegisterProvider>,
      { locale },
    );
  }

  async function fillStepOne() {
    render();
    const one = within(screen.getByTestId('register-step-one'));
    const type = (label: string, value: string) =>
      fireEvent.change(one.getByLabelText(label), { target: { value } });
    type(t.fields.companyName, 'Servers BV');
    type(t.fields.address, 'Damrak');
    type(t.fields.house, '1');
    type(t.fields.postcode, '1012 LG');
    type(t.fields.city, 'Amsterdam');
    type(t.fields.username, 'Jan de Vries');
    type(t.fields.phone, '020 123 4567');
    type(t.fields.email, 'jan@example.nl');
    type(t.fields.password, 'Geheim12345');
    type(t.fields.passwordRepeat, 'Geheim12345');
    fireEvent.click(one.getByRole('button', { name: t.register.next }));
    // On to step two's page (in the locale's path).
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(push.mock.calls[0][0]).toMatch(/^(\/en)?\/register\/step-two$/);
    return within(await screen.findByTestId('register-step-two'));
  }

  async function sendStepTwo() {
    const two = await fillStepOne();
    fireEvent.change(two.getByLabelText(t.fields.category), { target: { value: 'business' } });
    fireEvent.change(two.getByLabelText(t.fields.bankAccount), { target: { value: 'NL91ABNA0417164300' } });
    fireEvent.click(two.getByRole('checkbox', { name: t.fields.terms }));
    fireEvent.click(two.getByRole('button', { name: t.register.submit }));
    return two;
  }

  it('checks step one at the fields before going on', async () => {
    render();
    const one = within(screen.getByTestId('register-step-one'));
    fireEvent.change(one.getByLabelText(t.fields.password), { target: { value: 'kort' } });
    fireEvent.click(one.getByRole('button', { name: t.register.next }));
    const password = one.getByLabelText(t.fields.password);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(one.getByLabelText(t.fields.email).getAttribute('aria-invalid')).toBe('true');
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByTestId('register-step-two')).toBeNull();
  });

  it('is busy while registering and sends both steps in one call', async () => {
    let data: Record<string, unknown> = {};
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(REGISTER, async ({ request }) => {
        data = JSON.parse(String((await request.formData()).get('data')));
        await answered;
        return HttpResponse.json({ customerId: 1, customerNumber: 1001 });
      }),
    );
    const two = await sendStepTwo();
    const busy = (await two.findByRole('button', { name: t.register.busy })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer();
    await waitFor(() => expect(data.email).toBe('jan@example.nl'));
    expect(data).toMatchObject({ companyName: 'Servers BV', category: 'business', terms: true });
    // Registered: the page is left for the success page, the button stays off meanwhile.
    await waitFor(() =>
      expect((two.getByRole('button', { name: t.register.submit }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(two.queryByTestId('register-error')).toBeNull();
  });

  it("puts a 422's field messages of step two at its fields", async () => {
    const refusal = locale === 'nl' ? 'Dit IBAN is al in gebruik.' : 'This IBAN is already in use.';
    server.use(
      http.post(REGISTER, () =>
        HttpResponse.json({ message: 'invalid', errors: { bankAccount: [refusal] } }, { status: 422 }),
      ),
    );
    const two = await sendStepTwo();
    const iban = two.getByLabelText(t.fields.bankAccount);
    await waitFor(() => expect(iban.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(iban.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent,
    ).toBe(refusal);
    expect(two.queryByTestId('register-error')).toBeNull();
  });

  it('shows a refusal of a step one field above the form, with the way back to step one', async () => {
    const refusal =
      locale === 'nl' ? 'Dit e-mailadres heeft al een account.' : 'This email already has an account.';
    server.use(
      http.post(REGISTER, () =>
        HttpResponse.json({ message: 'invalid', errors: { email: [refusal] } }, { status: 422 }),
      ),
    );
    const two = await sendStepTwo();
    const error = await two.findByTestId('register-error');
    expect(error.textContent).toContain(`email: ${refusal}`);
    expect(within(error).getByRole('link', { name: t.register.back })).toBeTruthy();
  });

  it('shows a failing call in the form itself (no notice of its own)', async () => {
    server.use(http.post(REGISTER, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const two = await sendStepTwo();
    expect((await two.findByTestId('register-error')).textContent).toContain('Server error');
    expect((two.getByRole('button', { name: t.register.submit }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(messages.notify.requestError)).toBeNull();
  });
});
