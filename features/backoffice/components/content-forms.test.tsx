// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { useEffect, useState, type ReactElement } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { FaqItemDelete, FaqItemForm, RecordVersion } from './content-forms';

const refresh = vi.fn();
const push = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push, replace: vi.fn(), refresh, prefetch: vi.fn() }),
  usePathname: () => '/staff/content/faq/7',
}));

const server = mockServerPerTest();
const loaded = '2026-03-01T09:00:00.000Z';
const item = {
  id: 7,
  typeId: 1,
  questionNl: 'Vraag?',
  questionEn: 'Question?',
  answerNl: 'Antwoord.',
  answerEn: 'Answer.',
  hidden: false,
  updatedAt: loaded,
};
const groups = [{ id: 1, name: 'Orders' }];

/** The FAQ question's page as the server renders it: the form and its delete share the record's version. */
function page(updatedAt = loaded) {
  return (
    <RecordVersion updatedAt={updatedAt}>
      <FaqItemForm item={{ ...item, updatedAt }} groups={groups} />
      <FaqItemDelete id={item.id} updatedAt={updatedAt} />
    </RecordVersion>
  );
}

/** Stands in for the page's refresh: the same tree again with what the server renders now. */
const refreshes = new EventTarget();
const refreshed = (next: ReactElement) =>
  refreshes.dispatchEvent(Object.assign(new Event('refresh'), { next }));
function Page({ first }: { first: ReactElement }) {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    const on = (e: Event) => setShown((e as Event & { next: ReactElement }).next);
    refreshes.addEventListener('refresh', on);
    return () => refreshes.removeEventListener('refresh', on);
  }, []);
  return shown;
}

describe('FaqItemForm in its RecordVersion', () => {
  it('keeps the form and its message after a save, saves again and deletes with the version answered', async () => {
    const sent: { updatedAt: string; answerEn?: string }[] = [];
    let n = 0;
    server.use(
      http.put('*/api/portal/api/staff/content/faq/items/7', async ({ request }) => {
        sent.push((await request.json()) as (typeof sent)[number]);
        n += 1;
        return HttpResponse.json({ id: 7, updatedAt: `2026-03-0${n + 1}T09:00:00.000Z` });
      }),
      http.delete('*/api/portal/api/staff/content/faq/items/7', async ({ request }) => {
        sent.push((await request.json()) as (typeof sent)[number]);
        return HttpResponse.json({ id: 7 });
      }),
    );
    renderWithIntl(<Page first={page()} />, { locale: 'en', toasts: false });
    const answer = screen.getByLabelText(/Answer \(English\)/) as HTMLTextAreaElement;
    fireEvent.change(answer, { target: { value: 'A better answer.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect((await screen.findByTestId('faq-item-message')).textContent).toBe('Question saved.');
    expect(refresh).toHaveBeenCalled();

    // The page's refresh brings the version this form saved: the form stays, with what was typed since.
    fireEvent.change(answer, { target: { value: 'A better answer, typed on.' } });
    act(() => refreshed(page('2026-03-02T09:00:00.000Z')));
    expect(screen.getByTestId('faq-item-message').textContent).toBe('Question saved.');
    expect((screen.getByLabelText(/Answer \(English\)/) as HTMLTextAreaElement).value).toBe(
      'A better answer, typed on.',
    );

    // A second save without a reload sends the version the first one answered.
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => s.updatedAt)).toEqual([loaded, '2026-03-02T09:00:00.000Z']);
    expect(sent[1].answerEn).toBe('A better answer, typed on.');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save question' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );

    // The delete sends the newest version too (not the one the page loaded).
    fireEvent.click(screen.getByRole('button', { name: 'Delete question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete this question for good' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(String(push.mock.calls[0][0])).toMatch(/\/staff\/content\/faq$/);
    expect(sent[2].updatedAt).toBe('2026-03-03T09:00:00.000Z');
  });

  it('refuses a stale save with who and when, then shows the colleague’s version with the message', async () => {
    server.use(
      http.put('*/api/portal/api/staff/content/faq/items/7', () =>
        HttpResponse.json({ message: 'Changed meanwhile by Bram at 1 Mar 2026, 11:00.' }, { status: 409 }),
      ),
    );
    renderWithIntl(<Page first={page()} />, { locale: 'en', toasts: false });
    fireEvent.change(screen.getByLabelText(/Answer \(English\)/), { target: { value: 'Mine.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect((await screen.findByTestId('faq-item-message')).textContent).toBe(
      'Changed meanwhile by Bram at 1 Mar 2026, 11:00.',
    );
    expect(refresh).toHaveBeenCalled();

    // The refresh brings the colleague's version: the form starts again from it, the message stays.
    const theirs = '2026-03-01T10:00:00.000Z';
    act(() =>
      refreshed(
        <RecordVersion updatedAt={theirs}>
          <FaqItemForm item={{ ...item, answerEn: 'Theirs.', updatedAt: theirs }} groups={groups} />
          <FaqItemDelete id={item.id} updatedAt={theirs} />
        </RecordVersion>,
      ),
    );
    expect((screen.getByLabelText(/Answer \(English\)/) as HTMLTextAreaElement).value).toBe('Theirs.');
    expect(screen.getByTestId('faq-item-message').textContent).toBe(
      'Changed meanwhile by Bram at 1 Mar 2026, 11:00.',
    );
  });
});
