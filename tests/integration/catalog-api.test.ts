import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { portalApp } from '@/app/api/portal/app';
import type { FrontApiAnswer } from '@/lib/api/front';
import { sitemapPartXml, sitemapXml } from '@/features/catalog/server/sitemap';
import { titleQuery, wordsQuery } from '@/features/catalog/server/search';
import type { ListMeta } from '@/features/catalog/server/listing';
import { backends, createTestDb, type TestDb } from '../support/db';

type Card = {
  id: number;
  name: string;
  path: string;
  price: number;
  priceNds: number;
  quantity: number;
  soldCount?: number;
  rating: number;
  state: string;
  type: number;
  targetId: number;
};

describe.each(backends())('catalogue API on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
  }, 180_000);
  afterAll(async () => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    portalApp.request(`/api/portal${path}`, { headers });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    portalApp.request(`/api/portal${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`/api/catalog/catalog-products?${query}`, headers);
    expect(res.status).toBe(200);
    return (await res.json()) as {
      data: Card[];
      meta: ListMeta;
    };
  };
  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)) as unknown as { rows: T[] };

  it('writes one sitemap with every product in both languages, and no further parts', async () => {
    const xml = await sitemapXml();
    const {
      rows: [{ n }],
    } = await rows<{ n: number }>(sql`select count(*)::int as n from products where active`);
    expect(xml).toContain('<urlset');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(2 * n);
    expect(xml).toMatch(/<loc>[^<]*\/en\/opslag\/sata-ssd<\/loc>/);
    expect(await sitemapPartXml(0)).toBe(xml);
    expect(await sitemapPartXml(1)).toBeNull();
  });

  it('lists a category with its subcategories, data and meta, paged', async () => {
    const storage = await list('category_id=214&per_page=12');
    const {
      rows: [{ n }],
    } = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where active and category_id in (select id from categories where id = 214 or parent_id = 214)`,
    );
    expect(storage.meta.total).toBe(n);
    expect(storage.data).toHaveLength(12);
    expect(storage.meta.lastPage).toBe(Math.ceil(n / 12));
    const page2 = await list('category_id=214&per_page=12&page=2');
    expect(page2.meta.page).toBe(2);
    expect(page2.data.map((c) => c.id)).not.toContain(storage.data[0].id);
    expect(storage.data[0].path).toMatch(/^\/opslag\//);
    expect(storage.data[0].priceNds).toBeGreaterThan(storage.data[0].price);
  });

  it('sorts by price both ways, best rated and in stock', async () => {
    const asc = (await list('category_id=282&sort=price_asc&per_page=96')).data.map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('category_id=282&sort=price_desc&per_page=96')).data.map((c) => c.price);
    expect(desc).toEqual([...asc].sort((a, b) => b - a));
    const rated = (await list('category_id=116&sort=best_rated&per_page=96')).data.map((c) => c.rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const stock = (await list('category_id=116&sort=in_stock&per_page=96')).data.map((c) => c.quantity);
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
    expect((await list('category_id=116&sort=best_sold')).data.length).toBe(24);
  });

  it('filters by price, condition, product group and spec facets', async () => {
    const cheap = await list('category_id=282&priceFrom=50&priceTo=200&per_page=96');
    expect(cheap.data.every((c) => c.price >= 5000 && c.price <= 20000)).toBe(true);
    expect(cheap.meta.total).toBeGreaterThan(0);
    const fresh = await list('state=new&per_page=96');
    expect(fresh.data.every((c) => c.state === 'new')).toBe(true);
    const sale = await list('sale_is=1&per_page=96');
    expect(sale.meta.total).toBeGreaterThan(0);
    const assemble = await list('type_id=1&per_page=96');
    expect(assemble.data.every((c) => c.type === 1)).toBe(true);
    const ddr4 = await list('category_id=282&memory_type=DDR4&per_page=96');
    const {
      rows: [{ n }],
    } = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join product_specs s on s.product_id = p.id and s.key = 'memory_type' and s.value = 'DDR4' where p.category_id = 282`,
    );
    expect(ddr4.meta.total).toBe(n);
    const both = await list('category_id=282&memory_type=DDR4&memory_type=DDR5&per_page=96');
    expect(both.meta.total).toBeGreaterThan(ddr4.meta.total);
    const dellG14 = await list('category_id=116&generation=dell:G14');
    const {
      rows: [{ g }],
    } = await rows<{ g: number }>(
      sql`select count(*)::int as g from products where family = 'dell' and generation = 'G14'`,
    );
    expect(dellG14.meta.total).toBe(g);
  });

  it('counts filters without their own selection and groups server generations by family', async () => {
    const res = await post('/api/filters', { category_id: 116, generation: ['dell:G14'] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const gen = data.facets.find((f: { key: string }) => f.key === 'generation');
    const dell = gen.values
      .filter((v: { group: string }) => v.group === 'Dell PowerEdge')
      .map((v: { label: string }) => v.label);
    const hpe = gen.values
      .filter((v: { group: string }) => v.group === 'HPE ProLiant')
      .map((v: { label: string }) => v.label);
    expect(dell).toEqual(expect.arrayContaining(['G10', 'G11', 'G12', 'G13', 'G14']));
    expect(hpe).toEqual(expect.arrayContaining(['G6', 'G7', 'G8', 'G9', 'G10']));
    expect(gen.values.find((v: { value: string }) => v.value === 'dell:G14').selected).toBe(true);
    const form = data.facets.find((f: { key: string }) => f.key === 'form');
    const formTotal = form.values.reduce((s: number, v: { count: number }) => s + v.count, 0);
    const {
      rows: [{ g }],
    } = await rows<{ g: number }>(
      sql`select count(*)::int as g from products where family = 'dell' and generation = 'G14'`,
    );
    expect(formTotal).toBe(g);
    expect(data.conditions.map((c: { state: string }) => c.state)).toEqual([
      'new',
      'refurbished',
      'recertified',
    ]);
    expect(data.price.max).toBeGreaterThan(data.price.min);
    const ram = (await (await post('/api/filters', { category_id: 282 })).json()).data;
    expect(ram.facets.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['memory_size', 'memory_type', 'memory_speed']),
    );
  });

  it('searches by name, article, SKU and spec words, with typos, in both languages', async () => {
    const {
      rows: [p],
    } = await rows<{ id: number; article: string; sku: string }>(
      sql`select id, article, sku from products where category_id = 116 order by id limit 1`,
    );
    expect((await list(`search=${encodeURIComponent(p.article)}`)).data[0].id).toBe(p.id);
    expect((await list(`search=${encodeURIComponent(p.sku)}`)).data[0].id).toBe(p.id);
    // An article's parts are never spell-corrected ('sam' of RAM-SAM-… is not a misspelt 'sas').
    const {
      rows: [m],
    } = await rows<{ id: number; article: string }>(
      sql`select id, article from products where article like 'RAM-SAM-%' order by id limit 1`,
    );
    const byArticle = await list(`search=${encodeURIComponent(m.article)}`);
    expect(byArticle.meta.corrected ?? null).toBeNull();
    expect(byArticle.data[0].id).toBe(m.id);
    const [brand, maker, model] = m.article.split('-');
    const typing = `${brand}-${maker} ${model}`.toLowerCase(); // 'ram-sam d4r'
    const suggested = await (
      await get(`/api/catalog/catalog-product-autocomplete?search=${encodeURIComponent(typing)}`)
    ).json();
    expect(suggested.data.map((d: { id: number }) => d.id)).toContain(m.id);
    const nl = await list('search=werkgeheugen');
    expect(nl.meta.total).toBeGreaterThan(10);
    const typoNl = await list('search=werkgeheugn');
    expect(typoNl.meta.corrected).toBe('werkgeheugen');
    expect(typoNl.meta.total).toBe(nl.meta.total);
    const en = await list('search=memory', { 'x-locale': 'en' });
    expect(en.meta.total).toBeGreaterThan(10);
    expect(en.data[0].name).toMatch(/memory|RAM|DIMM/i);
    const typoEn = await list('search=memroy', { 'x-locale': 'en' });
    expect(typoEn.meta.corrected).toBe('memory');
    const typoBrand = await list('search=poweredg%20r740');
    expect(typoBrand.meta.total).toBeGreaterThan(0);
    expect(typoBrand.data[0].name).toContain('R740');
    const spec = await list('search=ddr5');
    expect(spec.meta.total).toBeGreaterThan(0);
    expect((await list('search=qqqqzzzz')).meta.total).toBe(0);
  });

  it('suggests products as you type, with name and path', async () => {
    const res = await get('/api/catalog/catalog-product-autocomplete?search=powere');
    const { data } = await res.json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data[0].name).toMatch(/PowerEdge/);
    expect(data.some((d: { path: string }) => d.path.startsWith('/servers/'))).toBe(true);
    // Accessories named "for PowerEdge" come after products named PowerEdge.
    const names: string[] = data.map((d: { name: string }) => d.name.toLowerCase().indexOf('powere'));
    expect(names).toEqual([...names].sort((a, b) => Number(a) - Number(b)));
    expect(data[0].priceNds).toBeGreaterThan(data[0].price);
    const typo = await (await get('/api/catalog/catalog-product-autocomplete?search=proliamt')).json();
    expect(typo.data[0].name).toMatch(/ProLiant/);
    // Dutch compounds: 'geheugen' finds the 'servergeheugen' modules, 'kaart' the 'videokaart' products.
    const suggested = async (q: string) =>
      (
        (await (
          await get(`/api/catalog/catalog-product-autocomplete?search=${encodeURIComponent(q)}`)
        ).json()) as { data: { name: string }[] }
      ).data.map((d) => d.name);
    const memory = await suggested('geheugen ddr4');
    expect(memory.length).toBeGreaterThan(0);
    expect(memory.filter((n) => !/DDR4/i.test(n) || !/\wgeheugen/i.test(n))).toEqual([]);
    expect((await suggested('kaart')).some((n) => /\w{3,}kaart/i.test(n))).toBe(true);
    // The words as typed in the name first: the PowerEdge 1950 servers before backplanes for '18×' bays.
    expect((await suggested('poweredge 1'))[0]).toMatch(/PowerEdge 1\d/);
    expect(await suggested('geheugn ddr4')).toEqual(memory);
    expect((await (await get('/api/catalog/catalog-product-autocomplete?search=d')).json()).data).toEqual([]);
    expect((await get('/api/catalog/catalog-product-autocomplete')).status).toBe(422);
  });

  it('matches short typed words by prefix words of the title: the same products as a prefix match', async () => {
    const ids = async (q: ReturnType<typeof sql> | null) =>
      (
        await rows<{ id: number }>(
          sql`select product_id as id from product_autocomplete where title @@ ${q} order by product_id`,
        )
      ).rows.map((r) => r.id);
    for (const words of [
      ['powere', '1'],
      ['dell', 'r7'],
      ['ddr4', '3'],
      ['de'],
      ['ssd', '1', 'tb'],
      ['u', '2'],
    ]) {
      const prefix = await ids(wordsQuery(words, true));
      expect(await ids(titleQuery(words)), words.join(' ')).toEqual(prefix);
      if (words[0] !== 'u') expect(prefix.length, words.join(' ')).toBeGreaterThan(0);
    }
    const res = await (await get('/api/catalog/catalog-product-autocomplete?search=poweredge%201')).json();
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((d: { name: string }) => /poweredge/i.test(d.name))).toBe(true);
  });

  it('lets the production front answer autocomplete (registered by the portal app), and nothing else', async () => {
    const front = (globalThis as { [k: symbol]: { answer: FrontApiAnswer } | undefined })[
      Symbol.for('webshop.front-api')
    ];
    expect(front).toBeDefined();
    const headers = { host: 'localhost:3000', 'x-locale': 'en' };
    expect(front!.answer('/api/portal/api/catalog/catalog-products?search=dell', headers)).toBeNull();
    expect(front!.answer('/api/portal/cart/prices?orderId=1', headers)).toBeNull();
    const a = await front!.answer(
      '/api/portal/api/catalog/catalog-product-autocomplete?search=powere',
      headers,
    )!;
    expect(a.status).toBe(200);
    const direct = await (
      await get('/api/catalog/catalog-product-autocomplete?search=powere', headers)
    ).json();
    expect(JSON.parse(Buffer.from(a.body).toString())).toEqual(direct);
    expect(direct.data.length).toBeGreaterThan(0);
  });

  it('serves a product, its relations, cards by id and the category list', async () => {
    const {
      rows: [p],
    } = await rows<{ id: number }>(sql`select product_id as id from product_similar limit 1`);
    const detail = (await (await get(`/api/catalog/catalog-products/${p.id}?option=1`)).json()).data;
    expect(detail.id).toBe(p.id);
    expect(detail.specs.length).toBeGreaterThan(0);
    expect(detail.breadcrumbs.length).toBeGreaterThan(0);
    const rel = (await (await get(`/api/catalog/catalog-product-relations?product_id=${p.id}`)).json()).data;
    expect(rel.length).toBeGreaterThan(0);
    expect(rel.map((c: Card) => c.id)).not.toContain(p.id);
    const info = (await (await post('/api/catalog/catalog-products-info', { ids: [rel[0].id, p.id] })).json())
      .data;
    expect(info.map((c: Card) => c.id)).toEqual([rel[0].id, p.id]);
    expect((await get('/api/catalog/catalog-products/999999')).status).toBe(404);
    const cats = (await (await get('/api/catalog/categories', { 'x-locale': 'en' })).json()).categories;
    expect(cats.find((c: { categoryId: number }) => c.categoryId === 282).categoryName).toBe('Memory');
  });

  it('answers bad input with 422, never 500', async () => {
    for (const q of [
      'page=0',
      'page=abc',
      'per_page=13',
      'sort=cheap',
      'state=old',
      'type_id=3',
      'category_id=-1',
      'priceFrom=x',
      'priceFrom=500&priceTo=100',
      `search=${'x'.repeat(101)}`,
      'memory_type=' + 'x'.repeat(101),
    ]) {
      const res = await get(`/api/catalog/catalog-products?${q}`);
      expect(res.status, q).toBe(422);
      const body = await res.json();
      expect(body.message).toBe('Onjuiste gegevens');
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
    expect((await get('/api/catalog/catalog-products/abc')).status).toBe(422);
    expect((await get('/api/catalog/catalog-product-relations')).status).toBe(422);
    expect((await post('/api/catalog/catalog-products-info', { ids: [] })).status).toBe(422);
    expect((await post('/api/filters', { sort: 'nope' })).status).toBe(422);
    // Unknown parameters are ignored; a search of punctuation only is no search at all.
    expect((await get('/api/catalog/catalog-products?foo=bar&search=%27%22%3B')).status).toBe(200);
  });

  it('keeps the search data fresh when a product changes', async () => {
    const {
      rows: [p],
    } = await rows<{ id: number }>(sql`select id from products order by id limit 1`);
    await t.db.execute(
      sql`update products set name_nl = name_nl || ' Zeldzaamwoord Qx7', name_en = name_en || ' Rareword Qx7' where id = ${p.id}`,
    );
    const { invalidateCatalog } = await import('@/features/catalog/server/listing');
    invalidateCatalog();
    expect((await list('search=zeldzaamwoord')).data.map((c) => c.id)).toEqual([p.id]);
    expect((await list('search=rarewrd')).data.map((c) => c.id)).toEqual([p.id]);
    const suggest = async (q: string) =>
      (
        (await (await get(`/api/catalog/catalog-product-autocomplete?search=${q}`)).json()) as {
          data: { id: number }[];
        }
      ).data.map((d) => d.id);
    expect(await suggest('zeldzaamw')).toEqual([p.id]);
    // The new name's short prefixes too: 'qx' is matched as the title word '_qx' (migration 0016).
    expect(await suggest('zeldzaamw%20qx')).toEqual([p.id]);
    // A sale moves the product's popularity (the order autocomplete takes its candidates in); a price change leaves it.
    await t.db.execute(
      sql`update products set sold_count = sold_count + 7, price = price + 1 where id = ${p.id}`,
    );
    const {
      rows: [after],
    } = await rows<{ same: boolean }>(
      sql`select pa.popularity = p.sold_count as same from product_autocomplete pa join products p on p.id = pa.product_id where p.id = ${p.id}`,
    );
    expect(after.same).toBe(true);
  });

  it('counts a text search up to 1,000 matches and says there are more', async () => {
    const {
      rows: [{ category }],
    } = await rows<{ category: number }>(
      sql`select category_id as category from products order by id limit 1`,
    );
    // 1,005 products with a word of their own, the first 400 priced under € 100.
    await t.db.execute(sql`
      insert into products (category_id, slug, article, sku, name_nl, name_en, price, active)
      select ${category}, 'veel-' || g, 'VEEL-' || g, 'VEEL-SKU-' || g, 'Veelwoord kabel ' || g,
        'Manyword cable ' || g, case when g <= 400 then 5000 else 20000 end, true
      from generate_series(1, 1005) g`);
    const { invalidateCatalog } = await import('@/features/catalog/server/listing');
    invalidateCatalog();
    try {
      const all = await list('search=veelwoord&per_page=48&sort=price_desc');
      expect(all.meta).toMatchObject({ total: 1000, capped: true, lastPage: 21, from: 1, to: 48 });
      expect(all.data).toHaveLength(48);
      expect(all.data.every((c) => c.price === 20000)).toBe(true);
      // The pages stop at the cap: a later page is the last one, full.
      const last = await list('search=veelwoord&per_page=48&page=50');
      expect(last.meta).toMatchObject({ page: 21, from: 961, to: 1000, capped: true });
      expect(last.data).toHaveLength(40);
      // Under the cap the total is exact.
      const cheap = await list('search=manyword&priceTo=100');
      expect(cheap.meta).toMatchObject({ total: 400, capped: false });
      // Without a text search every total is exact.
      const {
        rows: [{ n }],
      } = await rows<{ n: number }>(
        sql`select count(*)::int as n from products where active and category_id = ${category}`,
      );
      expect((await list(`category_id=${category}`)).meta).toMatchObject({ total: n, capped: false });
    } finally {
      await t.db.execute(sql`delete from products where slug like 'veel-%'`);
      invalidateCatalog();
    }
  });
});
