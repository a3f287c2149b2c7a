// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import { mockServerPerTest, press, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { DeferredReviewForm } from './review-form-deferred';
import { ReviewFields } from './review-fields';

const server = mockServerPerTest();
const REVIEW = '*/api/workflow/api/public/reviews/webshop';
const TEXT = 'Prima server, precies zoals beschreven en snel geleverd.';

// The real form's module graph takes longer to transform than waitFor waits on a busy machine.
beforeAll(async () => {
  await import('./review-form');
}, 30_000);

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('review form, light until approached (%s)', (locale, messages) => {
  const t = createTranslator({ locale, messages, namespace: 'shopReviews' });

  function setup() {
    window.history.replaceState(null, '', `/${locale}/servers/dell-r740`);
    renderWithIntl(
      <DeferredReviewForm productId={7}>
        <ReviewFields id="review-7" captchaNotice={false} />
      </DeferredReviewForm>,
      { locale },
    );
    const text = () =>
      screen.getByRole('textbox', { name: new RegExp(`^${t('text')}`) }) as HTMLTextAreaElement;
    const name = () => screen.getByLabelText(new RegExp(`^${t('name')}`)) as HTMLInputElement;
    const fill = () => {
      fireEvent.change(name(), { target: { value: 'Ans' } });
      fireEvent.click(screen.getByLabelText(t('stars', { count: 5 })));
      fireEvent.change(text(), { target: { value: TEXT } });
    };
    const submit = () => press(screen.getByRole('button', { name: t('submit') }));
    return { text, name, fill, submit };
  }

  it('keeps the name, the stars and the text typed before the real form took over, and the focus', async () => {
    const { text, name } = setup();
    const form = screen.getByTestId('review-form');
    const lightText = text();
    fireEvent.change(name(), { target: { value: 'Ans' } });
    fireEvent.click(screen.getByLabelText(t('stars', { count: 4 })));
    act(() => lightText.focus());
    fireEvent.focus(lightText);
    fireEvent.change(lightText, { target: { value: 'Snel geleverd en goed verpakt.' } });
    await waitFor(() => expect(text()).not.toBe(lightText));
    expect(form.isConnected).toBe(false);
    expect(name().value).toBe('Ans');
    expect((screen.getByLabelText(t('stars', { count: 4 })) as HTMLInputElement).checked).toBe(true);
    expect(text().value).toBe('Snel geleverd en goed verpakt.');
    expect(document.activeElement).toBe(text());
  });

  it('sends a submit made on the light form, with the product, and shows the server’s thanks', async () => {
    let sent: unknown;
    server.use(
      http.post(REVIEW, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: t('thanks'), data: { id: 1, status: 'pending' } });
      }),
    );
    const { fill } = setup();
    fill();
    fireEvent.submit(screen.getByTestId('review-form'));
    await waitFor(() => expect(screen.getByTestId('review-status').textContent).toBe(t('thanks')));
    expect(sent).toMatchObject({ name: 'Ans', rating: 5, product_id: 7, text: TEXT });
  });

  it("puts a 422's field messages at the fields", async () => {
    const refusal = locale === 'nl' ? 'Deze tekst bevat een link.' : 'This text contains a link.';
    server.use(
      http.post(REVIEW, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { text: [refusal] } },
          { status: 422 },
        ),
      ),
    );
    const { fill, text, submit } = setup();
    fill();
    submit();
    await waitFor(() => expect(text().getAttribute('aria-invalid')).toBe('true'));
    const described = (text().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(refusal);
    expect(screen.getByTestId('review-status').textContent).toBe('');
  });

  it('shows a failing call above the button, the fields as typed', async () => {
    server.use(http.post(REVIEW, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const { fill, text, submit } = setup();
    fill();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Server error'));
    expect(text().value).toBe(TEXT);
    expect(screen.queryByText(messages.notify.requestError)).toBeNull();
  });
});
