// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { ProductImages } from './product-images';

const server = mockServerPerTest();

const image = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  path: `/media/product-images/7/k${id}-800.webp`,
  thumb: `/media/product-images/7/k${id}-400.webp`,
  altNl: '',
  altEn: '',
  width: 800,
  height: 600,
  ...over,
});
const list = (images: ReturnType<typeof image>[], version: string | null = null) => ({
  images,
  version,
  updatedBy: version ? 'Anna' : null,
});

describe('ProductImages', () => {
  it('shows loading, then the empty state', async () => {
    server.use(http.get('*/api/portal/api/staff/products/7/images', () => HttpResponse.json(list([]))));
    renderWithIntl(<ProductImages productId={7} />, { locale: 'nl', toasts: false });
    expect(screen.getByTestId('product-images-loading')).toBeTruthy();
    expect((await screen.findByTestId('product-images-empty')).textContent).toBe(
      'Dit product heeft nog geen afbeeldingen.',
    );
    expect(screen.getByLabelText('Afbeeldingen uploaden')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    server.use(
      http.get('*/api/portal/api/staff/products/7/images', () =>
        HttpResponse.json({ message: 'kapot' }, { status: 500 }),
      ),
    );
    renderWithIntl(<ProductImages productId={7} />, { locale: 'en', toasts: false });
    expect((await screen.findByTestId('product-images-load-error')).textContent).toBe(
      'The images could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reorders by keyboard with the position announced, and saves order and alts with the version', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/portal/api/staff/products/7/images', () =>
        HttpResponse.json(list([image(1), image(2)], '2026-03-01T09:00:00.000Z')),
      ),
      http.put('*/api/portal/api/staff/products/7/images', async ({ request }) => {
        const body = (await request.json()) as { images: { id: number; altNl: string; altEn: string }[] };
        sent.push(body);
        return HttpResponse.json(
          list(
            body.images.map((i) => image(i.id, i)),
            '2026-03-01T09:05:00.000Z',
          ),
        );
      }),
    );
    renderWithIntl(<ProductImages productId={7} />, { locale: 'en', toasts: false });
    const items = await screen.findAllByTestId('product-image');
    expect(items).toHaveLength(2);
    fireEvent.change(within(items[1]).getByLabelText('Alt text (Dutch)'), {
      target: { value: 'Voorkant' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await waitFor(() =>
      expect(screen.getByTestId('product-images-announce').textContent).toBe(
        'Image is now at position 1 of 2.',
      ),
    );
    expect(screen.getAllByTestId('product-image').map((li) => li.getAttribute('data-image-id'))).toEqual([
      '2',
      '1',
    ]);
    expect(screen.getByTestId('product-images-unsaved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save order and alt texts' }));
    expect((await screen.findByTestId('product-images-message')).textContent).toBe(
      'Order and alt texts saved.',
    );
    expect(sent).toEqual([
      {
        version: '2026-03-01T09:00:00.000Z',
        images: [
          { id: 2, altNl: 'Voorkant', altEn: '' },
          { id: 1, altNl: '', altEn: '' },
        ],
      },
    ]);
    expect(screen.queryByTestId('product-images-unsaved')).toBeNull();
  });

  it('shows a stale refusal with a reload, and upload refusals at the file input', async () => {
    server.use(
      http.get('*/api/portal/api/staff/products/7/images', () => HttpResponse.json(list([image(1)]))),
      http.put('*/api/portal/api/staff/products/7/images', () =>
        HttpResponse.json({ message: 'De afbeeldingen zijn intussen gewijzigd door Bram.' }, { status: 409 }),
      ),
      http.post('*/api/portal/api/staff/products/7/images', () =>
        HttpResponse.json(
          {
            message: 'Ongeldige gegevens',
            errors: { files: ['notes.jpg: dit is geen JPEG-, PNG- of WebP-afbeelding.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(<ProductImages productId={7} />, { locale: 'nl', toasts: false });
    await screen.findAllByTestId('product-image');
    fireEvent.click(screen.getByRole('button', { name: 'Volgorde en alt-teksten opslaan' }));
    expect((await screen.findByTestId('product-images-message')).textContent).toContain('Bram');
    expect(screen.getByRole('button', { name: 'Afbeeldingen opnieuw laden' })).toBeTruthy();

    const input = screen.getByLabelText('Afbeeldingen uploaden') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['tekst'], 'notes.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.submit(screen.getByTestId('product-images-upload'));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('notes.jpg: dit is geen JPEG-, PNG- of WebP-afbeelding.')).toBeTruthy();
  });
});
