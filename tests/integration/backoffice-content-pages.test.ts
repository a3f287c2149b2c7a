import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-content-pages-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { auditLog, media } from '@/lib/db/schema';
import { getBanners, getHtmlBlock, getPage } from '@/features/content/server/content';
import { getSetting } from '@/features/content/server/settings';
import { getBrandPage } from '@/features/pages/server/lists';

// Banners, USPs, content pages and html blocks through the real API: rich text sanitised on save and
// served so by the shop's endpoints (whose caches are warm first), stale forms refused with who and when,
// field errors in both languages, staff only, everything in the audit log.

type Headers = Record<string, string>;

const XSS =
  '<p>Hallo <strong>vet</strong> <em>schuin</em></p>' +
  '<script>alert(1)</script>' +
  '<p onclick="alert(1)" style="color:red">klik</p>' +
  '<img src="x" onerror="alert(1)">' +
  '<iframe src="https://evil.example"></iframe>' +
  '<svg><script>alert(1)</script><circle r="5"/></svg>' +
  '<p><a href="javascript:alert(1)">js</a> <a href="/servers">intern</a> <a href="https://example.com">extern</a></p>';

async function auditEntries(entityId: string) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, entityId)));
}

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|style=|<iframe|<svg|<img|javascript:/i);
}

describe.each(backends())('back office banners, USPs, pages and html blocks on %s', (backend) => {
  let t: TestDb;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    anna = await loginAs({ role: 'staff' });
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
      ['GET', '/banners'],
      ['POST', '/banners', { titleNl: 'Xx', titleEn: 'Xx' }],
      ['PUT', '/banners/1', {}],
      ['DELETE', '/banners/1', {}],
      ['POST', '/banners/1/move', { direction: 'up' }],
      ['POST', '/banners/images', {}],
      ['GET', '/usps'],
      ['PUT', '/usps', {}],
      ['GET', '/pages'],
      ['GET', '/pages/about'],
      ['PUT', '/pages/about', {}],
      ['GET', '/html-blocks'],
      ['PUT', '/html-blocks/footer_about', {}],
    ];
    for (const [method, p, body] of routes) {
      expect((await api(method, p, body, {})).status, `${method} ${p}`).toBe(401);
      expect((await api(method, p, body, shopper.headers)).status, `${method} ${p}`).toBe(403);
    }
    expect((await api('GET', '/pages/nope')).status).toBe(404);
    expect((await api('GET', '/html-blocks/nope')).status).toBe(404);
    expect((await api('GET', '/banners/999999')).status).toBe(404);
  });

  it('edits the about page: rich text sanitised, the shop shows it at once, stale forms refused', async () => {
    const before = await call('GET', '/api/pages/about');
    expect(before.status).toBe(200);
    await getPage('about', 'en'); // warm caches
    const loaded = (await api('GET', '/pages/about')).data;
    expect(loaded.sections.map((s: { type: string }) => s.type)).toEqual([
      'text',
      'text',
      'text',
      'text',
      'reviews',
    ]);
    // Seeded plain text comes to the editor as paragraphs.
    expect(loaded.sections[0].htmlNl).toMatch(/^<p>ServerStore begon in 2012/);

    const sections = loaded.sections.map((s: Record<string, unknown>) => ({
      ref: s.ref,
      titleNl: s.titleNl,
      titleEn: s.titleEn,
      htmlNl: s.htmlNl,
      htmlEn: s.htmlEn,
    }));
    sections[0] = { ...sections[0], htmlNl: XSS, htmlEn: '<p>Our <strong>bold</strong> story</p>' };
    // Move the reviews up one place, add a new text section at the end and drop the fourth.
    const next = [
      sections[0],
      sections[1],
      sections[2],
      sections[4],
      {
        ref: null,
        titleNl: 'Nieuw',
        titleEn: 'New',
        htmlNl: '<h3>Kop</h3><ul><li>een</li></ul>',
        htmlEn: '',
      },
    ];
    const saved = await api('PUT', '/pages/about', {
      titleNl: 'Over ons',
      titleEn: 'About us',
      descriptionNl: 'Ons verhaal',
      descriptionEn: 'Our story',
      sections: next,
      updatedAt: loaded.updatedAt,
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.updatedBy).toBe(anna.customer.name);

    const shopNl = (await call('GET', '/api/pages/about')).data.data;
    expect(shopNl.title).toBe('Over ons');
    expect(shopNl.description).toBe('Ons verhaal');
    const html: string = shopNl.sections[0].html;
    expectClean(html);
    expect(html).toContain('<strong>vet</strong>');
    expect(html).toContain('<p>klik</p>');
    expect(html).toContain('<a href="/servers" rel="noopener noreferrer">intern</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">extern</a>',
    );
    expect(html).toContain('<p>js <a href="/servers"');
    // Plain text beside it for text readers.
    expect(shopNl.sections[0].body).toContain('Hallo vet schuin');
    expect(shopNl.sections.map((s: { type: string }) => s.type)).toEqual([
      'text',
      'text',
      'text',
      'reviews',
      'text',
    ]);
    expect(shopNl.sections[3].id).toBe('reviews'); // kept fields survive
    expect(shopNl.sections[4]).toMatchObject({ title: 'Nieuw', html: '<h3>Kop</h3><ul><li>een</li></ul>' });
    const en = await getPage('about', 'en');
    expect(en?.sections[0].html).toBe('<p>Our <strong>bold</strong> story</p>');
    expect(en?.title).toBe('About us');

    // The same form again: refused with who and when, in both languages.
    const body = { titleNl: 'X', titleEn: 'X', sections: next, updatedAt: loaded.updatedAt };
    const staleNl = await api('PUT', '/pages/about', { ...body, titleNl: 'Xx', titleEn: 'Xx' });
    expect(staleNl.status).toBe(409);
    expect(staleNl.data.message).toContain(`gewijzigd door ${anna.customer.name} op`);
    const staleEn = await api(
      'PUT',
      '/pages/about',
      { ...body, titleNl: 'Xx', titleEn: 'Xx' },
      anna.headers,
      'en',
    );
    expect(staleEn.data.message).toContain(`changed meanwhile by ${anna.customer.name} on`);
    expect((await call('GET', '/api/pages/about')).data.data.title).toBe('Over ons');

    // A save without the reviews section is refused: the shop needs it.
    const current = (await api('GET', '/pages/about')).data;
    const noReviews = await api(
      'PUT',
      '/pages/about',
      {
        titleNl: 'Over ons',
        titleEn: 'About us',
        sections: current.sections
          .filter((s: { type: string }) => s.type === 'text')
          .map((s: Record<string, unknown>) => ({ ...s, label: undefined, type: undefined })),
        updatedAt: current.updatedAt,
      },
      anna.headers,
      'en',
    );
    expect(noReviews.status).toBe(422);
    expect(noReviews.data.errors.sections[0]).toContain('cannot be removed');

    const audit = await auditEntries('page:about');
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(anna.customer.id);
  });

  it('edits a brand text, seen on /api/pages/server/brand at once', async () => {
    await getBrandPage('dell', null, 1, 'nl');
    const loaded = (await api('GET', '/pages/server-brand')).data;
    expect(loaded.sections.map((s: { label: string }) => s.label)).toEqual(['dell', 'hpe']);
    const sections = loaded.sections.map((s: Record<string, unknown>) => ({
      ref: s.ref,
      titleNl: s.titleNl,
      titleEn: s.titleEn,
      htmlNl: s.htmlNl,
      htmlEn: s.htmlEn,
    }));
    // Swap them and edit Dell's text.
    sections[0].htmlNl = '<p>Dell <em>PowerEdge</em> uit voorraad.</p>';
    const saved = await api('PUT', '/pages/server-brand', {
      titleNl: loaded.titleNl,
      titleEn: loaded.titleEn,
      descriptionNl: loaded.descriptionNl,
      descriptionEn: loaded.descriptionEn,
      sections: [sections[1], sections[0]],
      updatedAt: loaded.updatedAt,
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const shop = (await call('GET', '/api/pages/server/brand?brand=dell')).data.data;
    expect(shop.section).toMatchObject({
      type: 'brand',
      brand: 'dell',
      link: '/server-dell',
      html: '<p>Dell <em>PowerEdge</em> uit voorraad.</p>',
    });
    expect(shop.products.data.length).toBeGreaterThan(0);
  });

  it('refuses invalid page input with field messages', async () => {
    const loaded = (await api('GET', '/pages/about')).data;
    const bad = await api(
      'PUT',
      '/pages/about',
      {
        titleNl: '',
        titleEn: 'A',
        descriptionNl: 'x'.repeat(301),
        sections: [{ ref: null, titleNl: '', titleEn: '', htmlNl: 'x'.repeat(20_001), htmlEn: '' }],
        updatedAt: loaded.updatedAt,
      },
      anna.headers,
      'en',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual([
      'descriptionNl',
      'sections.0.htmlNl',
      'titleEn',
      'titleNl',
    ]);
    expect((await api('GET', '/pages/about')).data.updatedAt).toBe(loaded.updatedAt);
  });

  it('edits html blocks, sanitised, and /api/html-blocks answers them at once', async () => {
    expect((await call('GET', '/api/html-blocks/footer_about')).status).toBe(200);
    await getHtmlBlock('footer_about', 'en');
    const list = (await api('GET', '/html-blocks')).data.data;
    expect(list.map((b: { hook: string }) => b.hook)).toEqual(['footer_about', 'product_delivery']);
    const block = list[0];
    const saved = await api('PUT', '/html-blocks/footer_about', {
      htmlNl: XSS,
      htmlEn: '<p>New <a href="mailto:info@serverstore.nl">mail</a></p>',
      updatedAt: block.updatedAt,
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const nl = (await call('GET', '/api/html-blocks/footer_about')).data.data.html;
    expectClean(nl);
    expect(nl).toContain('<strong>vet</strong>');
    expect(await getHtmlBlock('footer_about', 'en')).toBe(
      '<p>New <a href="mailto:info@serverstore.nl" rel="noopener noreferrer">mail</a></p>',
    );
    const stale = await api('PUT', '/html-blocks/footer_about', {
      htmlNl: '<p>x</p>',
      htmlEn: '<p>x</p>',
      updatedAt: block.updatedAt,
    });
    expect(stale.status).toBe(409);
    const invalid = await api('PUT', '/html-blocks/footer_about', { htmlNl: 5, updatedAt: 'gisteren' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.data.errors).sort()).toEqual(['htmlEn', 'htmlNl', 'updatedAt']);
    expect((await auditEntries('html-block:footer_about')).map((e) => e.action)).toEqual(['update']);
  });

  it('creates, edits, reorders and deletes banners; the home banner changes at once', async () => {
    const first = (await getBanners('main', 'nl'))[0];
    const loaded = (await api('GET', '/banners')).data;
    expect(loaded.data).toHaveLength(3);
    expect(loaded.images).toContain('/media/banners/1.svg');

    const bad = await api(
      'POST',
      '/banners',
      { titleNl: '', titleEn: 'Ok title', link: 'javascript:alert(1)', image: 'https://evil.example/x.png' },
      anna.headers,
      'en',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['image', 'link', 'titleNl']);
    expect(bad.data.errors.link[0]).toBe('Use a path in the shop (/servers) or an https:// address.');
    expect(
      (await api('POST', '/banners', { titleNl: 'Xx', titleEn: 'Xx', link: '//evil.example' })).status,
    ).toBe(422);

    const missing = await api('POST', '/banners', {
      titleNl: 'Xx',
      titleEn: 'Xx',
      image: '/media/banners/nope.png',
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.data.errors)).toEqual(['image']);
    const created = await api('POST', '/banners', {
      titleNl: 'Nieuwe banner',
      titleEn: 'New banner',
      textNl: 'Tekst',
      textEn: 'Text',
      link: '/opslag',
      image: '/media/banners/2.svg',
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const id: number = created.data.id;
    // Last: the home page still shows the first.
    expect((await getBanners('main', 'nl'))[0].id).toBe(first.id);
    // Move it to the top (three moves), and the shop shows it.
    expect((await api('POST', `/banners/${id}/move`, { direction: 'up' })).data).toEqual({ moved: true });
    expect((await api('POST', `/banners/${id}/move`, { direction: 'up' })).data).toEqual({ moved: true });
    expect((await api('POST', `/banners/${id}/move`, { direction: 'up' })).data).toEqual({ moved: true });
    expect((await api('POST', `/banners/${id}/move`, { direction: 'up' })).data).toEqual({ moved: false });
    const shown = (await call('GET', '/api/banners/main', { locale: 'en' })).data.data[0];
    expect(shown).toMatchObject({ id, title: 'New banner', link: '/opslag' });

    const current = (await api('GET', `/banners/${id}`)).data;
    const edit = await api('PUT', `/banners/${id}`, {
      ...current,
      titleNl: 'Andere titel',
      updatedAt: current.updatedAt,
    });
    expect(edit.status, JSON.stringify(edit.data)).toBe(200);
    expect((await getBanners('main', 'nl'))[0].title).toBe('Andere titel');
    const stale = await api('PUT', `/banners/${id}`, { ...current, updatedAt: current.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(anna.customer.name);

    // Inactive: the next one shows.
    const off = await api('PUT', `/banners/${id}`, {
      ...current,
      active: false,
      updatedAt: edit.data.updatedAt,
    });
    expect(off.status).toBe(200);
    expect((await getBanners('main', 'nl'))[0].id).toBe(first.id);

    expect((await api('DELETE', `/banners/${id}`, { updatedAt: current.updatedAt })).status).toBe(409);
    expect((await api('DELETE', `/banners/${id}`, { updatedAt: off.data.updatedAt })).status).toBe(200);
    expect((await api('DELETE', `/banners/${id}`, { updatedAt: off.data.updatedAt })).status).toBe(404);
    expect((await auditEntries(`banner:${id}`)).map((e) => e.action).sort()).toEqual([
      'create',
      'delete',
      'moveUp',
      'moveUp',
      'moveUp',
      'update',
      'update',
    ]);
  });

  it('uploads banner images checked by content and re-encoded', async () => {
    const { portalApp } = await import('@/app/api/portal/app');
    const upload = async (bytes: Uint8Array, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new File([bytes as BlobPart], name, { type }));
      const res = await portalApp.request('/api/portal/api/staff/content/banners/images', {
        method: 'POST',
        headers: { ...anna.headers, 'x-locale': 'en' },
        body: form,
      });
      return { status: res.status, data: await res.json() };
    };
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: { r: 0, g: 90, b: 170 } },
    })
      .png()
      .toBuffer();
    const ok = await upload(new Uint8Array(png), 'banner.png', 'image/png');
    expect(ok.status, JSON.stringify(ok.data)).toBe(201);
    expect(ok.data.path).toMatch(/^\/media\/banners\/[\w-]+\.png$/);
    const [stored] = await (await getDb()).select().from(media).where(eq(media.path, ok.data.path));
    expect(stored.contentType).toBe('image/png');
    expect((await sharp(stored.body).metadata()).width).toBe(64);

    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await upload(svg, 'banner.png', 'image/png');
    expect(refused.status).toBe(422);
    expect(refused.data.errors.file[0]).toBe('Upload a JPEG, PNG or WebP image.');
    expect((await upload(new Uint8Array(0), 'x.png', 'image/png')).status).toBe(422);
    expect((await api('GET', '/banners')).data.images).toContain(ok.data.path);
  });

  it('edits the USPs, read by the shop at once', async () => {
    const loaded = (await api('GET', '/usps')).data;
    expect(loaded.items).toHaveLength(4);
    expect(loaded.items[0]).toMatchObject({ icon: 'truck', textNl: 'Voor 15:00 besteld, vandaag verzonden' });
    await getSetting('usps');
    const items = [
      { icon: 'headset', textNl: 'Persoonlijk advies', textEn: 'Personal advice' },
      ...loaded.items.slice(0, 2),
    ];
    const saved = await api('PUT', '/usps', { items, updatedAt: loaded.updatedAt });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(await getSetting('usps')).toEqual({ items });
    const stale = await api('PUT', '/usps', { items, updatedAt: loaded.updatedAt });
    expect(stale.status).toBe(409);
    const bad = await api(
      'PUT',
      '/usps',
      { items: [{ icon: 'rocket', textNl: '', textEn: 'Ok text' }], updatedAt: saved.data.updatedAt },
      anna.headers,
      'en',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['items.0.icon', 'items.0.textNl']);
    const none = await api(
      'PUT',
      '/usps',
      { items: [], updatedAt: saved.data.updatedAt },
      anna.headers,
      'en',
    );
    expect(none.data.errors.items[0]).toBe('Enter 1 to 6 points.');
    expect((await auditEntries('setting:usps')).map((e) => e.action)).toEqual(['update']);
  });
});
