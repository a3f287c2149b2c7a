// The product CSV import's benchmark (`npm run bench` runs it on its catalogue once the server has
// stopped): exports the catalogue through the API, builds a file of `--rows` rows — half updates of
// existing products (price and stock changed), half new products — and times the dry run and the apply
// (one transaction) through the portal API's import routes in this process, with a staff session. Prints one JSON line.
// Uses the shop's database (DATABASE_URL, or the embedded one in DATA_DIR); it changes the catalogue, so
// run it on a benchmark database only.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createCustomer } from '../features/accounts/server/customers';
import { createSession, SESSION_COOKIE } from '../features/accounts/server/sessions';
import { createApi } from '../lib/api/app';
import { productImportRoutes } from '../features/backoffice/server/product-import-routes';
import { getDb } from '../lib/db/client';
import type { ImportApplyResult, ImportReport } from '../features/backoffice/product-csv';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const ROWS = Number(values.rows);
if (!Number.isInteger(ROWS) || ROWS < 2) {
  console.error('--rows must be a whole number of at least 2');
  process.exit(2);
}

await getDb();
// Only the import's routes, under the portal's base path and middleware (body limits, locale, errors):
// the whole portal app loads page code that needs Next's bundler.
const portalApp = createApi('/api/portal').route('/', productImportRoutes);
const staff = await createCustomer({
  email: `bench-import-${Date.now()}@example.test`,
  password: 'Bench-Import-1',
  name: 'Bench Import',
  role: 'staff',
});
const { token } = await createSession(staff.id, { secondFactor: true });
const headers = { cookie: `${SESSION_COOKIE}=${token}`, 'x-locale': 'nl' };

const started = performance.now();
const exported = await portalApp.request('/api/portal/api/staff/products/export.csv', { headers });
if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
const text = await exported.text();
const exportMs = performance.now() - started;
const [header, ...records] = parse(text, { delimiter: ';', bom: true }) as string[][];
const col = (name: string) => header.indexOf(name);
const half = Math.min(Math.floor(ROWS / 2), records.length);
const updates = records.slice(0, half).map((r) => {
  const out = [...r];
  out[col('quantity')] = String(Number(r[col('quantity')]) + 1);
  // One cent up keeps an old price above the price (the editor's rule) unless they were a cent apart.
  const price = Number(r[col('price')]) + 1;
  if (!r[col('price_old')] || Number(r[col('price_old')]) > price) out[col('price')] = String(price);
  return out;
});
const template = records[0];
const tag = Date.now().toString(36);
const creates = Array.from({ length: ROWS - updates.length }, (_, i) => {
  const out = [...template];
  out[col('sku')] = `IMP-${tag}-${i}`;
  out[col('article')] = `IMPA-${tag}-${i}`;
  out[col('slug')] = `import-bench-${tag}-${i}`;
  out[col('name_nl')] = `Importproduct ${tag} ${i}`;
  out[col('name_en')] = `Import product ${tag} ${i}`;
  return out;
});
const file = stringify([header, ...updates, ...creates], { delimiter: ';' });

const post = (mode: 'dryRun' | 'apply') => {
  const form = new FormData();
  form.set('mode', mode);
  form.set('file', new File([file], 'bench.csv', { type: 'text/csv' }));
  return portalApp.request('/api/portal/api/staff/products/import', { method: 'POST', headers, body: form });
};

let t0 = performance.now();
const dry = await post('dryRun');
if (dry.status !== 200) throw new Error(`dry run answered ${dry.status}: ${await dry.text()}`);
const report = (await dry.json()) as ImportReport;
const dryRunMs = performance.now() - t0;
if (report.errorCount) throw new Error(`dry run found errors: ${JSON.stringify(report.errors.slice(0, 5))}`);

t0 = performance.now();
const applied = await post('apply');
const lines = (await applied.text()).trim().split('\n');
const applyMs = performance.now() - t0;
const last = JSON.parse(lines.at(-1)!) as { result?: ImportApplyResult };
if (!last.result?.applied) throw new Error(`apply failed: ${lines.at(-1)?.slice(0, 500)}`);

console.log(
  JSON.stringify({
    rows: ROWS,
    bytes: Buffer.byteLength(file),
    exportMs: Math.round(exportMs),
    exportedProducts: records.length,
    dryRunMs: Math.round(dryRunMs),
    applyMs: Math.round(applyMs),
    progressLines: lines.length - 1,
    summary: last.result.summary,
  }),
);
process.exit(0);
