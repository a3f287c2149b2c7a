// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { InvitationsTable, TeamTable, type TeamTableRow } from './team-table';
import { InviteForm } from './team-actions';
import { AcceptInvitationForm } from './accept-invitation-form';
import { AuditTable } from './audit-table';

const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh, prefetch: vi.fn() }),
  usePathname: () => '/staff/team',
}));

const server = mockServerPerTest();

const member = (over: Partial<TeamTableRow>): TeamTableRow => ({
  id: 3,
  name: 'Sanne Staf',
  email: 'sanne@example.test',
  role: 'staff',
  totp: true,
  lastSeenAt: '2026-03-01T09:00:00.000Z',
  lastSeenText: '1 mrt 2026 10:00',
  deactivatedAt: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  self: false,
  ...over,
});

describe('TeamTable (TanStack Table)', () => {
  it('lists the team with headers and a row header; no changes on the viewer’s own row', () => {
    renderWithIntl(
      <TeamTable
        rows={[
          member({ id: 1, name: 'Anna Admin', role: 'admin', self: true }),
          member({ totp: false, lastSeenText: null }),
        ]}
        caption="Team"
      />,
      { locale: 'nl', toasts: false },
    );
    const table = screen.getByRole('table', { name: 'Team' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Naam', 'E-mailadres', 'Rol', 'Tweestapsverificatie', 'Laatst actief', 'Status', 'Wijzigen']);
    const [own, other] = within(table).getAllByTestId('team-member');
    expect(within(own).getByRole('rowheader').textContent).toBe('Anna Admin (jij)');
    expect(within(own).queryAllByRole('button')).toEqual([]);
    expect(other.textContent).toContain('Nog niet ingesteld');
    expect(other.textContent).toContain('Nog niet');
    expect(within(other).getByRole('button', { name: 'Maak beheerder: Sanne Staf' })).toBeTruthy();
  });

  it('changes a role and shows the answer; a refusal shows why and refreshes the page', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/portal/api/staff/team/3/role', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ repeated: false, role: 'admin' });
      }),
      http.post('*/api/portal/api/staff/team/3/deactivate', () =>
        HttpResponse.json(
          { message: 'This is the last active admin. Make someone else an admin first.' },
          { status: 409 },
        ),
      ),
    );
    renderWithIntl(<TeamTable rows={[member({})]} caption="Team" />, { locale: 'en', toasts: false });
    fireEvent.click(screen.getByRole('button', { name: 'Make admin: Sanne Staf' }));
    expect((await screen.findByTestId('team-member-message')).textContent).toBe(
      "Sanne Staf is now an admin; the account's sessions have ended.",
    );
    expect(sent).toEqual([{ role: 'admin' }]);
    refresh.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate: Sanne Staf' }));
    await waitFor(() =>
      expect(screen.getByTestId('team-member-message').textContent).toBe(
        'This is the last active admin. Make someone else an admin first.',
      ),
    );
    expect(refresh).toHaveBeenCalled();
  });

  it('says so when no invitation is open', () => {
    renderWithIntl(<InvitationsTable rows={[]} caption="x" />, { locale: 'en', toasts: false });
    expect(screen.getByTestId('team-invitations-empty').textContent).toBe('No open invitations.');
  });
});

describe('InviteForm', () => {
  it('checks the fields in the browser, then shows the server’s refusal at the e-mail field', async () => {
    server.use(
      http.post('*/api/portal/api/staff/team/invitations', () =>
        HttpResponse.json(
          {
            message: 'Onjuiste gegevens',
            errors: { email: ['Dit e-mailadres hoort al bij een medewerker.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(<InviteForm />, { locale: 'nl', toasts: false });
    fireEvent.submit(screen.getByTestId('team-invite-form'));
    const email = screen.getByLabelText(/E-mailadres/) as HTMLInputElement;
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(2);
    fireEvent.change(email, { target: { value: 'sanne@example.test' } });
    fireEvent.change(screen.getByLabelText(/Naam/), { target: { value: 'Sanne Staf' } });
    fireEvent.submit(screen.getByTestId('team-invite-form'));
    expect(await screen.findByText('Dit e-mailadres hoort al bij een medewerker.')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toContain('team-invite-email-error');
  });
});

describe('AcceptInvitationForm', () => {
  const token = 'A'.repeat(43);

  it('applies the password rules at the field, then says the link died when another tab used it', async () => {
    server.use(
      http.post(`*/api/portal/api/staff/invitations/${token}/accept`, () =>
        HttpResponse.json(
          { message: 'This invitation has already been used. Log in with the account you made with it.' },
          { status: 410 },
        ),
      ),
    );
    renderWithIntl(<AcceptInvitationForm token={token} email="tom@example.test" name="Tom" />, {
      locale: 'en',
      toasts: false,
    });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).readOnly).toBe(true);
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'geheim12345' } });
    fireEvent.change(screen.getByLabelText(/Repeat the password/), { target: { value: 'geheim12345' } });
    fireEvent.submit(screen.getByTestId('invite-accept-form'));
    expect(await screen.findByText('The password must contain at least 1 capital letter')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Geheim12345' } });
    fireEvent.change(screen.getByLabelText(/Repeat the password/), { target: { value: 'Geheim12345' } });
    fireEvent.submit(screen.getByTestId('invite-accept-form'));
    expect((await screen.findByTestId('invite-answer')).textContent).toBe(
      'This invitation has already been used. Log in with the account you made with it.',
    );
    expect(screen.queryByTestId('invite-accept-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });
});

describe('AuditTable', () => {
  it('names each row by its time and links the record', () => {
    renderWithIntl(
      <AuditTable
        empty="—"
        rows={[
          {
            id: 1,
            actorName: 'Anna Admin',
            entity: 'order',
            entityId: '42',
            atText: '1 mrt 2026 10:00:00',
            recordText: 'Bestelling WS-000042',
            actionText: 'Verzonden',
            details: ['carrier: PostNL'],
            link: '/staff/orders/42',
          },
        ]}
        caption="Auditlog"
      />,
      { locale: 'nl', toasts: false },
    );
    const table = screen.getByRole('table', { name: 'Auditlog' });
    expect(within(table).getByRole('rowheader').textContent).toBe('1 mrt 2026 10:00:00');
    expect(within(table).getByRole('link', { name: 'Bestelling WS-000042' }).getAttribute('href')).toBe(
      '/staff/orders/42',
    );
    expect(table.textContent).toContain('carrier: PostNL');
  });
});
