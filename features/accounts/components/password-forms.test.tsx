// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { ForgotPasswordForm, ResetPasswordForm } from './password-forms';

const FORGOT = '*/api/portal/accounts/password/forgot';
const RESET = '*/api/portal/accounts/password/reset';
const TOKEN = 'a'.repeat(40);
const server = mockServerPerTest();

beforeEach(() => window.history.replaceState(null, '', '/customer/forgot-password'));

/** The field's error message, which aria-describedby links to it (after the hint, if any). */
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent;

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('forgot and reset password (%s)', (locale, messages) => {
  const t = messages.accounts;
  const submit = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

  describe('forgot password', () => {
    function send() {
      renderWithIntl(<ForgotPasswordForm />, { locale });
      fireEvent.change(screen.getByLabelText(t.fields.email), { target: { value: 'jan@example.nl' } });
      fireEvent.click(submit(t.forgot.submit));
    }

    it('is busy while sending, then shows the server’s answer', async () => {
      let sent: unknown;
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post(FORGOT, async ({ request }) => {
          sent = await request.json();
          await answered;
          return HttpResponse.json({ message: t.forgot.sent });
        }),
      );
      send();
      await waitFor(() => expect(submit(t.forgot.submit).disabled).toBe(true));
      answer();
      expect((await screen.findByTestId('forgot-answer')).textContent).toBe(t.forgot.sent);
      expect(sent).toEqual({ email: 'jan@example.nl' });
      expect(submit(t.forgot.submit).disabled).toBe(false);
    });

    it("puts a 422's field message at the field", async () => {
      const refusal = locale === 'nl' ? 'Dit domein bestaat niet.' : 'This domain does not exist.';
      server.use(
        http.post(FORGOT, () =>
          HttpResponse.json({ message: 'invalid', errors: { email: [refusal] } }, { status: 422 }),
        ),
      );
      send();
      const email = screen.getByLabelText(t.fields.email);
      await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
      expect(errorOf(email)).toBe(refusal);
      expect(screen.queryByTestId('forgot-answer')).toBeNull();
    });

    it('shows a failing call in the form itself (no notice of its own)', async () => {
      server.use(http.post(FORGOT, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
      send();
      expect((await screen.findByTestId('forgot-answer')).textContent).toBe('Server error');
      expect(screen.queryByText(messages.notify.requestError)).toBeNull();
    });
  });

  describe('reset password', () => {
    function send(token = TOKEN) {
      renderWithIntl(<ResetPasswordForm token={token} />, { locale });
      fireEvent.change(screen.getByLabelText(t.fields.password), { target: { value: 'Nieuw12345' } });
      fireEvent.change(screen.getByLabelText(t.fields.passwordRepeat), { target: { value: 'Nieuw12345' } });
      fireEvent.click(submit(t.reset.submit));
    }

    it('is busy while saving, then shows the answer and the way to log in', async () => {
      let sent: unknown;
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post(RESET, async ({ request }) => {
          sent = await request.json();
          await answered;
          return HttpResponse.json({ message: t.reset.done });
        }),
      );
      send();
      await waitFor(() => expect(submit(t.reset.submit).disabled).toBe(true));
      answer();
      expect((await screen.findByTestId('reset-answer')).textContent).toBe(t.reset.done);
      expect(screen.getByRole('link', { name: t.reset.toLogin })).toBeTruthy();
      expect(screen.queryByLabelText(t.fields.password)).toBeNull();
      expect(sent).toEqual({ token: TOKEN, password: 'Nieuw12345', passwordRepeat: 'Nieuw12345' });
    });

    it("puts a 422's field message at the field", async () => {
      const refusal =
        locale === 'nl'
          ? 'Kies een wachtwoord dat je niet eerder gebruikte.'
          : 'Choose a password not used before.';
      server.use(
        http.post(RESET, () =>
          HttpResponse.json({ message: 'invalid', errors: { password: [refusal] } }, { status: 422 }),
        ),
      );
      send();
      const password = screen.getByLabelText(t.fields.password);
      await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
      expect(errorOf(password)).toBe(refusal);
      expect(screen.queryByTestId('reset-answer')).toBeNull();
    });

    it('shows a refused link above the form, with the way to a new one', async () => {
      server.use(
        http.post(RESET, () =>
          HttpResponse.json(
            { message: t.reset.invalid, errors: { token: [t.reset.invalid] } },
            { status: 422 },
          ),
        ),
      );
      send();
      const answer = await screen.findByTestId('reset-answer');
      expect(answer.textContent).toContain(t.reset.invalid);
      expect(screen.getByRole('link', { name: t.reset.again })).toBeTruthy();
    });

    it('shows a failing call in the form itself (no notice of its own)', async () => {
      server.use(http.post(RESET, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
      send();
      expect((await screen.findByTestId('reset-answer')).textContent).toContain('Server error');
      expect(submit(t.reset.submit).disabled).toBe(false);
      expect(screen.queryByText(messages.notify.requestError)).toBeNull();
    });
  });
});
