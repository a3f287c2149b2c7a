// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestIntl } from '@/tests/support/intl';
import { DeferredReviewForm } from './review-form-deferred';
import { ReviewFields } from './review-fields';

const postReview = vi.hoisted(() => vi.fn());
vi.mock('../api/reviews', () => ({ postReview }));

function setup() {
  render(
    <TestIntl>
      <DeferredReviewForm productId={7}>
        <ReviewFields id="review-7" captchaNotice={false} />
      </DeferredReviewForm>
    </TestIntl>,
  );
  const text = () => screen.getByRole('textbox', { name: /^Uw ervaring/ }) as HTMLTextAreaElement;
  return { text };
}

// The real form's module graph takes longer to transform than waitFor waits on a busy machine.
beforeAll(async () => {
  await import('./review-form');
}, 30_000);

afterEach(() => {
  cleanup();
  postReview.mockReset();
});

describe('review form (light until approached)', () => {
  it('keeps the name, the stars and the text typed before the real form took over, and the focus', async () => {
    const { text } = setup();
    const form = screen.getByTestId('review-form');
    const lightText = text();
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Ans' } });
    fireEvent.click(screen.getByLabelText('4 sterren'));
    act(() => lightText.focus());
    fireEvent.focus(lightText);
    fireEvent.change(lightText, { target: { value: 'Snel geleverd en goed verpakt.' } });
    await waitFor(() => expect(text()).not.toBe(lightText));
    expect(form.isConnected).toBe(false);
    expect((screen.getByLabelText(/^Naam/) as HTMLInputElement).value).toBe('Ans');
    expect((screen.getByLabelText('4 sterren') as HTMLInputElement).checked).toBe(true);
    expect(text().value).toBe('Snel geleverd en goed verpakt.');
    expect(document.activeElement).toBe(text());
  });

  it('sends a submit made on the light form, with the product', async () => {
    postReview.mockResolvedValue({ message: 'Bedankt voor je review!' });
    const { text } = setup();
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Ans' } });
    fireEvent.click(screen.getByLabelText('5 sterren'));
    fireEvent.change(text(), {
      target: { value: 'Prima server, precies zoals beschreven en snel geleverd.' },
    });
    fireEvent.submit(screen.getByTestId('review-form'));
    await waitFor(() => expect(postReview).toHaveBeenCalledTimes(1));
    expect(postReview.mock.calls[0][0]).toMatchObject({ name: 'Ans', rating: 5, product_id: 7 });
    await waitFor(() =>
      expect(screen.getByTestId('review-status').textContent).toBe('Bedankt voor je review!'),
    );
  });
});
