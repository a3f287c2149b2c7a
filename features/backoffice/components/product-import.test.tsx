// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { ProductImport } from './product-import';

const server = mockServerPerTest();
const url = '*/api/portal/api/staff/products/import';

const report = (over: Record<string, unknown> = {}) => ({
  summary: { rows: 2, create: 1, update: 1, unchanged: 0 },
  errors: [],
  errorCount: 0,
  samples: [
    { row: 2, sku: 'SKU-1', action: 'update', changes: [{ column: 'quantity', before: '3', after: '5' }] },
  ],
  ...over,
});

const choose = (name = 'a.csv', lastModified = 1) =>
  fireEvent.change(screen.getByLabelText(/CSV file/), {
    target: { files: [new File(['sku'], name, { type: 'text/csv', lastModified })] },
  });

describe('ProductImport', () => {
  it('shows the check’s errors at row and column and keeps Apply disabled until a clean check', async () => {
    let clean = false;
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          clean
            ? report()
            : report({
                errors: [{ row: 3, column: 'price', message: 'Enter a whole number of cents' }],
                errorCount: 1,
              }),
        ),
      ),
    );
    renderWithIntl(<ProductImport />, { locale: 'en', toasts: false });
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const error = await screen.findByTestId('import-error');
    expect(error.getAttribute('data-row')).toBe('3');
    expect(error.getAttribute('data-column')).toBe('price');
    expect(error.textContent).toContain('Enter a whole number of cents');
    expect(apply.disabled).toBe(true);

    clean = true;
    choose('a.csv', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByTestId('import-clean')).textContent).toBe('No errors found.');
    expect(screen.getByTestId('import-summary-update').textContent).toBe('1');
    expect(screen.getByTestId('import-sample').textContent).toContain('quantity');
    await waitFor(() => expect(apply.disabled).toBe(false));
    // Another file: checked again first.
    choose('b.csv', 3);
    expect(apply.disabled).toBe(true);
  });

  it('applies with a progress bar fed by the NDJSON stream, then shows the result', async () => {
    server.use(
      http.post(url, async ({ request }) => {
        const mode = (await request.formData()).get('mode');
        if (mode === 'dryRun') return HttpResponse.json(report());
        const lines = [
          { phase: 'validate', done: 10, total: 10 },
          { phase: 'write', done: 2, total: 2 },
          { result: { ...report(), applied: true } },
        ];
        return new HttpResponse(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', {
          headers: { 'content-type': 'application/x-ndjson' },
        });
      }),
    );
    renderWithIntl(<ProductImport />, { locale: 'nl', toasts: false });
    fireEvent.change(screen.getByLabelText(/CSV-bestand/), {
      target: { files: [new File(['sku'], 'a.csv', { type: 'text/csv', lastModified: 1 })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bestand controleren' }));
    await screen.findByTestId('import-clean');
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect((await screen.findByTestId('import-done')).textContent).toBe(
      'Import toegepast: 1 nieuw, 1 gewijzigd, 0 ongewijzigd.',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
