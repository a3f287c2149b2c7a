// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { NewsletterForm } from './newsletter-form';

const SUBSCRIBE = '*/api/workflow/api/subscribers/type/subscriber';
const server = mockServerPerTest();
/** The bodies the subscribe call received. */
let sent: unknown[] = [];

beforeAll(async () => {
  // The real form's module graph takes longer to transform than waitFor waits on a busy machine.
  await import('./newsletter-form-active');
}, 30_000);
beforeEach(() => {
  sent = [];
});

function answer(status: number, body: object) {
  server.use(
    http.put(SUBSCRIBE, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
}

function setup(locale: 'nl' | 'en' = 'nl') {
  const t = (locale === 'en' ? en : nl).newsletter;
  renderWithIntl(<NewsletterForm />, { locale, toasts: false });
  const name = () => screen.getByLabelText(t.name) as HTMLInputElement;
  const email = () => screen.getByLabelText(t.email) as HTMLInputElement;
  const submit = () => fireEvent.submit(screen.getByTestId('newsletter-form'));
  return { name, email, submit };
}

describe('NewsletterForm (light form, real form on approach)', () => {
  it('keeps what was typed and the focused field when the real form takes over', async () => {
    const { name, email } = setup();
    const lightName = name();
    act(() => lightName.focus());
    fireEvent.focus(lightName);
    // Typed before the real form has loaded.
    fireEvent.change(lightName, { target: { value: 'Jan de Vries' } });
    await waitFor(() => expect(name()).not.toBe(lightName));
    expect(name().value).toBe('Jan de Vries');
    expect(email().value).toBe('');
    expect(document.activeElement).toBe(name());
  });

  it('validates a submit of the empty light form at the fields, without sending it', async () => {
    const { submit } = setup();
    submit();
    await waitFor(() => expect(screen.getAllByText(nl.validation.required)).toHaveLength(2));
    expect(sent).toHaveLength(0);
  });
});

describe.each(['nl', 'en'] as const)('NewsletterForm answers (%s)', (locale) => {
  it('sends a submit made on the light form once the real form has loaded, busy until answered', async () => {
    answer(200, { status: 'pending', message: 'Bedankt!', hint: 'Bevestig je inschrijving.' });
    const { name, email, submit } = setup(locale);
    fireEvent.change(name(), { target: { value: 'Jan de Vries' } });
    fireEvent.change(email(), { target: { value: 'jan@example.nl' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toContain('Bedankt!'));
    expect(sent).toEqual([expect.objectContaining({ name: 'Jan de Vries', email: 'jan@example.nl' })]);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it("puts a 422's field messages at the fields", async () => {
    answer(422, {
      message: 'The given data was invalid.',
      errors: { email: ['Dit domein ontvangt geen mail.'] },
    });
    const { name, email, submit } = setup(locale);
    fireEvent.change(name(), { target: { value: 'Jan de Vries' } });
    fireEvent.change(email(), { target: { value: 'jan@example.nl' } });
    submit();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Dit domein ontvangt geen mail.');
    expect(screen.getByTestId('newsletter-status').textContent).toBe('');
  });

  it('shows a failing call in the form', async () => {
    answer(500, { message: 'Server error' });
    const { name, email, submit } = setup(locale);
    fireEvent.change(name(), { target: { value: 'Jan de Vries' } });
    fireEvent.change(email(), { target: { value: 'jan@example.nl' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toBe('Server error'));
  });
});
