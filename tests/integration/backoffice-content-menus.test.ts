import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-menus-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { aliases, auditLog, products } from '@/lib/db/schema';
import { getCategoryMenu, getMenu } from '@/features/content/server/menus';
import { findRedirect } from '@/features/catalog/redirects';

// The back office's menus and redirects through the real API: a saved menu shows at once in
// GET /api/menus/{main,category} in both languages, stale forms are refused with who and when, routes
// that don't resolve are refused at their field; redirects answer in /api/aliases and in the proxy's
// redirect list at once, loops are refused, chains flattened, product redirects listed with their product.

type Headers = Record<string, string>;

async function audit(entityId: string) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, entityId)));
}

describe.each(backends())('back office menus and redirects on %s', (backend) => {
  let t: TestDb;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let bert: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    anna = await loginAs({ role: 'staff' });
    bert = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  const api = (
    method: string,
    p: string,
    body?: unknown,
    headers: Headers = anna.headers,
    locale: 'nl' | 'en' = 'nl',
  ) => call(method, `/api/staff/content${p}`, { headers, body, locale });

  it('is for verified staff only', async () => {
    const shopper = await loginAs();
    const routes: [string, string, unknown?][] = [
      ['GET', '/menus/main'],
      ['PUT', '/menus/main', { updatedAt: new Date().toISOString(), items: [] }],
      ['GET', '/menus/category'],
      ['PUT', '/menus/category', {}],
      ['GET', '/redirects'],
      ['POST', '/redirects', { from: '/a', to: '/about' }],
      ['PUT', '/redirects', {}],
      ['DELETE', '/redirects', {}],
    ];
    for (const [method, p, body] of routes) {
      expect((await api(method, p, body, {})).status, `${method} ${p}`).toBe(401);
      expect((await api(method, p, body, shopper.headers)).status, `${method} ${p}`).toBe(403);
    }
    expect((await api('GET', '/menus/sidebar')).status).toBe(422);
  });

  it('saves the main menu as a whole and the shop shows it at once in both languages', async () => {
    await getMenu('main', 'nl');
    await getMenu('main', 'en');
    const loaded = await api('GET', '/menus/main');
    expect(loaded.status).toBe(200);
    expect(loaded.data.items.length).toBeGreaterThan(2);
    const items = loaded.data.items.map((i: { labelNl: string }) => i);
    // Rename the first, move the last to the front, nest the about page under it.
    items[0] = { ...items[0], labelNl: 'Startpagina', labelEn: 'Start page' };
    const last = items.pop();
    const next = [
      { ...last, children: [{ labelNl: 'Over ons', labelEn: 'About us', route: '/about/' }] },
      ...items,
      { labelNl: 'Extern', labelEn: 'External', route: 'https://example.com/x', children: [] },
    ];
    const saved = await api('PUT', '/menus/main', { updatedAt: loaded.data.updatedAt, items: next });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);

    const nl = await call('GET', '/api/menus/main');
    const en = await call('GET', '/api/menus/main', { locale: 'en' });
    expect(nl.data.data[0].name).toBe(last.labelNl);
    expect(nl.data.data[0].children).toEqual([{ name: 'Over ons', route: '/about', children: [] }]);
    expect(nl.data.data[1].name).toBe('Startpagina');
    expect(en.data.data[1].name).toBe('Start page');
    expect(en.data.data.at(-1)).toMatchObject({ name: 'External', route: 'https://example.com/x' });

    const again = await api('GET', '/menus/main');
    expect(again.data.updatedBy).toBe(anna.customer.name);
    expect(again.data.items[0].children[0].route).toBe('/about');
    expect((await audit('menu:main')).length).toBe(1);

    // Bert saves from the form he loaded before Anna's save: refused with who and when.
    const stale = await api(
      'PUT',
      '/menus/main',
      { updatedAt: loaded.data.updatedAt, items: [] },
      bert.headers,
      'en',
    );
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(anna.customer.name);
    expect((await call('GET', '/api/menus/main')).data.data.length).toBe(next.length);
  });

  it('refuses routes that do not resolve, at their field, and stores nothing', async () => {
    const loaded = await api('GET', '/menus/footer');
    const items = [
      { labelNl: 'Goed', labelEn: 'Good', route: '/faq', children: [] },
      {
        labelNl: 'Fout',
        labelEn: 'Wrong',
        route: '/bestaat-niet',
        children: [{ labelNl: 'Kind', labelEn: 'Child', route: '/ook/niet' }],
      },
      { labelNl: '', labelEn: 'x', route: 'javascript:alert(1)', children: [] },
    ];
    const res = await api(
      'PUT',
      '/menus/footer',
      { updatedAt: loaded.data.updatedAt, items },
      anna.headers,
      'en',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual(['items.2.labelNl', 'items.2.route']);
    const res2 = await api('PUT', '/menus/footer', {
      updatedAt: loaded.data.updatedAt,
      items: items.slice(0, 2),
    });
    expect(res2.status).toBe(422);
    expect(Object.keys(res2.data.errors).sort()).toEqual(['items.1.children.0.route', 'items.1.route']);
    expect(res2.data.errors['items.1.route'][0]).toMatch(/bestaat niet/i);
    expect((await api('GET', '/menus/footer')).data).toEqual(loaded.data);
  });

  it('orders and hides categories in the category menu', async () => {
    const before = await getCategoryMenu('en');
    const loaded = await api('GET', '/menus/category');
    expect(loaded.status).toBe(200);
    const top = before.map((c) => c.categoryId!);
    const byId = new Map(loaded.data.items.map((i: { id: number; inMenu: boolean }) => [i.id, i] as const));
    // Reverse the top level and hide the (then) first.
    const order = [
      ...[...top].reverse(),
      ...loaded.data.items.map((i: { id: number }) => i.id).filter((id: number) => !top.includes(id)),
    ];
    const items = order.map((id, i) => ({
      id,
      inMenu: i === 0 ? false : (byId.get(id) as { inMenu: boolean }).inMenu,
    }));
    const saved = await api('PUT', '/menus/category', { updatedAt: loaded.data.updatedAt, items });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const after = (await call('GET', '/api/menus/category', { locale: 'en' })).data.data;
    expect(after.map((c: { categoryId: number }) => c.categoryId)).toEqual([...top].reverse().slice(1));
    const stale = await api(
      'PUT',
      '/menus/category',
      { updatedAt: loaded.data.updatedAt, items },
      bert.headers,
    );
    expect(stale.status).toBe(409);
    const unknown = await api('PUT', '/menus/category', {
      updatedAt: saved.data.updatedAt,
      items: [{ id: 999999, inMenu: true }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.data.errors['items.0.id']).toBeDefined();
  });

  it('creates a redirect the shop follows at once, edits and deletes it', async () => {
    // Warm the resolver's and the proxy list's caches first.
    expect((await call('GET', '/api/aliases?path=/oude-actie')).status).toBe(404);
    await call('GET', '/api/catalog/redirects');

    const created = await api('POST', '/redirects', { from: 'Oude-Actie/', to: '/sale', status: 302 });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data).toMatchObject({ path: '/oude-actie', to: '/sale', status: 302, product: null });
    expect((await call('GET', '/api/aliases?path=/oude-actie')).data).toEqual({ path: '/sale', status: 302 });
    const map = (await call('GET', '/api/catalog/redirects')).data.data;
    expect(findRedirect('/en/Oude-Actie/', map)).toEqual({ location: '/en/sale', status: 302 });
    expect(findRedirect('/oude-actie', map)).toEqual({ location: '/sale', status: 302 });
    expect((await audit('redirect:/oude-actie')).map((a) => a.action)).toEqual(['create']);

    const list = await api('GET', '/redirects?q=oude-act');
    expect(list.data.meta.total).toBe(1);
    expect(list.data.data[0].path).toBe('/oude-actie');

    // Taken, live and reserved paths are refused at the field.
    const dup = await api('POST', '/redirects', { from: '/oude-actie', to: '/faq' });
    expect(dup.status).toBe(422);
    expect(dup.data.errors.from).toBeDefined();
    const [live] = await (
      await getDb()
    )
      .select({ path: aliases.path })
      .from(aliases)
      .where(eq(aliases.route, 'category'))
      .limit(1);
    const onLive = await api('POST', '/redirects', { from: live.path, to: '/faq' }, anna.headers, 'en');
    expect(onLive.status).toBe(422);
    expect(onLive.data.errors.from[0]).toMatch(/existing page/i);
    expect((await api('POST', '/redirects', { from: '/about', to: '/faq' })).status).toBe(422);
    // The shop's own pages keep everything under them; encoded paths could never be matched.
    expect(
      (await api('POST', '/redirects', { from: '/customer/orders', to: '/faq' })).data.errors.from,
    ).toBeDefined();
    expect(
      (await api('POST', '/redirects', { from: '/oud%20pad', to: '/faq' })).data.errors.from,
    ).toBeDefined();
    expect((await api('POST', '/redirects', { from: '/en/x', to: '/faq' })).data.errors.from).toBeDefined();
    expect((await api('POST', '/redirects', { from: 'https://x.nl/a', to: '/faq' })).status).toBe(422);
    const nowhere = await api('POST', '/redirects', { from: '/weg', to: '/nergens' });
    expect(nowhere.data.errors.to).toBeDefined();

    // Edit: a new path and a permanent status; a stale form is refused.
    const edited = await api('PUT', '/redirects', {
      path: '/oude-actie',
      from: '/actie-2025',
      to: '/sale',
      status: 301,
      updatedAt: created.data.updatedAt,
    });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    expect(edited.data.updatedBy).toBe(anna.customer.name);
    expect((await call('GET', '/api/aliases?path=/oude-actie')).status).toBe(404);
    expect((await call('GET', '/api/aliases?path=/actie-2025')).data).toEqual({ path: '/sale', status: 301 });
    const stale = await api(
      'DELETE',
      '/redirects',
      { path: '/actie-2025', updatedAt: created.data.updatedAt },
      bert.headers,
    );
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(anna.customer.name);

    const gone = await api('DELETE', '/redirects', { path: '/actie-2025', updatedAt: edited.data.updatedAt });
    expect(gone.status).toBe(200);
    expect((await call('GET', '/api/aliases?path=/actie-2025')).status).toBe(404);
    expect((await call('GET', '/api/catalog/redirects')).data.data['/actie-2025']).toBeUndefined();
    expect(
      (await api('DELETE', '/redirects', { path: '/actie-2025', updatedAt: edited.data.updatedAt })).status,
    ).toBe(404);
  });

  it('refuses loops and flattens chains', async () => {
    const a = await api('POST', '/redirects', { from: '/a-oud', to: '/faq' });
    expect(a.status).toBe(201);
    // B → A: stored as B → /faq (one hop).
    const b = await api('POST', '/redirects', { from: '/b-oud', to: '/a-oud' });
    expect(b.status).toBe(201);
    expect(b.data.to).toBe('/faq');
    // A → B is stored as A → /faq too (B is one hop already), so no loop forms.
    const ab = await api('PUT', '/redirects', {
      path: '/a-oud',
      from: '/a-oud',
      to: '/b-oud',
      status: 301,
      updatedAt: a.data.updatedAt,
    });
    expect(ab.data.to).toBe('/faq');
    // A redirect into a path that has none yet (left by an older tool), then that path back to it: a loop.
    await (
      await getDb()
    )
      .insert(aliases)
      .values({ path: '/y-oud', route: 'redirect', redirectTo: '/z-oud', status: 301 });
    const loop = await api('POST', '/redirects', { from: '/z-oud', to: '/y-oud' });
    expect(loop.status).toBe(422);
    expect(loop.data.errors.to[0]).toMatch(/lus/);
    expect((await api('POST', '/redirects', { from: '/c-oud', to: '/c-oud' })).status).toBe(422);
    // A new redirect from the old target keeps earlier ones at one hop: X → /zelfde, then /zelfde → /faq.
    expect((await api('POST', '/redirects', { from: '/x-oud', to: '/b-oud' })).data.to).toBe('/faq');
    // An external target.
    const ext = await api('POST', '/redirects', { from: '/leverancier', to: 'https://example.com/p' });
    expect(ext.status).toBe(201);
    const map = (await call('GET', '/api/catalog/redirects')).data.data;
    expect(findRedirect('/en/leverancier', map)).toEqual({ location: 'https://example.com/p', status: 301 });
  });

  it("lists a product's redirects with their product and lets staff delete them", async () => {
    const db = await getDb();
    const [row] = await db
      .select({ path: aliases.path, targetId: aliases.targetId })
      .from(aliases)
      .where(eq(aliases.route, 'product'))
      .limit(1);
    const [p] = await db.select().from(products).where(eq(products.id, row.targetId!));
    await db.insert(aliases).values({
      path: `${row.path}-oud`,
      route: 'redirect',
      targetId: p.id,
      redirectTo: row.path,
      status: 301,
    });
    const list = await api('GET', `/redirects?q=${encodeURIComponent(`${row.path}-oud`)}`);
    expect(list.data.data[0].product).toEqual({ id: p.id, nameNl: p.nameNl, nameEn: p.nameEn });
    const del = await api('DELETE', '/redirects', {
      path: `${row.path}-oud`,
      updatedAt: list.data.data[0].updatedAt,
    });
    expect(del.status).toBe(200);
    expect((await call('GET', `/api/aliases?path=${encodeURIComponent(`${row.path}-oud`)}`)).status).toBe(
      404,
    );
  });
});
