// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findRequestError, mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { sendChatFile, sendChatMessage } from '../api/chat-api';
import { ChatComposer } from './chat-composer';

const MESSAGE = '*/api/portal/chat/message';
const server = mockServerPerTest();

/** The composer as the shopper's chat renders it when nobody is online: message and e-mail address. */
function setup(locale: 'nl' | 'en') {
  const t = (locale === 'en' ? en : nl).chat;
  renderWithIntl(
    <ChatComposer
      label={t.messageLabel}
      emailLabel={t.replyEmail}
      onSend={(message, email) => sendChatMessage(7, message, email)}
      onFile={(file) => sendChatFile(7, file)}
    />,
    { locale },
  );
  const message = screen.getByRole('textbox', { name: t.messageLabel }) as HTMLTextAreaElement;
  const email = screen.getByLabelText(t.replyEmail) as HTMLInputElement;
  fireEvent.change(message, { target: { value: 'Is de R740 nog leverbaar?' } });
  fireEvent.change(email, { target: { value: 'jan@example.nl' } });
  const send = () => fireEvent.submit(screen.getByTestId('chat-composer'));
  const button = () => screen.getByRole('button', { name: t.send }) as HTMLButtonElement;
  return { message, email, send, button };
}

describe.each(['nl', 'en'] as const)('chat composer (%s)', (locale) => {
  it('is busy while sending and empties the message once sent', async () => {
    let sent: unknown;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(MESSAGE, async ({ request }) => {
        sent = await request.json();
        await answered;
        return HttpResponse.json({ data: { id: 1, message: 'Is de R740 nog leverbaar?' } });
      }),
    );
    const { message, send, button } = setup(locale);
    send();
    await waitFor(() => expect(button().disabled).toBe(true));
    answer();
    await waitFor(() => expect(message.value).toBe(''));
    expect(button().disabled).toBe(false);
    expect(sent).toEqual({ chatId: 7, message: 'Is de R740 nog leverbaar?', email: 'jan@example.nl' });
  });

  it("puts a 422's field messages at the fields", async () => {
    server.use(
      http.post(MESSAGE, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { email: ['Dit adres is onbekend.'] } },
          { status: 422 },
        ),
      ),
    );
    const { email, send } = setup(locale);
    send();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dit adres is onbekend.',
    );
  });

  it("announces a failing call with spec §8's 'Request error' notification", async () => {
    server.use(http.post(MESSAGE, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const { message, send } = setup(locale);
    // The notice names the page's path; each locale's test on a page of its own.
    window.history.pushState({}, '', `/${locale}/contact`);
    send();
    expect(await findRequestError(locale, `/${locale}/contact`)).toBeTruthy();
    expect(message.value).toBe('Is de R740 nog leverbaar?');
  });
});
