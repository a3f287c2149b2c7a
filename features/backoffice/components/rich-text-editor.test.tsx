// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Editor } from '@tiptap/react';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { HtmlBlockEditor } from './html-block-editor';

const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh, prefetch: vi.fn() }),
  usePathname: () => '/staff/content/html-blocks/footer_about',
}));

const server = mockServerPerTest();
const at = '2026-03-01T09:00:00.000Z';
const block = {
  hook: 'footer_about',
  htmlNl: '<p><strong>Hallo</strong> wereld</p>',
  htmlEn: '<p>Hello</p>',
  updatedAt: at,
};

/** Tiptap keeps its editor on the editable element. */
const editorOf = (el: HTMLElement) => (el as HTMLElement & { editor: Editor }).editor;

describe('RichTextField in a form (HtmlBlockEditor)', () => {
  it('loads the editor on demand, labelled, with a named toolbar, and saves what was typed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/portal/api/staff/content/html-blocks/footer_about', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...block, updatedAt: '2026-03-02T09:00:00.000Z' });
      }),
    );
    renderWithIntl(<HtmlBlockEditor block={block} />, { locale: 'en', toasts: false });
    const nl = await screen.findByRole('textbox', { name: /^Content \(Dutch\)/ });
    expect(nl.getAttribute('aria-multiline')).toBe('true');
    expect(nl.querySelector('strong')?.textContent).toBe('Hallo');
    const toolbar = within(screen.getByTestId('html-block-nl-field')).getByRole('toolbar', {
      name: 'Formatting',
    });
    for (const name of ['Bold', 'Italic', 'Heading H2', 'Bulleted list', 'Numbered list', 'Quote', 'Link'])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    // The cursor starts in the bold word: Bold is pressed, Italic is not.
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    // Text typed in the English editor reaches the form; bold from the toolbar marks it.
    const en = screen.getByRole('textbox', { name: /^Content \(English\)/ });
    act(() => {
      editorOf(en).chain().focus('end').insertContent(' there').selectAll().run();
    });
    const enBold = within(screen.getByTestId('html-block-en-field')).getByRole('button', { name: 'Bold' });
    fireEvent.click(enBold);
    await waitFor(() => expect(enBold.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: 'Save block' }));
    expect((await screen.findByTestId('html-block-message')).textContent).toBe('The block was saved.');
    expect(sent).toEqual([
      { htmlNl: block.htmlNl, htmlEn: '<p><strong>Hello there</strong></p>', updatedAt: at },
    ]);
  });

  it("shows the server's field errors at the editor and marks it invalid", async () => {
    server.use(
      http.put('*/api/portal/api/staff/content/html-blocks/footer_about', () =>
        HttpResponse.json(
          { message: 'The data is not valid.', errors: { htmlNl: ['This text is too long.'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(<HtmlBlockEditor block={block} />, { locale: 'en', toasts: false });
    const nl = await screen.findByRole('textbox', { name: /^Content \(Dutch\)/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save block' }));
    expect((await screen.findByTestId('html-block-nl-error')).textContent).toBe('This text is too long.');
    await waitFor(() => expect(nl.getAttribute('aria-invalid')).toBe('true'));
    expect(nl.getAttribute('aria-describedby')).toContain('html-block-nl-error');
  });
});
