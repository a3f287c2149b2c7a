// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { ContactForm } from './contact-form';

// Next's router, which the page provides; the form navigates with it on success.
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push }),
  usePathname: () => '/contact',
}));

const CONTACT = '*/api/workflow/api/public/contact/form';
const server = mockServerPerTest();

const texts = {
  nl: {
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    message: 'Bericht',
    submit: 'Versturen',
    sending: 'Bezig met versturen…',
  },
  en: {
    name: 'Name',
    email: 'E-mail address',
    phone: 'Phone number',
    message: 'Message',
    submit: 'Send',
    sending: 'Sending…',
  },
} as const;

function setup(locale: 'nl' | 'en') {
  push.mockReset();
  renderWithIntl(<ContactForm />, { locale });
  const x = texts[locale];
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label} \\*$`));
  fireEvent.change(field(x.name), { target: { value: 'Jan de Vries' } });
  fireEvent.change(field(x.email), { target: { value: 'jan@example.nl' } });
  fireEvent.change(field(x.phone), { target: { value: '020 123 4567' } });
  fireEvent.change(field(x.message), {
    target: { value: 'Ik zoek twintig servers met dubbele voeding en vier schijven.' },
  });
  const submit = () => fireEvent.submit(screen.getByTestId('contact-form'));
  return { push, submit, x, field };
}

describe.each(['nl', 'en'] as const)('contact form (%s)', (locale) => {
  it('is busy while sending and goes to the thank-you page on success', async () => {
    let body: unknown;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(CONTACT, async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { push, submit, x } = setup(locale);
    submit();
    const button = await screen.findByRole('button', { name: x.sending });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(push.mock.calls[0][0]).toContain('contact-success');
    expect(body).toMatchObject({ name: 'Jan de Vries', email: 'jan@example.nl', phone: '020 123 4567' });
  });

  it("puts a 422's field messages at the fields", async () => {
    server.use(
      http.post(CONTACT, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { email: ['Dit adres bestaat niet.'] } },
          { status: 422 },
        ),
      ),
    );
    const { submit, x, field } = setup(locale);
    submit();
    const error = await screen.findByTestId('contact-email-error');
    expect(error.textContent).toBe('Dit adres bestaat niet.');
    expect(field(x.email).getAttribute('aria-invalid')).toBe('true');
    expect(field(x.email).getAttribute('aria-describedby')).toBe('contact-email-error');
  });

  it('shows a failing call in the form and leaves the fields as typed', async () => {
    server.use(http.post(CONTACT, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const { submit, x, field } = setup(locale);
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Server error'));
    expect((field(x.name) as HTMLInputElement).value).toBe('Jan de Vries');
    expect((screen.getByRole('button', { name: x.submit }) as HTMLButtonElement).disabled).toBe(false);
  });
});
