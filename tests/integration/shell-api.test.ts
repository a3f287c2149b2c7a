import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { portalApp } from '@/app/api/portal/app';
import { backends, createTestDb, type TestDb } from '../support/db';

describe.each(backends())('portal API shell on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
  });
  afterAll(async () => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    portalApp.request(`/api/portal${path}`, { headers });

  it('serves the nested category menu in both languages', async () => {
    const nl = await (await get('/api/menus/category')).json();
    const en = await (await get('/api/menus/category', { 'x-locale': 'en' })).json();
    expect(nl.data.length).toBeGreaterThan(2);
    const flat = (items: { categoryId?: number; children: unknown[] }[]): number[] =>
      items.flatMap((i) => [i.categoryId!, ...flat(i.children as never)]);
    const ids = flat(nl.data);
    for (const id of [
      282, 116, 214, 233, 267, 280, 284, 291, 294, 370, 401, 402, 403, 409, 410, 412, 413, 414, 415, 547, 531,
      532,
    ]) {
      expect(ids).toContain(id);
    }
    expect(JSON.stringify(nl.data)).not.toEqual(JSON.stringify(en.data));
  });

  it('serves banners, the home page, menus, settings and html blocks', async () => {
    expect((await (await get('/api/banners/main')).json()).data.length).toBeGreaterThan(0);
    expect((await (await get('/api/pages/home')).json()).data.sections.length).toBeGreaterThan(0);
    expect((await (await get('/api/menus/main')).json()).data.length).toBeGreaterThan(0);
    const contact = (await (await get('/api/settings/contact')).json()).data;
    expect(contact.phone).toBeTruthy();
    expect(contact.email).toContain('@');
    expect((await (await get('/api/html-blocks/footer_about')).json()).data.html).toBeTruthy();
  });

  it('refuses settings that are not public and bad hooks with 422', async () => {
    const res = await get('/api/settings/secret');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toBe('Onjuiste gegevens');
    expect(body.errors.key).toBeDefined();
    expect((await get('/api/html-blocks/BAD HOOK!')).status).toBe(422);
    expect((await get('/api/html-blocks/nope')).status).toBe(404);
  });

  it('answers 422 in English when asked', async () => {
    const body = await (await get('/api/settings/secret', { 'x-locale': 'en' })).json();
    expect(body.message).toBe('Invalid data');
  });

  it('resolves aliases to routes and redirects, 404 otherwise', async () => {
    const rows = await t.db.execute(sql`select path, route, redirect_to from aliases order by path`);
    const list = (rows as unknown as { rows: { path: string; route: string; redirect_to: string | null }[] })
      .rows;
    const product = list.find((r) => r.route === 'product')!;
    const redirect = list.find((r) => r.redirect_to)!;
    const ok = await (await get(`/api/aliases?path=${encodeURIComponent(product.path)}`)).json();
    expect(ok.route.name).toBe('product');
    expect(ok.route.id).toBeGreaterThan(0);
    const moved = await (await get(`/api/aliases?path=${encodeURIComponent(redirect.path)}`)).json();
    expect(moved.path).toBe(redirect.redirect_to);
    expect(moved.status).toBe(301);
    expect((await get('/api/aliases?path=/nope/nope')).status).toBe(404);
    expect((await get('/api/aliases')).status).toBe(422);
  });

  it('hands out a visitor uid with a 7-day cookie and records visits', async () => {
    const res = await get('/api/configs/uid');
    const { uid } = await res.json();
    expect(uid).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=604800');
    // The same uid comes back when sent.
    expect((await (await get('/api/configs/uid', { uid })).json()).uid).toBe(uid);

    const post = (body: unknown) =>
      portalApp.request('/api/portal/statistic/visits', {
        method: 'POST',
        headers: { uid, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ kind: 'load', path: '/' })).status).toBe(201);
    expect((await post({ kind: 'route', path: '/about', from: '/', to: '/about' })).status).toBe(201);
    expect((await post({ kind: 'ping', path: 'no-slash' })).status).toBe(422);
    const del = await portalApp.request(`/api/portal/statistic/visits/${uid}?path=/about`, {
      method: 'DELETE',
      headers: { uid },
    });
    expect(del.status).toBe(200);
    const counted = await t.db.execute(
      sql`select kind, count(*)::int as n from visits where uid = ${uid} group by kind order by kind`,
    );
    expect((counted as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'close', n: 1 },
      { kind: 'load', n: 1 },
      { kind: 'route', n: 1 },
    ]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBeTruthy();
  });
});
