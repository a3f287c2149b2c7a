// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { PreOrderFormDialog } from './pre-order-form-dialog';

const PRE_ORDER = '*/api/workflow/api/public/pre-order/form';
const NAME = 'HPE ProLiant DL380 Gen11';
const server = mockServerPerTest();

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('pre-order form dialog (%s)', (locale, messages) => {
  const t = messages.preOrder;
  const tc = messages.contactForm;

  /** The open dialog with the required fields filled in; answers a function that sends it. */
  function setup() {
    renderWithIntl(
      <PreOrderFormDialog
        productId={42}
        productName={NAME}
        article="DL380-G11"
        open
        onOpenChange={() => {}}
        returnFocus={() => {}}
      />,
      { locale },
    );
    const dialog = within(screen.getByRole('dialog', { name: t.title.replace('{name}', NAME) }));
    const field = (label: string) => dialog.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    fireEvent.change(field(t.quantity), { target: { value: '3' } });
    fireEvent.change(field(tc.name), { target: { value: 'Jan de Vries' } });
    fireEvent.change(field(tc.email), { target: { value: 'jan@example.nl' } });
    fireEvent.change(field(tc.phone), { target: { value: '020 123 4567' } });
    const button = () => dialog.getByRole('button', { name: t.submit }) as HTMLButtonElement;
    return { dialog, field, button, send: () => fireEvent.click(button()) };
  }

  it('is busy while sending, then thanks with the server’s message instead of the form', async () => {
    let sent: unknown;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(PRE_ORDER, async ({ request }) => {
        sent = await request.json();
        await answered;
        return HttpResponse.json({ message: t.thanks });
      }),
    );
    const { dialog, button, send } = setup();
    send();
    await waitFor(() => expect(button().disabled).toBe(true));
    answer();
    await waitFor(() => expect(dialog.getByRole('status').textContent).toBe(t.thanks));
    expect(dialog.queryByRole('button', { name: t.submit })).toBeNull();
    expect(sent).toMatchObject({
      product_id: 42,
      quantity: 3,
      name: 'Jan de Vries',
      email: 'jan@example.nl',
    });
  });

  it("puts a 422's field messages at the fields", async () => {
    const refusal = locale === 'nl' ? 'Hoogstens 2 op aanvraag.' : 'At most 2 on request.';
    server.use(
      http.post(PRE_ORDER, () =>
        HttpResponse.json({ message: 'invalid', errors: { quantity: [refusal] } }, { status: 422 }),
      ),
    );
    const { dialog, field, send } = setup();
    send();
    await waitFor(() => expect(field(t.quantity).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field(t.quantity).getAttribute('aria-describedby')!)?.textContent).toBe(
      refusal,
    );
    expect(dialog.getByRole('alert').textContent).toBe('');
  });

  it('shows a failing call in the form itself (no notice of its own) and keeps what was typed', async () => {
    server.use(http.post(PRE_ORDER, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const { dialog, field, button, send } = setup();
    send();
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Server error'));
    expect(field(tc.name).value).toBe('Jan de Vries');
    expect(button().disabled).toBe(false);
    expect(screen.queryByText(messages.notify.requestError)).toBeNull();
  });
});
