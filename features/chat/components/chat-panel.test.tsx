// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { findRequestError, mockServerPerTest, press, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { ChatPanel } from './chat-panel';

const server = mockServerPerTest();
const LIVE = '*/api/portal/chat/live';
const MESSAGE = '*/api/portal/chat/message';

const work = { timezone: 'Europe/Amsterdam', days: [], open: true, next: null, staffed: true };
const message = (id: number, body: string, sender: 'shopper' | 'staff' = 'shopper') => ({
  id,
  chatId: 7,
  sender,
  staffName: sender === 'staff' ? 'Petra' : null,
  body,
  file: null,
  createdAt: '2025-03-04T10:00:00.000Z',
});
const liveChat = (messages: ReturnType<typeof message>[]) => ({
  chat: { id: 7, status: 'open' },
  messages,
  work,
  replyTo: null,
});

beforeEach(() => {
  document.cookie = 'uid=v42; path=/';
  server.use(
    http.get('*/api/portal/api/configs/uid', () => HttpResponse.json({})),
    http.get('*/api/workflow/api/public/work-time', () => HttpResponse.json({ data: work })),
  );
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('the chat panel (%s)', (locale, messages) => {
  const t = messages.chat;
  const render = () => renderWithIntl(<ChatPanel greeting={false} onClose={() => {}} />, { locale });
  const log = () => screen.findByRole('log', { name: t.history });

  it('shows loading, then an empty history while nobody has written yet', async () => {
    server.use(
      http.post(LIVE, async () => {
        await delay(30);
        return HttpResponse.json(liveChat([]));
      }),
    );
    render();
    expect(screen.getByRole('dialog', { name: t.title })).toBeTruthy();
    expect(await screen.findByText(t.loading)).toBeTruthy();
    expect(within(await log()).getByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.online)).toBeTruthy();
  });

  it('shows the history, and a sent message in it once the server has it', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(LIVE, () => HttpResponse.json(liveChat([message(1, 'Welkom bij de winkel', 'staff')]))),
      http.post(MESSAGE, async () => {
        await answered;
        return HttpResponse.json({ data: message(2, 'Is de R740 leverbaar?') });
      }),
    );
    render();
    expect(within(await log()).getByText('Welkom bij de winkel')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: t.messageLabel }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Is de R740 leverbaar?' } });
    press(screen.getByRole('button', { name: t.send }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: t.send }) as HTMLButtonElement).disabled).toBe(true),
    );
    answer();
    expect(await within(await log()).findByText('Is de R740 leverbaar?')).toBeTruthy();
    expect(box.value).toBe('');
  });

  it("announces a message that could not be sent with spec §8's notice and keeps it typed", async () => {
    server.use(
      http.post(LIVE, () => HttpResponse.json(liveChat([]))),
      http.post(MESSAGE, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    window.history.replaceState(null, '', `/${locale}/contact`);
    render();
    await log();
    const box = screen.getByRole('textbox', { name: t.messageLabel }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Is de R740 leverbaar?' } });
    press(screen.getByRole('button', { name: t.send }));
    await findRequestError(locale, `/${locale}/contact`);
    expect(box.value).toBe('Is de R740 leverbaar?');
  });

  it('shows why the conversation could not be opened, with the notice', async () => {
    server.use(http.post(LIVE, () => HttpResponse.json({ message: 'Chat is down' }, { status: 503 })));
    window.history.replaceState(null, '', `/${locale}/contact`);
    render();
    // The visitor opened the panel with a click: the page counts that as engaging (the toasts load).
    fireEvent.pointerDown(document.body);
    expect((await screen.findByRole('alert')).textContent).toBe('Chat is down');
    await findRequestError(locale, `/${locale}/contact`);
    expect(screen.queryByRole('textbox', { name: t.messageLabel })).toBeNull();
  });
});
