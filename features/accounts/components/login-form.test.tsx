// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { LoginForm } from './login-form';

// Next's router and path, which the page provides (the form's links read them).
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/customer/login',
}));

const LOGIN = '*/api/portal/accounts/async-login';
const server = mockServerPerTest();

const texts = {
  nl: { email: 'E-mailadres', password: 'Wachtwoord', busy: 'Bezig met inloggen…' },
  en: { email: 'Email address', password: 'Password', busy: 'Logging in…' },
};

function setup(locale: 'nl' | 'en') {
  renderWithIntl(<LoginForm />, { locale });
  const x = texts[locale];
  const email = screen.getByLabelText(x.email) as HTMLInputElement;
  const password = screen.getByLabelText(x.password) as HTMLInputElement;
  fireEvent.change(email, { target: { value: 'jan@example.nl' } });
  fireEvent.change(password, { target: { value: 'Geheim12345' } });
  return { x, email, password, submit: () => fireEvent.submit(screen.getByTestId('login-form')) };
}

describe.each(['nl', 'en'] as const)('login form (%s)', (locale) => {
  it('is busy while logging in, then asks for the second factor', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(LOGIN, async () => {
        await answered;
        return HttpResponse.json({ twoFactor: 'verify', redirect: '/customer' });
      }),
    );
    const { x, submit } = setup(locale);
    submit();
    const button = (await screen.findByRole('button', { name: x.busy })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    answer();
    expect(await screen.findByTestId('two-factor-verify', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("puts a 422's field messages at the fields", async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { password: ['Onjuiste gegevens.'] } },
          { status: 422 },
        ),
      ),
    );
    const { password, submit } = setup(locale);
    submit();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Onjuiste gegevens.',
    );
  });

  it('shows a failing call above the form', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const { submit } = setup(locale);
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('Server error');
  });
});
