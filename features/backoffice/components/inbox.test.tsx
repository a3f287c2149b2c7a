// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import type { InboxRow } from '../inbox-model';
import { InboxTable } from './inbox-table';
import { SubscriberTable } from './subscriber-table';
import { InboxReplyForm } from './inbox-reply-form';
import { InboxControls } from './inbox-controls';

const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh, prefetch: vi.fn() }),
  usePathname: () => '/staff/inbox',
}));

const server = mockServerPerTest();
const api = (p: string) => `*/api/portal/api/staff/inbox${p}`;

const row = (over: Partial<InboxRow>): InboxRow => ({
  kind: 'contact',
  id: 5,
  name: 'Jan de Vries',
  email: 'jan@example.test',
  excerpt: 'Kunnen jullie een R740 leveren?',
  locale: 'nl',
  status: 'new',
  assignee: null,
  receivedAt: '2026-01-15T09:30:00.000Z',
  product: null,
  replies: 0,
  ...over,
});

describe('InboxTable (TanStack Table)', () => {
  it("lays out the server's rows with their headers, each sender opening the message, in both languages", () => {
    renderWithIntl(
      <InboxTable
        empty="—"
        rows={[
          row({}),
          row({
            kind: 'preorder',
            id: 9,
            status: 'answered',
            product: { id: 3, name: 'PowerEdge R740' },
            assignee: { id: 2, name: 'Anna' },
            replies: 1,
          }),
        ]}
        caption="Inbox"
      />,
      { locale: 'nl', toasts: false },
    );
    const table = screen.getByRole('table', { name: 'Inbox' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ontvangen', 'Soort', 'Van', 'Bericht', 'Status', 'Toegewezen aan', 'Antwoorden']);
    const rows = within(table).getAllByTestId('inbox-row');
    expect(within(rows[0]).getByRole('link', { name: 'Jan de Vries' }).getAttribute('href')).toBe(
      '/staff/inbox/contact/5',
    );
    expect(rows[0].textContent).toContain('15 jan 2026');
    expect(rows[0].textContent).toContain('Niemand');
    expect(within(rows[1]).getByTestId('inbox-status').textContent).toBe('Beantwoord');
    expect(rows[1].textContent).toContain('Product: PowerEdge R740');
    expect(rows[1].textContent).toContain('Anna');
  });

  it('names kinds and statuses in English', () => {
    renderWithIntl(<InboxTable empty="—" rows={[row({ kind: 'chat', name: '' })]} caption="Inbox" />, {
      locale: 'en',
      toasts: false,
    });
    expect(screen.getByText('Chat outside opening hours')).toBeTruthy();
    expect(screen.getByTestId('inbox-status').textContent).toBe('New');
    // Without a name the address opens the message.
    expect(screen.getByRole('link', { name: 'jan@example.test' })).toBeTruthy();
  });

  it('lists subscribers with their language', () => {
    renderWithIntl(
      <SubscriberTable
        empty="—"
        rows={[
          {
            id: 1,
            email: 'nina@example.test',
            name: 'Nina',
            locale: 'en',
            confirmedAt: '2026-02-01T10:00:00Z',
          },
        ]}
        caption="Abonnees"
      />,
      { locale: 'nl', toasts: false },
    );
    const table = screen.getByRole('table', { name: 'Abonnees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['E-mailadres', 'Naam', 'Taal', 'Bevestigd op']);
    expect(within(table).getByTestId('subscriber-row').textContent).toContain('Engels');
  });
});

describe('InboxReplyForm', () => {
  it('sends the reply with one key, keeps the key for a retry and makes a new one after it went out', async () => {
    const keys: string[] = [];
    let fail = true;
    server.use(
      http.post(api('/contact/5/reply'), async ({ request }) => {
        const body = (await request.json()) as { body: string; key: string };
        keys.push(body.key);
        if (fail) {
          fail = false;
          return HttpResponse.json({ message: 'Het antwoord kon niet worden verstuurd.' }, { status: 502 });
        }
        return HttpResponse.json({ repeated: false, item: {} }, { status: 201 });
      }),
    );
    renderWithIntl(<InboxReplyForm kind="contact" id={5} email="jan@example.test" language="Nederlands" />);
    const field = screen.getByLabelText(/Je antwoord/);
    expect(field.getAttribute('aria-describedby')).toContain('inbox-reply-body-hint');
    expect(screen.getByText(/Gaat per e-mail naar jan@example.test, in het Nederlands/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Ja, dat kan.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Antwoord versturen' }));
    expect((await screen.findByTestId('inbox-reply-message')).textContent).toContain('niet worden verstuurd');
    fireEvent.click(screen.getByRole('button', { name: 'Antwoord versturen' }));
    await waitFor(() =>
      expect(screen.getByTestId('inbox-reply-message').textContent).toBe('Je antwoord is verstuurd.'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(refresh).toHaveBeenCalled();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a missing reply at the field without calling the server', async () => {
    renderWithIntl(<InboxReplyForm kind="chat" id={2} email="x@example.test" language="English" />, {
      locale: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByTestId('inbox-reply-body-error')).textContent).toBe('This field is required');
    expect(screen.getByLabelText(/Your reply/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('InboxControls', () => {
  const staff = [
    { id: 1, name: 'Anna', email: 'anna@example.test' },
    { id: 2, name: 'Bram', email: 'bram@example.test' },
  ];

  it('changes the status from the one the page showed, and tells when a colleague was first', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/contact/5/status'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'Dit bericht is intussen gewijzigd door Bram. Bekijk de huidige stand.' },
          { status: 409 },
        );
      }),
    );
    refresh.mockClear();
    renderWithIntl(
      <InboxControls kind="contact" id={5} status="new" assigneeId={null} me={1} staff={staff} />,
    );
    expect(screen.getByTestId('inbox-current-status').textContent).toBe('Huidige status: Nieuw');
    expect(screen.queryByRole('button', { name: 'Heropenen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect((await screen.findByTestId('inbox-status-message')).textContent).toBe(
      'Dit bericht is intussen gewijzigd door Bram. Bekijk de huidige stand.',
    );
    expect(sent).toEqual([{ status: 'closed', from: 'new' }]);
    expect(refresh).toHaveBeenCalled();
  });

  it('assigns to the one chosen, or to me, sending the assignee the page showed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/preorder/9/assign'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ repeated: false, item: {} });
      }),
    );
    renderWithIntl(
      <InboxControls kind="preorder" id={9} status="answered" assigneeId={2} me={1} staff={staff} />,
      { locale: 'en' },
    );
    const select = screen.getByLabelText('Assigned to') as HTMLSelectElement;
    expect(select.value).toBe('2');
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    expect((await screen.findByTestId('inbox-assign-message')).textContent).toBe(
      'The assignment has been saved.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { assigneeId: null, from: 2 },
      { assigneeId: 1, from: 2 },
    ]);
  });
});
