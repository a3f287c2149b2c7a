import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-products-'));

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { aliases, auditLog, products, productSimilar, productSpecs } from '@/lib/db/schema';

// The shop's product page is called as Next would call it (generateMetadata and the page), with the
// request's headers and the server translations stood in for.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next-intl/server', async () => {
  const { translator } = await import('@/lib/i18n/translate');
  return {
    setRequestLocale: () => {},
    getTranslations: async (opts: { locale: 'nl' | 'en'; namespace?: string }) => {
      const t = translator(opts.locale);
      return (key: string, values?: Record<string, string | number>) =>
        t(opts.namespace ? `${opts.namespace}.${key}` : key, values);
    },
  };
});

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

  const specs = [
    { key: 'memory_size', labelNl: 'Geheugen', labelEn: 'Memory', value: '32 GB', unit: 'B', facet: true },
    { key: 'fan_count', labelNl: 'Ventilatoren', labelEn: 'Fans', value: '6 stuks', unit: null },
    { key: 'clock', labelNl: 'Kloksnelheid', labelEn: 'Clock speed', value: '2.10 GHz', unit: 'Hz' },
  ];

  it('specs with units, related products, warranty, weight and SEO texts round-trip and reach the shop', async () => {
    const r1 = await create();
    const r2 = await create();
    const p = await create({
      specs,
      related: [r2.id, r1.id],
      warrantyMonths: 36,
      weight: 2_500,
      seoTitleNl: 'Testserver kopen | snel geleverd',
      seoDescriptionEn: '  A fast test server, tested and updated.  ',
    });
    const detail = (await api('GET', `/${p.id}`)).data.product;
    expect(detail.specs).toEqual([
      { ...specs[0], num: 32 * 1024 ** 3 },
      { ...specs[1], facet: false, num: null },
      { ...specs[2], facet: false, num: 2.1e9 },
    ]);
    expect(detail.related).toEqual([r2.id, r1.id]);
    expect(detail.relatedProducts.map((r: { article: string }) => r.article)).toEqual([
      r2.article,
      r1.article,
    ]);
    expect(detail).toMatchObject({
      warrantyMonths: 36,
      weight: 2_500,
      seoTitleNl: 'Testserver kopen | snel geleverd',
      seoTitleEn: null,
      seoDescriptionNl: null,
      seoDescriptionEn: 'A fast test server, tested and updated.',
    });
    // The brand filter's row follows the brand field, first, as the catalogue seeds it.
    const db = await getDb();
    const rows = await db
      .select()
      .from(productSpecs)
      .where(eq(productSpecs.productId, p.id))
      .orderBy(productSpecs.sort);
    expect(rows.map((r) => [r.key, r.value, r.facet])).toEqual([
      ['brand', 'Dell', true],
      ['memory_size', '32 GB', true],
      ['fan_count', '6 stuks', false],
      ['clock', '2.10 GHz', false],
    ]);
    const shop = (await call('GET', `/api/catalog/catalog-products/${p.id}`, { locale: 'en' })).data.data;
    expect(shop.warrantyMonths).toBe(36);
    expect(shop.specs.map((s: { label: string }) => s.label)).toEqual([
      'Brand',
      'Memory',
      'Fans',
      'Clock speed',
    ]);
    const similar = await call('GET', `/api/catalog/catalog-product-relations?product_id=${p.id}`);
    expect(similar.data.data.map((c: { id: number }) => c.id)).toEqual([r2.id, r1.id]);

    // One save changes specs (one gone, reordered), related, brand, warranty and SEO; all audited in the diff.
    const res = await api('PUT', `/${p.id}`, {
      updatedAt: detail.updatedAt,
      quantityFrom: detail.quantity,
      product: {
        ...detail,
        brand: 'HPE',
        specs: [detail.specs[2], { ...detail.specs[0], value: '64 GB DDR4' }],
        related: [r1.id],
        warrantyMonths: 24,
        seoTitleNl: '',
      },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.product.specs.map((s: { key: string; num: number }) => [s.key, s.num])).toEqual([
      ['clock', 2.1e9],
      ['memory_size', 64 * 1024 ** 3],
    ]);
    expect(res.data.product).toMatchObject({ related: [r1.id], warrantyMonths: 24, seoTitleNl: null });
    expect(new Date(res.data.product.updatedAt).getTime()).toBeGreaterThan(
      new Date(detail.updatedAt).getTime(),
    );
    const after = (await call('GET', `/api/catalog/catalog-products/${p.id}`)).data.data;
    expect(after.specs.map((s: { key: string; value: string }) => [s.key, s.value])).toEqual([
      ['brand', 'HPE'],
      ['clock', '2.10 GHz'],
      ['memory_size', '64 GB DDR4'],
    ]);
    expect(after.warrantyMonths).toBe(24);
    const links = await db.select().from(productSimilar).where(eq(productSimilar.productId, p.id));
    expect(links.map((l) => l.similarId)).toEqual([r1.id]);
    const entries = await auditFor(p.id);
    expect(Object.keys(entries.at(-1)!.data as object)).toEqual(
      expect.arrayContaining(['specs', 'related', 'brand', 'warrantyMonths', 'seoTitleNl']),
    );
    // Saving it unchanged changes nothing (rows compare equal, num included).
    const same = await api('PUT', `/${p.id}`, {
      updatedAt: res.data.product.updatedAt,
      quantityFrom: res.data.product.quantity,
      product: res.data.product,
    });
    expect(same.data.changed).toBe(false);
  });

  it('refuses bad specs, related products, warranty and SEO texts at the field (422), storing nothing', async () => {
    const bad = await api(
      'POST',
      '',
      newProduct({
        specs: [specs[0], { ...specs[1], unit: 'furlong' }, { ...specs[2], value: 'fast' }, specs[0]],
        warrantyMonths: 121,
        seoTitleNl: 'x'.repeat(71),
        seoDescriptionEn: 'x'.repeat(161),
      }),
      anna.headers,
      'en',
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors['specs.1.unit']).toEqual(['Choose a unit from the list']);
    expect(Object.keys(bad.data.errors)).toEqual(
      expect.arrayContaining(['specs.1.unit', 'warrantyMonths', 'seoTitleNl', 'seoDescriptionEn']),
    );
    const db = await getDb();
    const named = sql`${products.nameEn} = ${`Test server ${run} ${n}`}`;
    expect(await db.select().from(products).where(named)).toEqual([]);
    const unitless = await api(
      'POST',
      '',
      newProduct({ specs: [specs[0], { ...specs[2], value: 'fast' }, specs[0]] }),
    );
    expect(unitless.status).toBe(422);
    expect(unitless.data.errors['specs.1.value']).toEqual([
      'Typ de waarde met een eenheid die hierbij past, bijvoorbeeld "32 GB"',
    ]);
    expect(unitless.data.errors['specs.2.key']).toBeDefined();
    const p = await create();
    const self = await api('PUT', `/${p.id}`, {
      updatedAt: p.updatedAt,
      quantityFrom: p.quantity,
      product: { ...p, related: [p.id] },
    });
    expect(self.status).toBe(422);
    expect(self.data.errors.related).toEqual(['Een product kan niet aan zichzelf gerelateerd zijn']);
    const unknown = await api('POST', '', newProduct({ related: [999_999_999] }));
    expect(unknown.data.errors.related).toEqual(['Een gekozen product bestaat niet meer']);
    const many = await api('POST', '', newProduct({ related: Array.from({ length: 13 }, (_, i) => i + 1) }));
    expect(Object.keys(many.data.errors)).toContain('related');
    const nested = await api('PUT', `/${p.id}`, {
      updatedAt: p.updatedAt,
      quantityFrom: p.quantity,
      product: { ...p, specs: [specs[0], { ...specs[1], unit: 'parsec' }] },
    });
    expect(Object.keys(nested.data.errors)).toEqual(['product.specs.1.unit']);
    expect((await api('GET', `/${p.id}`)).data.product.updatedAt).toBe(p.updatedAt);
  });

  it("the product page: staff's SEO title and description; unpublished, a noindex preview for staff only", async () => {
    const page = await import('@/app/[locale]/(shop)/[...path]/page');
    const { getProductDetail } = await import('@/features/catalog/server/product');
    const p = await create({
      active: false,
      seoTitleNl: 'Testserver kopen',
      seoDescriptionNl: 'Eigen omschrijving voor zoekmachines.',
      specs,
    });
    const props = (locale: 'nl' | 'en') => ({
      params: Promise.resolve({ locale, path: p.path.split('/').filter(Boolean) }),
      searchParams: Promise.resolve({}),
    });
    const notFound = (e: unknown) => String((e as { digest?: string }).digest).includes('404');

    // A shopper: nothing about it, and the page is the 404 page.
    request.headers = new Headers();
    expect(await page.generateMetadata(props('nl'))).toEqual({});
    await expect(page.default(props('nl'))).rejects.toSatisfy(notFound);
    expect((await call('GET', `/api/catalog/catalog-products/${p.id}`)).status).toBe(404);

    // Staff: the preview, noindex, with the SEO title as the whole <title>.
    request.headers = new Headers(anna.headers);
    const meta = await page.generateMetadata(props('nl'));
    expect(meta).toMatchObject({
      title: { absolute: 'Testserver kopen' },
      description: 'Eigen omschrijving voor zoekmachines.',
      robots: { index: false, follow: false },
    });
    const metaEn = await page.generateMetadata(props('en'));
    expect(metaEn.title).toBe(p.nameEn);
    expect(String(metaEn.description)).toContain('A solid server.');
    expect(await page.default(props('nl'))).toBeTruthy();
    // A customer who is not staff gets no preview either.
    request.headers = new Headers((await loginAs()).headers);
    expect(await page.generateMetadata(props('nl'))).toEqual({});

    // The preview never reached the shared cache: shoppers still get nothing.
    expect(await getProductDetail(p.id, 'nl')).toBeNull();
    expect((await call('GET', `/api/catalog/catalog-products/${p.id}`)).status).toBe(404);

    // Published: everyone gets the SEO title, indexable.
    const published = await api('PUT', `/${p.id}`, {
      updatedAt: p.updatedAt,
      quantityFrom: p.quantity,
      product: { ...p, active: true },
    });
    expect(published.status).toBe(200);
    request.headers = new Headers();
    const shopper = await page.generateMetadata(props('nl'));
    expect(shopper.title).toEqual({ absolute: 'Testserver kopen' });
    expect(shopper.robots).toBeUndefined();
    expect(await page.default(props('nl'))).toBeTruthy();
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
