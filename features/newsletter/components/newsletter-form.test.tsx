// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestIntl } from '@/tests/support/intl';
import { NewsletterForm } from './newsletter-form';

const putSubscriber = vi.hoisted(() => vi.fn());
vi.mock('../api/subscribe', () => ({ putSubscriber }));

function setup() {
  render(
    <TestIntl>
      <NewsletterForm />
    </TestIntl>,
  );
  const name = () => screen.getByLabelText('Naam') as HTMLInputElement;
  const email = () => screen.getByLabelText('E-mailadres') as HTMLInputElement;
  return { name, email };
}

afterEach(() => {
  cleanup();
  putSubscriber.mockReset();
});

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

  it('sends a submit made on the light form once the real form has loaded', async () => {
    putSubscriber.mockResolvedValue({
      status: 'pending',
      message: 'Bedankt!',
      hint: 'Bevestig je inschrijving.',
    });
    const { name, email } = setup();
    fireEvent.change(name(), { target: { value: 'Jan de Vries' } });
    fireEvent.change(email(), { target: { value: 'jan@example.nl' } });
    fireEvent.submit(screen.getByTestId('newsletter-form'));
    await waitFor(() => expect(putSubscriber).toHaveBeenCalledTimes(1));
    expect(putSubscriber.mock.calls[0][0]).toMatchObject({ name: 'Jan de Vries', email: 'jan@example.nl' });
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toContain('Bedankt!'));
  });

  it('validates a submit of the empty light form at the fields, without sending it', async () => {
    setup();
    fireEvent.submit(screen.getByTestId('newsletter-form'));
    await waitFor(() => expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(2));
    expect(putSubscriber).not.toHaveBeenCalled();
  });
});
