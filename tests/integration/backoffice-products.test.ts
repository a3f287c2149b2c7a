import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-products-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { aliases, auditLog, products } from '@/lib/db/schema';

// The back office's products through the real API: list, search, filters and paging; create and edit with
// unique codes, sale, a path change that leaves a redirect; stale forms refused; inline stock and price
// edits seen by the shop's API at once; bulk publish and percentage price changes with a preview.

type Headers = Record<string, string>;
const run = `t${Date.now().toString(36)}`;
let n = 0;

const newProduct = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    nameNl: `Testserver ${run} ${n}`,
    nameEn: `Test server ${run} ${n}`,
    descriptionNl: 'Een degelijke server.',
    descriptionEn: 'A solid server.',
    categoryId: 116,
    brand: 'Dell',
    type: 2,
    condition: 'refurbished',
    article: `ART-${run}-${n}`,
    sku: `SKU-${run}-${n}`,
    price: 10_000,
    priceOld: null,
    sale: false,
    saleEndsAt: null,
    indefinitePeriod: false,
    quantity: 7,
    active: true,
    slug: `testserver-${run}-${n}`,
    ...over,
  };
};

async function auditFor(id: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))));
}

describe.each(backends())('back office products on %s', (backend) => {
  let t: TestDb;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let bram: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    anna = await loginAs({ role: 'staff' });
    bram = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  const api = (
    method: string,
    p: string,
    body?: unknown,
    headers: Headers = anna.headers,
    locale: 'nl' | 'en' = 'nl',
  ) => call(method, `/api/staff/products${p}`, { headers, body, locale });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await api('POST', '', newProduct(over));
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    return res.data.product as ReturnType<typeof newProduct> & {
      id: number;
      updatedAt: string;
      path: string;
    };
  };

  it('is for verified staff only', async () => {
    const shopper = await loginAs();
    for (const [method, p, body] of [
      ['GET', ''],
      ['GET', '/1'],
      ['POST', '', newProduct()],
      ['PUT', '/1', { updatedAt: new Date().toISOString(), quantityFrom: 0, product: newProduct() }],
      ['PATCH', '/1', { updatedAt: new Date().toISOString(), quantityFrom: 0, quantity: 1 }],
      ['POST', '/bulk', { action: 'publish', ids: [1] }],
    ] as [string, string, unknown?][]) {
      expect((await api(method, p, body, {})).status).toBe(401);
      expect((await api(method, p, body, shopper.headers)).status).toBe(403);
    }
    expect((await api('GET', '/999999999')).status).toBe(404);
  });

  it('lists, searches, filters and pages on the server', async () => {
    const a = await create({ quantity: 0, active: false });
    const b = await create({
      quantity: 3,
      sale: true,
      indefinitePeriod: true,
      priceOld: 12_000,
      condition: 'new',
    });
    const all = await api('GET', `?q=${run}&perPage=1&sort=article`);
    expect(all.status).toBe(200);
    expect(all.data.meta.total).toBeGreaterThanOrEqual(2);
    expect(all.data.data).toHaveLength(1);
    const page2 = await api('GET', `?q=${run}&perPage=1&page=2&sort=article`);
    expect(page2.data.data[0].id).not.toBe(all.data.data[0].id);
    const bySku = await api('GET', `?q=${encodeURIComponent(a.sku.toLowerCase())}`);
    expect(bySku.data.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const ids = async (qs: string) =>
      (await api('GET', `?q=${run}&perPage=100&${qs}`)).data.data.map((r: { id: number }) => r.id);
    expect(await ids('stock=out')).toContain(a.id);
    expect(await ids('stock=out')).not.toContain(b.id);
    expect(await ids('stock=low')).toEqual(expect.arrayContaining([b.id]));
    expect(await ids('sale=1')).toContain(b.id);
    expect(await ids('sale=1')).not.toContain(a.id);
    expect(await ids('published=no')).toContain(a.id);
    expect(await ids('published=yes')).not.toContain(a.id);
    expect(await ids('condition=new')).toEqual([b.id]);
    expect(await ids('category=116&type=2')).toEqual(expect.arrayContaining([a.id, b.id]));
    const bad = await api('GET', '?stock=lots&sort=random', undefined, anna.headers, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(expect.arrayContaining(['stock', 'sort']));
  });

  it('creates with unique article and SKU (422 at the field, both languages) and audits', async () => {
    const p = await create();
    expect(p.path).toMatch(new RegExp(`^/[a-z0-9/-]+/${p.slug}$`));
    const shop = await call('GET', `/api/catalog/catalog-products/${p.id}`);
    expect(shop.status).toBe(200);
    expect(shop.data.data.price).toBe(10_000);
    const dup = await api('POST', '', newProduct({ article: p.article.toLowerCase(), sku: p.sku }));
    expect(dup.status).toBe(422);
    expect(dup.data.errors.article).toEqual(['Dit artikelnummer is al in gebruik']);
    expect(dup.data.errors.sku).toEqual(['Deze SKU is al in gebruik']);
    const dupEn = await api('POST', '', newProduct({ sku: p.sku }), anna.headers, 'en');
    expect(dupEn.data.errors.sku).toEqual(['This SKU is already in use']);
    const invalid = await api(
      'POST',
      '',
      newProduct({ price: -1, slug: 'Met Spaties', sale: true }),
      anna.headers,
      'en',
    );
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.data.errors)).toEqual(expect.arrayContaining(['price', 'slug', 'saleEndsAt']));
    expect((await auditFor(p.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('edits price, sale and path: the old path redirects, the shop shows the change at once', async () => {
    const p = await create();
    const before = await call('GET', `/api/catalog/catalog-products/${p.id}`); // cached now
    expect(before.data.data.price).toBe(10_000);
    const oldPath = p.path;
    const ends = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await api('PUT', `/${p.id}`, {
      updatedAt: p.updatedAt,
      quantityFrom: p.quantity,
      product: {
        ...newProduct(),
        article: p.article,
        sku: p.sku,
        slug: `${p.slug}-v2`,
        price: 9_000,
        priceOld: 10_000,
        sale: true,
        saleEndsAt: ends,
      },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.product.path).toBe(`${oldPath}-v2`);
    expect(res.data.product.updatedBy).toBe(anna.customer.name);
    const after = await call('GET', `/api/catalog/catalog-products/${p.id}`);
    expect(after.data.data.price).toBe(9_000);
    expect(after.data.data.sale).toBe(true);
    const db = await getDb();
    const [redirect] = await db.select().from(aliases).where(eq(aliases.path, oldPath));
    expect(redirect).toMatchObject({ route: 'redirect', redirectTo: `${oldPath}-v2`, status: 301 });
    const resolved = await call('GET', `/api/aliases?path=${encodeURIComponent(oldPath)}`);
    expect(resolved.data).toEqual({ path: `${oldPath}-v2`, status: 301 });
    const redirects = await call('GET', '/api/catalog/redirects');
    expect(redirects.data.data[oldPath.toLowerCase()]).toEqual({ to: `${oldPath}-v2`, status: 301 });
    // Back to the first slug: the redirect there goes, the new one points back; no chain is left.
    const back = await api('PUT', `/${p.id}`, {
      updatedAt: res.data.product.updatedAt,
      quantityFrom: res.data.product.quantity,
      product: { ...res.data.product, slug: p.slug },
    });
    expect(back.status, JSON.stringify(back.data)).toBe(200);
    expect((await call('GET', `/api/aliases?path=${encodeURIComponent(oldPath)}`)).data.route.id).toBe(p.id);
    expect((await call('GET', `/api/aliases?path=${encodeURIComponent(`${oldPath}-v2`)}`)).data).toEqual({
      path: oldPath,
      status: 301,
    });
    const entries = await auditFor(p.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1].data).toMatchObject({ price: [10_000, 9_000], path: [oldPath, `${oldPath}-v2`] });
  });

  it('refuses a stale form with who changed it and when (409, both languages)', async () => {
    const p = await create();
    const first = await api(
      'PATCH',
      `/${p.id}`,
      { updatedAt: p.updatedAt, quantityFrom: p.quantity, quantity: 12 },
      bram.headers,
    );
    expect(first.status).toBe(200);
    const stale = await api('PUT', `/${p.id}`, {
      updatedAt: p.updatedAt,
      quantityFrom: p.quantity,
      product: { ...p, price: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(`gewijzigd door ${bram.customer.name}`);
    const staleEn = await api('PATCH', `/${p.id}`, { updatedAt: p.updatedAt, price: 1 }, anna.headers, 'en');
    expect(staleEn.status).toBe(409);
    expect(staleEn.data.message).toContain(`changed meanwhile by ${bram.customer.name}`);
    const [row] = await (await getDb()).select().from(products).where(eq(products.id, p.id));
    expect(row.price).toBe(10_000);
  });

  it('inline stock and price edits reach the shop at once and are audited', async () => {
    const p = await create();
    await call('GET', `/api/catalog/catalog-products/${p.id}`);
    const res = await api('PATCH', `/${p.id}`, {
      updatedAt: p.updatedAt,
      quantityFrom: p.quantity,
      quantity: 2,
      price: 12_345,
    });
    expect(res.status).toBe(200);
    const shop = await call('GET', `/api/catalog/catalog-products/${p.id}`);
    expect(shop.data.data.quantity).toBe(2);
    expect(shop.data.data.price).toBe(12_345);
    const again = await api('PATCH', `/${p.id}`, {
      updatedAt: res.data.product.updatedAt,
      quantityFrom: 2,
      quantity: 2,
    });
    expect(again.data.changed).toBe(false);
    const bad = await api(
      'PATCH',
      `/${p.id}`,
      { updatedAt: p.updatedAt, quantityFrom: p.quantity, quantity: -1 },
      anna.headers,
      'en',
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors.quantity).toEqual(['Enter a whole number of 0 or more']);
    const entries = await auditFor(p.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'quickEdit']);
    expect(entries[1].data).toEqual({ quantity: [7, 2], price: [10_000, 12_345] });
  });

  it('a stock edit applies as the difference from what the form showed: units sold meanwhile stay sold', async () => {
    const p = await create(); // 7 in stock
    // An order takes 2 while the editor is open (orders don't change the product's version).
    await (
      await getDb()
    )
      .update(products)
      .set({ quantity: sql`${products.quantity} - 2` })
      .where(eq(products.id, p.id));
    // Saving other fields with the stock as shown leaves the stock alone.
    const named = await api('PUT', `/${p.id}`, {
      updatedAt: p.updatedAt,
      quantityFrom: p.quantity,
      product: { ...p, nameNl: `${p.nameNl} (nieuw)` },
    });
    expect(named.status, JSON.stringify(named.data)).toBe(200);
    expect(named.data.product.quantity).toBe(5);
    // Staff add 3 to what they saw (7 → 10): 5 + 3.
    const added = await api('PATCH', `/${p.id}`, {
      updatedAt: named.data.product.updatedAt,
      quantityFrom: p.quantity,
      quantity: 10,
    });
    expect(added.data.product.quantity).toBe(8);
    // Without the stock it was loaded with, a stock edit is refused.
    const bare = await api('PATCH', `/${p.id}`, { updatedAt: added.data.product.updatedAt, quantity: 1 });
    expect(bare.status).toBe(422);
  });

  it('bulk publishes and changes prices by a percentage; the preview is what is applied', async () => {
    const a = await create({ price: 1_999, active: false });
    const b = await create({ price: 10_001, active: false });
    const pub = await api('POST', '/bulk', { action: 'publish', ids: [a.id, b.id] });
    expect(pub.data.changed).toBe(2);
    expect((await api('POST', '/bulk', { action: 'publish', ids: [a.id, b.id] })).data.changed).toBe(0);
    expect((await call('GET', `/api/catalog/catalog-products/${a.id}`)).status).toBe(200);
    const preview = await api('POST', '/bulk', {
      action: 'price',
      ids: [a.id, b.id],
      percent: 12.5,
      preview: true,
    });
    expect(preview.status).toBe(200);
    const expected = Object.fromEntries(
      preview.data.items.map((i: { id: number; newPrice: number }) => [i.id, i.newPrice]),
    );
    expect(expected).toEqual({ [a.id]: 2_249, [b.id]: 11_251 });
    expect((await call('GET', `/api/catalog/catalog-products/${a.id}`)).data.data.price).toBe(1_999);
    const applied = await api('POST', '/bulk', { action: 'price', ids: [a.id, b.id], percent: 12.5 });
    expect(applied.data.changed).toBe(2);
    const db = await getDb();
    for (const id of [a.id, b.id]) {
      const [row] = await db.select({ price: products.price }).from(products).where(eq(products.id, id));
      expect(row.price).toBe(expected[id]);
      expect((await call('GET', `/api/catalog/catalog-products/${id}`)).data.data.price).toBe(expected[id]);
    }
    expect((await auditFor(a.id)).map((e) => e.action)).toEqual(['create', 'publish', 'bulkPrice']);
    const bad = await api('POST', '/bulk', { action: 'price', ids: [], percent: 0 }, anna.headers, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(expect.arrayContaining(['ids', 'percent']));
  });

  it('two staff saving one loaded form at once: one wins, the other gets a 409', async () => {
    const p = await create();
    const results = await Promise.all(
      [anna, bram].map((who, i) =>
        api(
          'PATCH',
          `/${p.id}`,
          { updatedAt: p.updatedAt, quantityFrom: p.quantity, quantity: 20 + i },
          who.headers,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
