import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { largeUploadRoute, validate, type ApiEnv } from '@/lib/api/app';
import { logger } from '@/lib/logger';
import { translateMessage } from '@/lib/i18n/translate';
import { IMPORT_MAX_BYTES, type ImportStreamLine } from '../product-csv';
import { applyImport, dryRunImport, exportProductsCsv } from './product-import';
import { staffOnly } from './staff';

export const IMPORT_PATH = '/api/staff/products/import';
export const EXPORT_PATH = '/api/staff/products/export.csv';

const importFormSchema = z.object({
  mode: z.enum(['dryRun', 'apply'], { error: 'validation.invalid' }),
  file: z.instanceof(File, { message: 'backoffice.products.import.validation.file' }),
});

/**
 * The product CSV (staff with a verified second factor only): a dry run answers what an import would do;
 * apply streams its progress as NDJSON lines and ends with one `{ result }` line (the transaction can run
 * for a minute on 100,000 rows, and a stream lets the page show how far it is). Export streams the
 * catalogue in the same columns. Registered before the product routes, whose `/:id` would take
 * `export.csv`.
 */
export const productImportRoutes = new Hono<ApiEnv>()
  .get(EXPORT_PATH, staffOnly, (c) => {
    const day = new Date().toISOString().slice(0, 10);
    return c.body(exportProductsCsv(), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="products-${day}.csv"`,
      'cache-control': 'no-store',
    });
  })
  .post(
    IMPORT_PATH,
    largeUploadRoute('POST', `/api/portal${IMPORT_PATH}`, IMPORT_MAX_BYTES),
    staffOnly,
    validate('form', importFormSchema),
    async (c) => {
      const { mode, file } = c.req.valid('form');
      const data = new Uint8Array(await file.arrayBuffer());
      const locale = c.get('locale');
      if (mode === 'dryRun') return c.json(await dryRunImport(data, locale));
      const staff = c.get('staff');
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          const send = (line: ImportStreamLine) => {
            try {
              controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
            } catch {
              // The client went away: the import still finishes (or rolls back) on its own.
            }
          };
          try {
            send({ result: await applyImport(data, staff, locale, send) });
          } catch (err) {
            logger.error({ err }, 'product import failed');
            send({ error: translateMessage(locale, 'errors.generic') });
          }
          try {
            controller.close();
          } catch {
            // Already closed by a cancelled client.
          }
        },
      });
      return c.body(stream, 200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
    },
  );
