import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { getDb, type Tx } from '@/lib/db/client';
import { media, productImages, products } from '@/lib/db/schema';
import { invalidate } from '@/lib/cache';
import type { CurrentCustomer } from '@/features/accounts';
import {
  IMAGE_WIDTHS,
  imageAt,
  mainPath,
  uploadStem,
  variantPath,
  type ImageWidth,
} from '@/lib/product-image-variants';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PER_PRODUCT,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIDE,
  IMAGE_TYPES,
  type ProductImagesSave,
  type StaffProductImage,
  type StaffProductImages,
} from '../product-image-schemas';
import { actorName, recordAudit } from './audit';

type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

/** An upload that passed every check, re-encoded: one WebP per stored width. */
export type CheckedImage = {
  name: string;
  width: number;
  height: number;
  variants: { width: ImageWidth; body: Buffer }[];
};
export type ImageRefusal =
  | 'backoffice.products.images.validation.size'
  | 'backoffice.products.images.validation.type'
  | 'backoffice.products.images.validation.tooSmall'
  | 'backoffice.products.images.validation.tooLarge';

/**
 * Checks one uploaded image by its content, never its name or declared type: at most IMAGE_MAX_BYTES, a
 * JPEG, PNG or WebP by magic bytes, decodable (sharp, with a pixel limit so a decompression bomb is refused
 * before it is decoded) and between IMAGE_MIN_SIDE and IMAGE_MAX_SIDE on each side. The camera's rotation
 * is applied, then every variant is re-encoded to WebP: no EXIF (location, camera), ICC or trailing bytes
 * of the upload reach the shop.
 */
export async function checkProductImage(
  name: string,
  bytes: Uint8Array,
): Promise<{ ok: true; image: CheckedImage } | { ok: false; error: ImageRefusal }> {
  if (bytes.byteLength > IMAGE_MAX_BYTES)
    return { ok: false, error: 'backoffice.products.images.validation.size' };
  const input = Buffer.from(bytes);
  const detected = await fileTypeFromBuffer(input).catch(() => undefined);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime))
    return { ok: false, error: 'backoffice.products.images.validation.type' };
  try {
    const source = sharp(input, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE, failOn: 'error' });
    const meta = await source.metadata();
    if (!meta.width || !meta.height)
      return { ok: false, error: 'backoffice.products.images.validation.type' };
    if (meta.width < IMAGE_MIN_SIDE || meta.height < IMAGE_MIN_SIDE)
      return { ok: false, error: 'backoffice.products.images.validation.tooSmall' };
    if (meta.width > IMAGE_MAX_SIDE || meta.height > IMAGE_MAX_SIDE)
      return { ok: false, error: 'backoffice.products.images.validation.tooLarge' };
    const upright = source.rotate();
    const variants = [];
    let size = { width: meta.width, height: meta.height };
    for (const width of IMAGE_WIDTHS) {
      const { data, info } = await upright
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width, body: data });
      size = { width: info.width, height: info.height };
    }
    return { ok: true, image: { name, ...size, variants } };
  } catch {
    return { ok: false, error: 'backoffice.products.images.validation.type' };
  }
}

/** The version an image change stamps: now, always after the one it replaces, at millisecond precision. */
const nextVersion = sql`date_trunc('milliseconds', greatest(now(), ${products.imagesUpdatedAt} + interval '1 millisecond'))`;

type Locked = { id: number; images: string[]; version: Date | null; by: string | null };

async function lockProduct(tx: Tx, id: number): Promise<Locked | null> {
  const [p] = await tx
    .select({
      id: products.id,
      images: products.images,
      version: products.imagesUpdatedAt,
      by: products.imagesUpdatedBy,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return p ?? null;
}

type Row = typeof productImages.$inferSelect;

/**
 * Brings the product's image rows in line with `products.images`, the list the shop reads: a path without a
 * row (a seeded image, or one another writer listed) is adopted with empty alt texts, a row whose path is
 * no longer listed goes, and the rows take the list's order. Runs under the product's row lock; changes
 * nothing the shop sees.
 */
async function syncRows(tx: Tx, p: Locked): Promise<Row[]> {
  const rows = await tx.select().from(productImages).where(eq(productImages.productId, p.id));
  const listed = [...new Set(p.images)];
  const gone = rows.filter((r) => !listed.includes(r.path));
  if (gone.length)
    await tx.delete(productImages).where(
      inArray(
        productImages.id,
        gone.map((r) => r.id),
      ),
    );
  const byPath = new Map(rows.filter((r) => listed.includes(r.path)).map((r) => [r.path, r]));
  const missing = listed.filter((path) => !byPath.has(path));
  if (missing.length) {
    const added = await tx
      .insert(productImages)
      .values(missing.map((path) => ({ productId: p.id, path, sort: listed.indexOf(path) })))
      .returning();
    for (const r of added) byPath.set(r.path, r);
  }
  const ordered: Row[] = [];
  for (const [sort, path] of listed.entries()) {
    const row = byPath.get(path)!;
    if (row.sort !== sort) {
      await tx.update(productImages).set({ sort }).where(eq(productImages.id, row.id));
      row.sort = sort;
    }
    ordered.push(row);
  }
  return ordered;
}

/**
 * The one writer of a product's image list: rows' order and alt texts, and `products.images` (the same
 * paths in the same order), with the list's new version — in the caller's transaction, so the two never
 * disagree.
 */
async function writeList(
  tx: Tx,
  productId: number,
  list: { id: number; path: string; altNl: string; altEn: string }[],
  staff: Staff,
): Promise<void> {
  for (const [sort, i] of list.entries())
    await tx
      .update(productImages)
      .set({ sort, altNl: i.altNl, altEn: i.altEn })
      .where(eq(productImages.id, i.id));
  await tx
    .update(products)
    .set({
      images: list.map((i) => i.path),
      imagesUpdatedAt: nextVersion,
      imagesUpdatedBy: actorName(staff),
    })
    .where(eq(products.id, productId));
}

async function answer(tx: Tx, productId: number): Promise<StaffProductImages> {
  const [p] = await tx
    .select({ version: products.imagesUpdatedAt, by: products.imagesUpdatedBy })
    .from(products)
    .where(eq(products.id, productId));
  const rows = await tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return {
    images: rows.map((r): StaffProductImage => ({
      id: r.id,
      path: r.path,
      thumb: imageAt(r.path, 400),
      altNl: r.altNl,
      altEn: r.altEn,
      width: r.width,
      height: r.height,
    })),
    version: p.version?.toISOString() ?? null,
    updatedBy: p.by,
  };
}

/** After a commit: the shop's cached reads and pages dropped, as a product save does. */
const published = () => invalidate('products');

/** A product's images for the editor (seeded ones adopted on this first read); null for an unknown id. */
export async function productImageList(productId: number): Promise<StaffProductImages | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const p = await lockProduct(tx, productId);
    if (!p) return null;
    await syncRows(tx, p);
    return answer(tx, productId);
  });
}

export type ImagesOutcome =
  | { ok: true; list: StaffProductImages }
  | { ok: false; refusal: 'notFound' }
  | { ok: false; refusal: 'stale'; by: string | null; at: string }
  | { ok: false; refusal: 'full' };

/**
 * Stores checked uploads after the product's images: each variant in `media`, a row per image, and the
 * list; audited. Refused whole when the product would have more than IMAGE_MAX_PER_PRODUCT images.
 */
export async function addProductImages(
  productId: number,
  uploads: CheckedImage[],
  staff: Staff,
): Promise<ImagesOutcome> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ImagesOutcome> => {
    const p = await lockProduct(tx, productId);
    if (!p) return { ok: false, refusal: 'notFound' };
    const rows = await syncRows(tx, p);
    if (rows.length + uploads.length > IMAGE_MAX_PER_PRODUCT) return { ok: false, refusal: 'full' };
    const added: Row[] = [];
    for (const [i, upload] of uploads.entries()) {
      const stem = `/media/product-images/${productId}/${randomBytes(12).toString('base64url')}`;
      await tx.insert(media).values(
        upload.variants.map((v) => ({
          path: variantPath(stem, v.width),
          contentType: 'image/webp',
          body: v.body,
        })),
      );
      const [row] = await tx
        .insert(productImages)
        .values({
          productId,
          sort: rows.length + i,
          path: mainPath(stem),
          width: upload.width,
          height: upload.height,
        })
        .returning();
      added.push(row);
    }
    await writeList(tx, productId, [...rows, ...added], staff);
    await recordAudit(tx, staff, {
      entity: 'product',
      entityId: productId,
      action: 'imagesAdd',
      data: { images: added.map((r, i) => ({ path: r.path, file: uploads[i].name })) },
    });
    return { ok: true, list: await answer(tx, productId) };
  });
  if (result.ok) published();
  return result;
}

/**
 * Saves the order and alt texts of all the product's images, refusing a stale form: the list's version
 * differs from the one the form loaded, or the form's images are not exactly the product's images.
 */
export async function saveProductImages(
  productId: number,
  input: ProductImagesSave,
  staff: Staff,
): Promise<ImagesOutcome> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ImagesOutcome & { changed?: boolean }> => {
    const p = await lockProduct(tx, productId);
    if (!p) return { ok: false, refusal: 'notFound' };
    const stale = (): ImagesOutcome => ({
      ok: false,
      refusal: 'stale',
      by: p.by,
      at: (p.version ?? new Date()).toISOString(),
    });
    const loaded = input.version === null ? null : new Date(input.version).getTime();
    if ((p.version?.getTime() ?? null) !== loaded) return stale();
    const rows = await syncRows(tx, p);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (input.images.length !== rows.length || input.images.some((i) => !byId.has(i.id))) return stale();
    const next = input.images.map((i) => ({ ...byId.get(i.id)!, altNl: i.altNl, altEn: i.altEn }));
    const diff: Record<string, unknown> = {};
    const before = rows.map((r) => r.path);
    const after = next.map((r) => r.path);
    if (before.join('\n') !== after.join('\n')) diff.order = [before, after];
    const alts = next
      .filter((r) => r.altNl !== byId.get(r.id)!.altNl || r.altEn !== byId.get(r.id)!.altEn)
      .map((r) => ({ path: r.path, nl: r.altNl, en: r.altEn }));
    if (alts.length) diff.alts = alts;
    if (!Object.keys(diff).length) return { ok: true, list: await answer(tx, productId), changed: false };
    await writeList(tx, productId, next, staff);
    await recordAudit(tx, staff, {
      entity: 'product',
      entityId: productId,
      action: 'imagesSave',
      data: diff,
    });
    return { ok: true, list: await answer(tx, productId), changed: true };
  });
  if (result.ok && result.changed) published();
  return result;
}

/**
 * Removes one image (refused when the list's version differs from the form's): its row, its path from the list, and — for an upload — its stored variants (order
 * lines keep no image paths, so nothing else refers to them). A seeded file stays in `media`: other
 * products or the seed may use it.
 */
export async function deleteProductImage(
  productId: number,
  imageId: number,
  version: string | null,
  staff: Staff,
): Promise<ImagesOutcome> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ImagesOutcome> => {
    const p = await lockProduct(tx, productId);
    if (!p) return { ok: false, refusal: 'notFound' };
    // Like a save, a removal carries the list's version the form showed: a colleague's change is not
    // overwritten unseen.
    if ((p.version?.getTime() ?? null) !== (version === null ? null : new Date(version).getTime()))
      return { ok: false, refusal: 'stale', by: p.by, at: (p.version ?? new Date()).toISOString() };
    const rows = await syncRows(tx, p);
    const gone = rows.find((r) => r.id === imageId);
    if (!gone) return { ok: false, refusal: 'notFound' };
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await writeList(
      tx,
      productId,
      rows.filter((r) => r.id !== imageId),
      staff,
    );
    const stem = uploadStem(gone.path);
    if (stem)
      await tx.delete(media).where(
        inArray(
          media.path,
          IMAGE_WIDTHS.map((w) => variantPath(stem, w)),
        ),
      );
    await recordAudit(tx, staff, {
      entity: 'product',
      entityId: productId,
      action: 'imageDelete',
      data: { path: gone.path, altNl: gone.altNl, altEn: gone.altEn },
    });
    return { ok: true, list: await answer(tx, productId) };
  });
  if (result.ok) published();
  return result;
}
