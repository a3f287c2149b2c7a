import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-product-images-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { auditLog, media, productImages, products } from '@/lib/db/schema';

// Product images through the real API: the editor's list (seeded images adopted), uploads checked by
// content and dimensions with EXIF gone and the camera's rotation applied, refusals naming the file and
// storing nothing, order and alt texts with stale forms refused, removal with its stored variants, and
// the shop's product read showing the new first image with its alt text.

type Headers = Record<string, string>;
type ImageList = {
  images: { id: number; path: string; thumb: string; altNl: string; altEn: string; width: number | null }[];
  version: string | null;
  updatedBy: string | null;
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** An uncompressed PNG of noise: about width × height × 3 bytes. */
const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A landscape JPEG that says it was shot rotated (orientation 6) and carries identifying EXIF. */
const cameraJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Artist: 'Jan Geheim', Make: 'TestCam' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

async function upload(
  id: number,
  files: { name: string; body: Buffer; type?: string }[],
  headers: Headers,
  locale: 'nl' | 'en' = 'nl',
) {
  const { portalApp } = await import('@/app/api/portal/app');
  const form = new FormData();
  for (const f of files)
    form.append('files', new File([new Uint8Array(f.body)], f.name, { type: f.type ?? 'image/jpeg' }));
  const res = await portalApp.request(`/api/portal/api/staff/products/${id}/images`, {
    method: 'POST',
    headers: { 'x-locale': locale, ...headers },
    body: form,
  });
  return { status: res.status, data: await res.json() };
}

describe.each(backends())('back office product images on %s', (backend) => {
  let t: TestDb;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let bram: { headers: Headers; customer: { id: number; name: string } };
  let productId: number;
  let seeded: string[];
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    anna = await loginAs({ role: 'staff' });
    bram = await loginAs({ role: 'staff' });
    const db = await getDb();
    const [p] = await db
      .select({ id: products.id, images: products.images })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id))
      .limit(1);
    productId = p.id;
    seeded = p.images;
  });
  afterAll(async () => t?.close());

  const api = (
    method: string,
    p: string,
    body?: unknown,
    headers: Headers = anna.headers,
    locale: 'nl' | 'en' = 'nl',
  ) => call(method, `/api/staff/products/${productId}/images${p}`, { headers, body, locale });
  const list = async () => {
    const res = await api('GET', '');
    expect(res.status).toBe(200);
    return res.data as ImageList;
  };

  it('is for verified staff only', async () => {
    const shopper = await loginAs();
    for (const [method, p, body] of [
      ['GET', ''],
      ['PUT', '', { version: null, images: [] }],
      ['DELETE', '/1', { version: null }],
    ] as [string, string, unknown?][]) {
      expect((await api(method, p, body, {})).status).toBe(401);
      expect((await api(method, p, body, shopper.headers)).status).toBe(403);
    }
    const file = [{ name: 'a.png', body: await png(300, 300) }];
    expect((await upload(productId, file, {})).status).toBe(401);
    expect((await upload(productId, file, shopper.headers)).status).toBe(403);
    expect(
      (await call('GET', '/api/staff/products/999999999/images', { headers: anna.headers })).status,
    ).toBe(404);
  });

  it('shows seeded images as adopted, with empty alt texts and the shop list unchanged', async () => {
    const l = await list();
    expect(seeded.length).toBeGreaterThan(0);
    expect(l.images.map((i) => i.path)).toEqual(seeded);
    expect(l.images.every((i) => i.altNl === '' && i.altEn === '')).toBe(true);
    expect(l.version).toBeNull();
    const db = await getDb();
    const [p] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
    expect(p.images).toEqual(seeded);
    // A second read adopts nothing twice.
    expect((await list()).images.map((i) => i.id)).toEqual(l.images.map((i) => i.id));
  });

  it('refuses files by content and size, naming each, and stores nothing then', async () => {
    const db = await getDb();
    const before = await db
      .select()
      .from(media)
      .where(like(media.path, `/media/product-images/${productId}/%`));
    const res = await upload(
      productId,
      [
        { name: 'good.png', body: await png(400, 300), type: 'image/png' },
        { name: 'notes.jpg', body: Buffer.from('just some text, not a picture at all\n'.repeat(20)) },
        { name: 'tiny.png', body: await png(100, 100), type: 'image/png' },
      ],
      anna.headers,
    );
    expect(res.status).toBe(422);
    expect(res.data.errors.files).toHaveLength(2);
    expect(res.data.errors.files[0]).toContain('notes.jpg');
    expect(res.data.errors.files[0]).toMatch(/JPEG/);
    expect(res.data.errors.files[1]).toContain('tiny.png');
    expect(res.data.errors.files[1]).toMatch(/200/);
    const en = await upload(productId, [{ name: 'tiny.png', body: await png(150, 900) }], anna.headers, 'en');
    expect(en.status).toBe(422);
    expect(en.data.errors.files[0]).toBe('tiny.png: the image is too small (each side at least 200 pixels).');
    // Above the global 8 MB multipart limit: the route's own (10 files × 10 MB) applies, each file ≤ 10 MB.
    const big = await upload(
      productId,
      [
        { name: 'big-ok.png', body: await noise(1800, 1700), type: 'image/png' },
        { name: 'huge.png', body: await noise(2000, 1800), type: 'image/png' },
      ],
      anna.headers,
    );
    expect(big.status).toBe(422);
    expect(big.data.errors.files).toEqual(['huge.png: het bestand is groter dan 10 MB.']);
    const none = await upload(productId, [], anna.headers);
    expect(none.status).toBe(422);
    const after = await db
      .select()
      .from(media)
      .where(like(media.path, `/media/product-images/${productId}/%`));
    expect(after).toHaveLength(before.length);
    expect((await list()).images).toHaveLength(seeded.length);
  });

  let pngPath: string;
  let jpegPath: string;

  it('stores uploads as WebP variants without EXIF, upright, after the existing images', async () => {
    const photo = await cameraJpeg();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);
    const res = await upload(
      productId,
      [
        { name: 'photo.jpg', body: photo },
        { name: 'front.png', body: await png(900, 700), type: 'image/png' },
      ],
      anna.headers,
    );
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const l = res.data as ImageList;
    expect(l.images).toHaveLength(seeded.length + 2);
    expect(l.images.slice(0, seeded.length).map((i) => i.path)).toEqual(seeded);
    [jpegPath, pngPath] = l.images.slice(seeded.length).map((i) => i.path);
    expect(jpegPath).toMatch(new RegExp(`^/media/product-images/${productId}/[A-Za-z0-9_-]+-800\\.webp$`));
    expect(l.version).not.toBeNull();
    expect(l.updatedBy).toBe(anna.customer.name);
    const db = await getDb();
    const stem = jpegPath.replace(/-800\.webp$/, '');
    const stored = await db
      .select()
      .from(media)
      .where(inArray(media.path, [`${stem}-400.webp`, `${stem}-800.webp`, `${stem}-1600.webp`]));
    expect(stored).toHaveLength(3);
    for (const file of stored) {
      expect(file.contentType).toBe('image/webp');
      const meta = await sharp(file.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.body.includes('Secret Photographer')).toBe(false);
    }
    // Shot rotated: stored portrait, 900×1200 at most 800 px on its long side.
    const main = stored.find((f) => f.path === jpegPath)!;
    const meta = await sharp(main.body).metadata();
    expect([meta.width, meta.height]).toEqual([600, 800]);
    const big = await sharp(stored.find((f) => f.path.endsWith('-1600.webp'))!.body).metadata();
    expect([big.width, big.height]).toEqual([900, 1200]); // never enlarged
    const [p] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
    expect(p.images).toEqual(l.images.map((i) => i.path));
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productId))));
    expect(audit.map((a) => a.action)).toContain('imagesAdd');
  });

  it('saves order and alt texts, refuses a stale form, and the shop shows the new first image', async () => {
    const l = await list();
    const front = l.images.find((i) => i.path === pngPath)!;
    const rest = l.images.filter((i) => i.id !== front.id);
    const tooLong = await api('PUT', '', {
      version: l.version,
      images: l.images.map((i) => ({ id: i.id, altNl: 'x'.repeat(201), altEn: '' })),
    });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.data.errors)[0]).toMatch(/^images\.0\.altNl$/);
    const body = {
      version: l.version,
      images: [
        { id: front.id, altNl: 'Voorkant van de server', altEn: 'Front of the server' },
        ...rest.map((i) => ({ id: i.id, altNl: i.altNl, altEn: i.altEn })),
      ],
    };
    const saved = await api('PUT', '', body);
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.images[0]).toMatchObject({ id: front.id, altNl: 'Voorkant van de server' });
    // The same form again (Bram's, loaded before): refused, naming who changed it.
    const stale = await api('PUT', '', body, bram.headers);
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(anna.customer.name);
    // A form without every image is as stale.
    const partial = await api('PUT', '', { version: saved.data.version, images: body.images.slice(1) });
    expect(partial.status).toBe(409);

    const shop = await call('GET', `/api/catalog/catalog-products/${productId}`);
    expect(shop.status).toBe(200);
    expect(shop.data.data.images[0]).toBe(pngPath);
    expect(shop.data.data.image).toBe(pngPath);
    expect(shop.data.data.imageAlt).toBe('Voorkant van de server');
    expect(shop.data.data.imageAlts[0]).toBe('Voorkant van de server');
    const shopEn = await call('GET', `/api/catalog/catalog-products/${productId}`, { locale: 'en' });
    expect(shopEn.data.data.imageAlts[0]).toBe('Front of the server');
    const db = await getDb();
    const rows = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sort));
    const [p] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
    expect(rows.map((r) => r.path)).toEqual(p.images);
  });

  it('removes an upload with its stored variants; a seeded file stays in media', async () => {
    const l = await list();
    const photo = l.images.find((i) => i.path === jpegPath)!;
    // Without the list's version, or with an old one, nothing is removed.
    expect((await api('DELETE', `/${photo.id}`)).status).toBe(422);
    const stale = await api('DELETE', `/${photo.id}`, { version: new Date(0).toISOString() });
    expect(stale.status).toBe(409);
    expect((await list()).images.map((i) => i.path)).toContain(jpegPath);
    const res = await api('DELETE', `/${photo.id}`, { version: l.version });
    expect(res.status).toBe(200);
    expect(res.data.images.map((i: { path: string }) => i.path)).not.toContain(jpegPath);
    const db = await getDb();
    const stem = jpegPath.replace(/-800\.webp$/, '');
    expect(
      await db
        .select()
        .from(media)
        .where(like(media.path, `${stem}-%`)),
    ).toHaveLength(0);
    expect((await api('DELETE', `/${photo.id}`, { version: res.data.version })).status).toBe(404);
    const seededImage = res.data.images.find((i: { path: string }) => i.path === seeded[0]);
    expect((await api('DELETE', `/${seededImage.id}`, { version: res.data.version })).status).toBe(200);
    expect(await db.select().from(media).where(eq(media.path, seeded[0]))).toHaveLength(1);
    const [p] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
    expect(p.images).not.toContain(seeded[0]);
    expect(p.images[0]).toBe(pngPath);
  });
});
