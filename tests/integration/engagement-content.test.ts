import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { workflowApp } from '@/app/api/workflow/app';
import { portalApp } from '@/app/api/portal/app';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';

let ipSeq = 0;
const headers = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'x-client-ip': `10.7.0.${++ipSeq % 250}`,
  ...extra,
});
const wf = (p: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  workflowApp.request(`/api/workflow${p}`, {
    method: init.method ?? 'GET',
    headers: headers(init.headers),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const portal = (
  p: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  portalApp.request(`/api/portal${p}`, {
    method: init.method ?? 'GET',
    headers: headers(init.headers),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe.each(backends())('content, FAQ and reviews on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
  });
  afterAll(async () => t?.close());

  it('serves the FAQ grouped by type and searches it', async () => {
    const all = await (await wf('/api/public/faq')).json();
    expect(all.data.map((g: { type: string }) => g.type)).toEqual([
      'products',
      'shipping',
      'payment',
      'warranty',
    ]);
    expect(all.meta.total).toBeGreaterThan(8);
    const en = await (await wf('/api/public/faq', { headers: { 'x-locale': 'en' } })).json();
    expect(en.data[0].name).toBe('Products');

    const found = await (await wf('/api/public/faq/type/garantie')).json();
    const questions = found.data.flatMap((g: { items: { question: string }[] }) =>
      g.items.map((i) => i.question),
    );
    expect(questions).toContain('Hoeveel garantie krijg ik?');
    expect(found.meta.total).toBeLessThan(all.meta.total);
    const byType = await (await wf('/api/public/faq/type/shipping')).json();
    expect(byType.data).toHaveLength(1);
    expect(byType.data[0].type).toBe('shipping');
    const none = await (await wf('/api/public/faq/type/xyzzy%25')).json();
    expect(none.meta.total).toBe(0);
    const accent = await (await wf('/api/public/faq/type/belgie')).json();
    expect(accent.meta).toBeDefined();
    expect((await wf('/api/public/faq/type/a')).status).toBe(422);
  });

  it('takes a review, keeps it hidden until staff approve it, then shows it', async () => {
    const text = `Heel tevreden over de levering (${backend}), alles werkte meteen.`;
    const before = await (await wf('/api/public/reviews/webshop')).json();
    expect(before.data.length).toBeGreaterThan(0);
    expect(before.meta.page).toBe(1);

    const res = await wf('/api/public/reviews/webshop', {
      method: 'POST',
      body: { name: 'Karin', rating: 5, text },
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.status).toBe('pending');
    const hidden = await (await wf('/api/public/reviews/webshop')).json();
    expect(hidden.data.map((r: { text: string }) => r.text)).not.toContain(text);

    // Visitors and customers can't moderate.
    expect((await portal('/api/reviews/pending')).status).toBe(401);
    const customer = await loginAs();
    expect((await portal('/api/reviews/pending', { headers: customer.headers })).status).toBe(403);
    expect(
      (
        await portal(`/api/reviews/${data.id}/moderate`, {
          method: 'POST',
          body: { action: 'approve' },
          headers: customer.headers,
        })
      ).status,
    ).toBe(403);

    const staff = await loginAs({ role: 'staff' });
    const pending = await (await portal('/api/reviews/pending', { headers: staff.headers })).json();
    expect(pending.data.map((r: { id: number }) => r.id)).toContain(data.id);
    expect(
      (
        await portal(`/api/reviews/${data.id}/moderate`, {
          method: 'POST',
          body: { action: 'maybe' },
          headers: staff.headers,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await portal(`/api/reviews/${data.id}/moderate`, {
          method: 'POST',
          body: { action: 'approve' },
          headers: staff.headers,
        })
      ).status,
    ).toBe(200);
    // Moderating twice is a 404: it is no longer pending.
    expect(
      (
        await portal(`/api/reviews/${data.id}/moderate`, {
          method: 'POST',
          body: { action: 'reject' },
          headers: staff.headers,
        })
      ).status,
    ).toBe(404);
    const shown = await (await wf('/api/public/reviews/webshop')).json();
    expect(shown.data[0].text).toBe(text);
    expect(shown.meta.total).toBe(before.meta.total + 1);
  });

  it('folds an approved product review into the product rating', async () => {
    const [p] = (
      (await t.db.execute(
        sql`select id, rating, rating_count from products order by id limit 1`,
      )) as unknown as {
        rows: { id: number; rating: number; rating_count: number }[];
      }
    ).rows;
    const res = await wf('/api/public/reviews/webshop', {
      method: 'POST',
      body: { name: 'Ruud', rating: 1, text: 'Het product werkte niet zoals beschreven.', product_id: p.id },
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const staff = await loginAs({ role: 'staff' });
    await portal(`/api/reviews/${data.id}/moderate`, {
      method: 'POST',
      body: { action: 'approve' },
      headers: staff.headers,
    });
    const list = await (await wf(`/api/public/reviews/webshop?product_id=${p.id}`)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0].rating).toBe(1);
    const [after] = (
      (await t.db.execute(sql`select rating, rating_count from products where id = ${p.id}`)) as unknown as {
        rows: { rating: number; rating_count: number }[];
      }
    ).rows;
    expect(after.rating_count).toBe(p.rating_count + 1);
    expect(after.rating).toBeLessThanOrEqual(p.rating);
  });

  it('rejects bad reviews with 422 and rejected reviews stay hidden', async () => {
    const bad = await wf('/api/public/reviews/webshop', {
      method: 'POST',
      body: { name: '', rating: 6, text: 'kort' },
    });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(['name', 'rating', 'text']);
    expect(body.errors.rating).toEqual(['Kies 1 tot 5 sterren']);
    const unknown = await wf('/api/public/reviews/webshop', {
      method: 'POST',
      body: { name: 'Ab', rating: 4, text: 'Een prima product, aanrader.', product_id: 99999999 },
    });
    expect((await unknown.json()).errors.product_id).toBeDefined();
    expect((await wf('/api/public/reviews/webshop?page=0')).status).toBe(422);

    const text = `Spam spam spam spam (${backend})`;
    const { data } = await (
      await wf('/api/public/reviews/webshop', { method: 'POST', body: { name: 'Bot', rating: 5, text } })
    ).json();
    const staff = await loginAs({ role: 'staff' });
    await portal(`/api/reviews/${data.id}/moderate`, {
      method: 'POST',
      body: { action: 'reject' },
      headers: staff.headers,
    });
    const list = await (await wf('/api/public/reviews/webshop')).json();
    expect(list.data.map((r: { text: string }) => r.text)).not.toContain(text);
  });

  it('rate-limits reviews per IP', async () => {
    const ip = { 'x-client-ip': `10.98.0.${backend === 'pglite' ? 1 : 2}` };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await wf('/api/public/reviews/webshop', {
            method: 'POST',
            body: { name: 'Flood', rating: 3, text: 'Nog een review van mij.' },
            headers: ip,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('serves the reviews widget overview from our own reviews', async () => {
    const { data } = await (await wf('/api/public/webwinkel-keur/reviews/overview')).json();
    expect(data.count).toBeGreaterThanOrEqual(8);
    expect(data.score).toBeGreaterThan(8);
    expect(data.score).toBeLessThanOrEqual(10);
    expect(data.latest).toHaveLength(3);
  });

  it('serves the about page, the brand pages with the generation filter, and the sitemap', async () => {
    const about = await (await portal('/api/pages/about')).json();
    expect(about.data.sections.some((s: { type: string }) => s.type === 'reviews')).toBe(true);
    const dell = await (await portal('/api/pages/server/brand?brand=dell')).json();
    expect(dell.data.generations).toEqual(['G10', 'G11', 'G12', 'G13', 'G14']);
    expect(dell.data.products.meta.total).toBeGreaterThan(0);
    const g13 = await (await portal('/api/pages/server/brand?brand=dell&generation=G13')).json();
    expect(g13.data.generation).toBe('G13');
    expect(g13.data.products.meta.total).toBeGreaterThan(0);
    expect(g13.data.products.meta.total).toBeLessThan(dell.data.products.meta.total);
    const ids = g13.data.products.data.map((p: { id: number }) => p.id);
    const gens = (
      (await t.db.execute(
        sql`select distinct generation, family from products where id in ${ids}`,
      )) as unknown as {
        rows: { generation: string; family: string }[];
      }
    ).rows;
    expect(gens).toEqual([{ generation: 'G13', family: 'dell' }]);
    const hpe = await (
      await portal('/api/pages/server/brand?brand=hpe&generation=G6', { headers: { 'x-locale': 'en' } })
    ).json();
    expect(hpe.data.generations).toEqual(['G6', 'G7', 'G8', 'G9', 'G10']);
    expect(hpe.data.title).toBe('HPE ProLiant servers');
    expect((await portal('/api/pages/server/brand?brand=dell&generation=G6')).status).toBe(422);
    expect((await portal('/api/pages/server/brand?brand=ibm')).status).toBe(422);

    const sitemap = await (await wf('/api/sitemaps/list-page-url')).json();
    const urls = sitemap.data.pages.map((p: { url: string }) => p.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/about',
        '/faq',
        '/contact',
        '/server-dell',
        '/server-hp',
        '/routers',
        '/privacy',
        '/terms',
      ]),
    );
    const flat = (e: { url: string; children: unknown[] }[]): string[] =>
      e.flatMap((x) => [x.url, ...flat(x.children as never)]);
    const categoryCount = (
      (await t.db.execute(sql`select count(*)::int as n from categories where in_menu`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
    expect(flat(sitemap.data.categories)).toHaveLength(categoryCount);
  });
});
