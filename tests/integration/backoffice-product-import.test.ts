import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-product-import-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { getDb } from '@/lib/db/client';
import { aliases, auditLog, products } from '@/lib/db/schema';
import { CSV_HEADER, type ImportApplyResult } from '@/features/backoffice/product-csv';

// The product CSV through the real API: export → dry run changes nothing (round trip); errors named at
// row and column in the request's language; a dry run writes nothing; apply is all or nothing; the rows
// an import touches are locked, so a stock change made meanwhile is applied after it, not lost.

type Headers = Record<string, string>;
const run = `i${Date.now().toString(36)}`;

type Line = Record<string, unknown>;
const row = (over: Partial<Record<(typeof CSV_HEADER)[number], string | number>> = {}) => {
  const base: Record<string, string | number> = {
    sku: `SKU-${run}`,
    article: `ART-${run}`,
    name_nl: `Importserver ${run}`,
    name_en: `Import server ${run}`,
    description_nl: 'Een server; met "aanhalingstekens"\nen een tweede regel.',
    description_en: 'A server, quoted "twice"',
    category_id: 116,
    brand: 'Dell',
    type: 2,
    condition: 'refurbished',
    price: 12_345,
    price_old: '',
    sale: 0,
    sale_ends_at: '',
    indefinite_period: 0,
    quantity: 4,
    active: 1,
    slug: `importserver-${run}`,
    ...over,
  };
  return CSV_HEADER.map((c) => base[c]);
};
const csv = (rows: (string | number)[][], sep = ',', header: string[] = CSV_HEADER) =>
  [header, ...rows]
    .map((r) =>
      r.map((v) => (/[",;\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : v)).join(sep),
    )
    .join('\r\n') + '\r\n';

describe.each(backends())('product CSV import and export on %s', (backend) => {
  let t: TestDb;
  let staff: { headers: Headers };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    staff = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  const request = async (
    mode: 'dryRun' | 'apply',
    body: string | Uint8Array,
    opts: { headers?: Headers; locale?: 'nl' | 'en' } = {},
  ) => {
    const { portalApp } = await import('@/app/api/portal/app');
    const form = new FormData();
    form.set('mode', mode);
    form.set(
      'file',
      new File([typeof body === 'string' ? body : new Uint8Array(body)], 'products.csv', {
        type: 'text/csv',
      }),
    );
    return portalApp.request('/api/portal/api/staff/products/import', {
      method: 'POST',
      headers: { 'x-locale': opts.locale ?? 'nl', ...(opts.headers ?? staff.headers) },
      body: form,
    });
  };
  const dryRun = async (body: string | Uint8Array, locale: 'nl' | 'en' = 'nl') => {
    const res = await request('dryRun', body, { locale });
    expect(res.status).toBe(200);
    return res.json();
  };
  const lines = async (res: Response) =>
    (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
  const apply = async (body: string | Uint8Array) => {
    const res = await request('apply', body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const all = await lines(res);
    const last = all.at(-1)!;
    expect(last.result, JSON.stringify(last)).toBeDefined();
    return { progress: all.slice(0, -1), result: last.result as ImportApplyResult };
  };
  const exportCsv = async () => {
    const { portalApp } = await import('@/app/api/portal/app');
    const res = await portalApp.request('/api/portal/api/staff/products/export.csv', {
      headers: { 'x-locale': 'nl', ...staff.headers },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    return new Uint8Array(await res.arrayBuffer());
  };
  const productCount = async () => {
    const db = await getDb();
    return (await db.select({ n: count() }).from(products))[0].n;
  };
  const bySku = async (sku: string) => {
    const db = await getDb();
    return (await db.select().from(products).where(eq(products.sku, sku)))[0];
  };

  it('is for verified staff only', async () => {
    const { portalApp } = await import('@/app/api/portal/app');
    const shopper = await loginAs();
    for (const headers of [{}, shopper.headers]) {
      const res = await request('dryRun', csv([row()]), { headers });
      expect([401, 403]).toContain(res.status);
      const exp = await portalApp.request('/api/portal/api/staff/products/export.csv', { headers });
      expect([401, 403]).toContain(exp.status);
    }
    const noFile = await portalApp.request('/api/portal/api/staff/products/import', {
      method: 'POST',
      headers: staff.headers,
      body: (() => {
        const f = new FormData();
        f.set('mode', 'dryRun');
        return f;
      })(),
    });
    expect(noFile.status).toBe(422);
  });

  it('round trip: the export, imported again, changes nothing', async () => {
    const before = await productCount();
    const file = await exportCsv();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1, text.indexOf('\n')).trim()).toBe(CSV_HEADER.join(';'));
    const report = await dryRun(file);
    expect(report.errors).toEqual([]);
    expect(report.summary).toEqual({ rows: before, create: 0, update: 0, unchanged: before });
    const { result } = await apply(file);
    expect(result.applied).toBe(true);
    expect(result.summary.update).toBe(0);
    expect(await productCount()).toBe(before);
  });

  it('names every error at its row and column, in the request language; the header first', async () => {
    const header = await dryRun(csv([], ';', [...CSV_HEADER.filter((c) => c !== 'slug'), 'colour']), 'en');
    expect(header.errors).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'colour', message: 'Unknown column' },
        { row: 1, column: 'slug', message: 'This column is missing' },
      ]),
    );
    const db = await getDb();
    const [seeded] = await db.select().from(products).limit(1);
    const report = await dryRun(
      `\uFEFF${csv(
        [
          row({ sku: `A-${run}`, article: `A-${run}`, slug: `a-${run}` }),
          row({ sku: `B-${run}`, article: `B-${run}`, slug: `b-${run}`, price: '12,50', name_nl: '' }),
          row({ sku: `A-${run}`, article: `C-${run}`, slug: `c-${run}` }),
          row({ sku: `D-${run}`, article: seeded.article, slug: `d-${run}`, category_id: 999_999 }),
          row({ sku: `E-${run}`, article: `E-${run}`, slug: `e-${run}`, sale: 'x', quantity: -1 }),
        ],
        ';',
      )}`,
      'en',
    );
    const at = (r: number, column: string) =>
      report.errors.find((e: { row: number; column: string }) => e.row === r && e.column === column)?.message;
    expect(at(3, 'price')).toBe('Enter a whole number of cents (excluding VAT)');
    expect(at(3, 'name_nl')).toBe('This field is required');
    expect(at(4, 'sku')).toBe('Also in row 2');
    expect(at(5, 'article')).toBe('This article number is already in use');
    expect(at(6, 'sale')).toBe('Invalid input');
    expect(at(6, 'quantity')).toBe('Enter a whole number of 0 or more');
    expect(report.errorCount).toBe(report.errors.length);
    expect(report.summary.create).toBe(1);
    const nl = await dryRun(csv([row({ price: 'abc' })]));
    expect(nl.errors).toEqual([
      { row: 2, column: 'price', message: 'Geef een heel aantal centen (exclusief btw)' },
    ]);
  });

  it('refuses a file that is not CSV, skips blank rows, and stops an upload above 128 MB at once', async () => {
    const bad = await dryRun(`${CSV_HEADER.join(',')}\n${row().join(',')}\n"unclosed,quote\n`, 'en');
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors[0].message).toMatch(/not valid CSV/);
    const blank = await dryRun(`${csv([row()])}\r\n,,,,,,,,,,,,,,,,,\r\n`);
    expect(blank.errors).toEqual([]);
    expect(blank.summary.create).toBe(1);
    const { portalApp } = await import('@/app/api/portal/app');
    const res = await portalApp.request('/api/portal/api/staff/products/import', {
      method: 'POST',
      headers: {
        ...staff.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(res.status).toBe(413);
  });

  it('a dry run writes nothing; apply creates and changes in one go, stamped and audited', async () => {
    const db = await getDb();
    const [target] = await db.select().from(products).orderBy(products.id).limit(1);
    const exported = new TextDecoder().decode(await exportCsv()).replace(/^\uFEFF/, '');
    const targetLine = exported.split('\n').find((l) => l.startsWith(`${target.sku};`))!;
    const file =
      `${CSV_HEADER.join(';')}\n${targetLine.replace(/;\d+;(0|1);([a-z0-9-]+)\r?$/, `;${target.quantity + 3};$1;$2`)}\n` +
      csv(
        [
          row({ sku: `N1-${run}`, article: `N1-${run}`, slug: `n1-${run}` }),
          row({ sku: `N2-${run}`, article: `N2-${run}`, slug: `n2-${run}` }),
        ],
        ';',
      )
        .split('\r\n')
        .slice(1)
        .join('\n');
    const before = await productCount();
    const report = await dryRun(file);
    expect(report.errors).toEqual([]);
    expect(report.summary).toMatchObject({ rows: 3, create: 2, update: 1, unchanged: 0 });
    const sample = report.samples.find((s: { sku: string }) => s.sku === target.sku);
    expect(sample.changes).toEqual([
      { column: 'quantity', before: String(target.quantity), after: String(target.quantity + 3) },
    ]);
    expect(await productCount()).toBe(before);
    expect((await bySku(target.sku)).quantity).toBe(target.quantity);

    const { progress, result } = await apply(file);
    expect(result.applied).toBe(true);
    expect(result.summary).toMatchObject({ create: 2, update: 1 });
    expect(progress.some((p) => p.phase === 'write')).toBe(true);
    expect(await productCount()).toBe(before + 2);
    const changed = await bySku(target.sku);
    expect(changed.quantity).toBe(target.quantity + 3);
    expect(changed.updatedBy).toBeTruthy();
    expect(changed.updatedAt.getTime()).toBeGreaterThan(target.updatedAt.getTime());
    const created = await bySku(`N1-${run}`);
    expect(created.descriptionNl).toBe('Een server; met "aanhalingstekens"\nen een tweede regel.');
    const [alias] = await db
      .select()
      .from(aliases)
      .where(and(eq(aliases.route, 'product'), eq(aliases.targetId, created.id)));
    expect(alias.path).toMatch(new RegExp(`/n1-${run}$`));
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, 'import')));
    expect(audit.at(-1)?.data).toMatchObject({ created: 2, updated: 1 });
    // Unchanged rows keep their version.
    const [other] = await db
      .select()
      .from(products)
      .where(sql`${products.id} <> ${target.id}`)
      .orderBy(products.id)
      .limit(1);
    const again = await apply(new TextDecoder().decode(await exportCsv()));
    expect(again.result.summary).toMatchObject({ create: 0, update: 0 });
    expect((await bySku(other.sku)).updatedAt.getTime()).toBe(other.updatedAt.getTime());
  });

  it('apply is all or nothing: a bad late row leaves everything as it was', async () => {
    const db = await getDb();
    const [seeded] = await db.select().from(products).orderBy(products.id).limit(1);
    const rows = Array.from({ length: 30 }, (_, i) =>
      row({ sku: `X${i}-${run}`, article: `X${i}-${run}`, slug: `x${i}-${run}` }),
    );
    rows.push(row({ sku: `XL-${run}`, article: seeded.article, slug: `xl-${run}` }));
    const before = await productCount();
    const { result } = await apply(csv(rows));
    expect(result.applied).toBe(false);
    expect(result.errors).toEqual([
      { row: 32, column: 'article', message: 'Dit artikelnummer is al in gebruik' },
    ]);
    expect(await productCount()).toBe(before);
    expect(await bySku(`X0-${run}`)).toBeUndefined();
  });

  it('locks the products it writes: a stock change made during apply is applied after it', async () => {
    const db = await getDb();
    const file = csv([row({ sku: `L-${run}`, article: `L-${run}`, slug: `l-${run}`, quantity: 10 })]);
    expect((await apply(file)).result.applied).toBe(true);
    const many = Array.from({ length: 2000 }, (_, i) =>
      row({ sku: `M${i}-${run}`, article: `M${i}-${run}`, slug: `m${i}-${run}` }),
    );
    const res = await request(
      'apply',
      csv([row({ sku: `L-${run}`, article: `L-${run}`, slug: `l-${run}`, quantity: 50 }), ...many]),
    );
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let sold: Promise<unknown> | null = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      // An order taking one unit once the import holds its locks: it waits for the commit, then counts.
      if (!sold && text.includes('"phase":"lock"'))
        // .then() starts it now (drizzle's queries run when awaited).
        sold = db
          .execute(sql`update products set quantity = quantity - 1 where sku = ${`L-${run}`}`)
          .then((r) => r);
    }
    expect(sold).not.toBeNull();
    await sold;
    const last = JSON.parse(text.trim().split('\n').at(-1)!);
    expect(last.result.applied).toBe(true);
    expect((await bySku(`L-${run}`)).quantity).toBe(49);
  });
});
