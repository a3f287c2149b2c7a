import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, eq, like, max } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { getDb, type Tx } from '@/lib/db/client';
import { banners, htmlBlocks, media, pages, settings } from '@/lib/db/schema';
import { invalidate } from '@/lib/cache';
import { plainToRichText, richTextToPlain, sanitizeRichText } from '@/lib/sanitize-html';
import { translateMessage } from '@/lib/i18n/translate';
import type { CurrentCustomer } from '@/features/accounts';
import { actorName, recordAudit } from './audit';
import { moveInList, type ContentOutcome } from './content';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_MAX_SIDE,
  USP_ICONS,
  type BannerCreateInput,
  type BannerUpdateInput,
  type HtmlBlockUpdateInput,
  type PageUpdateInput,
  type UspItem,
  type UspsInput,
} from '../content-pages-schemas';

/**
 * The back office's content pages: home banners, the USP bar, the content pages (about, the brand pages'
 * texts, …) and the html blocks. Like the FAQ (./content.ts): every change locks its row, compares the
 * version the form loaded (`updatedAt`) and refuses a colleague's change in between with who and when,
 * writes the audit log in the same transaction and, after the commit, drops the shop's cached reads
 * ('banners', 'settings', 'pages', 'html-blocks' and with them the full-page cache) on every instance.
 * Rich text is sanitised here, on every save, by the one sanitiser (lib/sanitize-html.ts).
 */

type Who = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;
export type PagesOutcome<T> =
  ContentOutcome<T> | { ok: false; refusal: 'fixedSection' } | { ok: false; refusal: 'unknownImage' };

const iso = (d: Date) => d.toISOString();
const sameVersion = (at: Date, sent: string) => at.getTime() === Date.parse(sent);
const stale = (row: { updatedAt: Date; updatedBy: string | null }) =>
  ({ ok: false, refusal: 'stale', stale: { by: row.updatedBy, at: iso(row.updatedAt) } }) as const;

async function change<T>(tag: string, fn: (tx: Tx) => Promise<PagesOutcome<T>>): Promise<PagesOutcome<T>> {
  const db = await getDb();
  const outcome = await db.transaction(fn);
  if (outcome.ok) invalidate(tag);
  return outcome;
}

// ---- Banners ----

export interface StaffBanner {
  id: number;
  titleNl: string;
  titleEn: string;
  textNl: string;
  textEn: string;
  link: string;
  image: string;
  active: boolean;
  sort: number;
  updatedAt: string;
  updatedBy: string | null;
}

const bannerOf = (b: typeof banners.$inferSelect): StaffBanner => ({
  id: b.id,
  titleNl: b.titleNl,
  titleEn: b.titleEn,
  textNl: b.textNl,
  textEn: b.textEn,
  link: b.link ?? '',
  image: b.image ?? '',
  active: b.active,
  sort: b.sort,
  updatedAt: iso(b.updatedAt),
  updatedBy: b.updatedBy,
});

/** The home banners (placement 'main') in the shop's order, inactive ones too; the shop shows the first active. */
export async function staffBanners(): Promise<StaffBanner[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.placement, 'main'))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(bannerOf);
}

export async function staffBanner(id: number): Promise<StaffBanner | null> {
  const db = await getDb();
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row && row.placement === 'main' ? bannerOf(row) : null;
}

const bannerValues = (input: BannerCreateInput) => ({
  titleNl: input.titleNl,
  titleEn: input.titleEn,
  textNl: input.textNl,
  textEn: input.textEn,
  link: input.link || null,
  image: input.image || null,
  active: input.active,
});

/** A chosen image must be a stored file (an upload or the seeded artwork), not any /media path. */
async function imageStored(tx: Tx, image: string): Promise<boolean> {
  if (!image) return true;
  const [row] = await tx.select({ path: media.path }).from(media).where(eq(media.path, image)).limit(1);
  return !!row;
}

export function createBanner(input: BannerCreateInput, who: Who) {
  return change<StaffBanner>('banners', async (tx) => {
    if (!(await imageStored(tx, input.image))) return { ok: false, refusal: 'unknownImage' };
    const [{ last }] = await tx
      .select({ last: max(banners.sort) })
      .from(banners)
      .where(eq(banners.placement, 'main'));
    const [row] = await tx
      .insert(banners)
      .values({
        ...bannerValues(input),
        placement: 'main',
        sort: (last ?? 0) + 10,
        updatedAt: new Date(),
        updatedBy: actorName(who),
      })
      .returning();
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `banner:${row.id}`,
      action: 'create',
      data: input,
    });
    return { ok: true, value: bannerOf(row) };
  });
}

export function updateBanner(id: number, input: BannerUpdateInput, who: Who) {
  return change<StaffBanner>('banners', async (tx) => {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!row || row.placement !== 'main') return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, input.updatedAt)) return stale(row);
    if (!(await imageStored(tx, input.image))) return { ok: false, refusal: 'unknownImage' };
    const { updatedAt: _, ...fields } = input;
    const [saved] = await tx
      .update(banners)
      .set({ ...bannerValues(fields), updatedAt: new Date(), updatedBy: actorName(who) })
      .where(eq(banners.id, id))
      .returning();
    const { updatedAt: _a, updatedBy: _b, ...before } = bannerOf(row);
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `banner:${id}`,
      action: 'update',
      data: { before, after: fields },
    });
    return { ok: true, value: bannerOf(saved) };
  });
}

export function deleteBanner(id: number, updatedAt: string, who: Who) {
  return change<{ id: number }>('banners', async (tx) => {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!row || row.placement !== 'main') return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, updatedAt)) return stale(row);
    await tx.delete(banners).where(eq(banners.id, id));
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `banner:${id}`,
      action: 'delete',
      data: bannerOf(row) as never,
    });
    return { ok: true, value: { id } };
  });
}

/** Moves a banner one place up or down among the home banners (sort values 10 apart). */
export function moveBanner(id: number, direction: 'up' | 'down', who: Who) {
  return change<{ moved: boolean }>('banners', (tx) =>
    moveInList(tx, banners, id, direction, {
      who,
      entityId: `banner:${id}`,
      scope: () => eq(banners.placement, 'main'),
      step: 10,
    }),
  );
}

export type ImageCheck =
  | { ok: true; contentType: 'image/png' | 'image/jpeg' | 'image/webp'; body: Buffer }
  | {
      ok: false;
      error: 'backoffice.content.validation.imageSize' | 'backoffice.content.validation.imageType';
    };

/**
 * Checks an uploaded banner image by its content, never its name: at most 5 MB, JPEG, PNG or WebP by magic
 * bytes, at most 4000 px a side. sharp re-encodes it, so no metadata or trailing payload survives. (No
 * SVG: a banner is a photo or an illustration, and an SVG could carry script.)
 */
export async function checkBannerImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.byteLength > BANNER_IMAGE_MAX_BYTES)
    return { ok: false, error: 'backoffice.content.validation.imageSize' };
  const input = Buffer.from(bytes);
  const detected = bytes.byteLength ? await fileTypeFromBuffer(input) : undefined;
  const mime = detected?.mime;
  if (mime !== 'image/png' && mime !== 'image/jpeg' && mime !== 'image/webp')
    return { ok: false, error: 'backoffice.content.validation.imageType' };
  try {
    const image = sharp(input, { limitInputPixels: 8192 * 8192, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return { ok: false, error: 'backoffice.content.validation.imageType' };
    if (meta.width > BANNER_IMAGE_MAX_SIDE || meta.height > BANNER_IMAGE_MAX_SIDE)
      return { ok: false, error: 'backoffice.content.validation.imageSize' };
    const rotated = image.rotate();
    const body =
      mime === 'image/jpeg'
        ? await rotated.jpeg({ quality: 85 }).toBuffer()
        : mime === 'image/webp'
          ? await rotated.webp({ quality: 85 }).toBuffer()
          : await rotated.png().toBuffer();
    return { ok: true, contentType: mime, body };
  } catch {
    return { ok: false, error: 'backoffice.content.validation.imageType' };
  }
}

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** Stores a checked banner image under /media/banners/… and answers its path. */
export async function storeBannerImage(image: Extract<ImageCheck, { ok: true }>, who: Who): Promise<string> {
  const db = await getDb();
  const path = `/media/banners/${randomBytes(12).toString('base64url')}.${EXT[image.contentType]}`;
  await db.transaction(async (tx) => {
    await tx.insert(media).values({ path, contentType: image.contentType, body: image.body });
    await recordAudit(tx, who, { entity: 'content', entityId: `media:${path}`, action: 'imagesAdd' });
  });
  return path;
}

/** The stored banner images staff may choose from (seeded artwork and earlier uploads). */
export async function bannerImages(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ path: media.path })
    .from(media)
    .where(like(media.path, '/media/banners/%'))
    .orderBy(asc(media.createdAt), asc(media.path))
    .limit(200);
  return rows.map((r) => r.path);
}

// ---- USPs ----

/** The bar's points until staff first save them (the texts the messages carried before). */
export function defaultUsps(): UspItem[] {
  const icons: Record<string, UspItem['icon']> = {
    sameDay: 'truck',
    warranty: 'shield',
    tested: 'wrench',
    vatFree: 'percent',
  };
  return Object.entries(icons).map(([key, icon]) => ({
    icon,
    textNl: translateMessage('nl', `usp.${key}`),
    textEn: translateMessage('en', `usp.${key}`),
  }));
}

export interface StaffUsps {
  items: UspItem[];
  updatedAt: string;
  updatedBy: string | null;
}

const uspItemsOf = (value: unknown): UspItem[] | null => {
  const items = (value as { items?: UspItem[] } | null)?.items;
  return Array.isArray(items) && items.every((i) => (USP_ICONS as readonly string[]).includes(i.icon))
    ? items
    : null;
};

export async function staffUsps(): Promise<StaffUsps> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'usps')).limit(1);
  return {
    items: uspItemsOf(row?.value) ?? defaultUsps(),
    updatedAt: iso(row?.updatedAt ?? new Date(0)),
    updatedBy: row?.updatedBy ?? null,
  };
}

export function saveUsps(input: UspsInput, who: Who) {
  return change<StaffUsps>('settings', async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, 'usps')).for('update');
    const at = row?.updatedAt ?? new Date(0);
    if (!sameVersion(at, input.updatedAt)) return stale({ updatedAt: at, updatedBy: row?.updatedBy ?? null });
    const value = { items: input.items };
    const stamp = { updatedAt: new Date(), updatedBy: actorName(who) };
    const [saved] = await tx
      .insert(settings)
      .values({ key: 'usps', value, ...stamp })
      .onConflictDoUpdate({ target: settings.key, set: { value, ...stamp } })
      .returning();
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: 'setting:usps',
      action: 'update',
      data: { before: row?.value ?? null, after: value },
    });
    return {
      ok: true,
      value: { items: input.items, updatedAt: iso(saved.updatedAt), updatedBy: saved.updatedBy },
    };
  });
}

// ---- Pages ----

interface StoredSection {
  type: string;
  title?: string;
  body?: string;
  html?: string;
  [key: string]: unknown;
}

export interface StaffPageSection {
  ref: number;
  type: string;
  /** What a section of another type than 'text' is about (e.g. the brand of a brand section). */
  label: string | null;
  titleNl: string;
  titleEn: string;
  htmlNl: string;
  htmlEn: string;
}

export interface StaffPage {
  slug: string;
  titleNl: string;
  titleEn: string;
  descriptionNl: string;
  descriptionEn: string;
  sections: StaffPageSection[];
  updatedAt: string;
  updatedBy: string | null;
}

export interface StaffPageSummary {
  slug: string;
  titleNl: string;
  titleEn: string;
  sections: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** A section's text as the editor edits it: its sanitised HTML, or its plain text made into paragraphs. */
const htmlOf = (s: StoredSection | undefined) =>
  s ? (typeof s.html === 'string' ? s.html : plainToRichText(s.body ?? '')) : '';

const sectionsOf = (v: unknown): StoredSection[] => (Array.isArray(v) ? (v as StoredSection[]) : []);

export async function staffPages(): Promise<StaffPageSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(pages).orderBy(asc(pages.slug));
  return rows.map((p) => ({
    slug: p.slug,
    titleNl: p.titleNl,
    titleEn: p.titleEn,
    sections: sectionsOf(p.bodyNl).length,
    updatedAt: iso(p.updatedAt),
    updatedBy: p.updatedBy,
  }));
}

/** A page for the editor: each section in both languages (the stored lists run in parallel). */
function pageOf(p: typeof pages.$inferSelect): StaffPage {
  const nl = sectionsOf(p.bodyNl);
  const en = sectionsOf(p.bodyEn);
  const sections = Array.from({ length: Math.max(nl.length, en.length) }, (_, i) => {
    const s = nl[i] ?? en[i];
    return {
      ref: i,
      type: s.type,
      label: typeof s.brand === 'string' ? s.brand : s.type === 'text' ? null : s.type,
      titleNl: nl[i]?.title ?? '',
      titleEn: en[i]?.title ?? '',
      htmlNl: htmlOf(nl[i]),
      htmlEn: htmlOf(en[i]),
    };
  });
  return {
    slug: p.slug,
    titleNl: p.titleNl,
    titleEn: p.titleEn,
    descriptionNl: p.descriptionNl,
    descriptionEn: p.descriptionEn,
    sections,
    updatedAt: iso(p.updatedAt),
    updatedBy: p.updatedBy,
  };
}

export async function staffPage(slug: string): Promise<StaffPage | null> {
  const db = await getDb();
  const [p] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return p ? pageOf(p) : null;
}

/** One stored section: its kept fields, the title, the sanitised HTML and its plain text (for text readers). */
function storedSection(kept: StoredSection | undefined, title: string, dirty: string): StoredSection {
  const html = sanitizeRichText(dirty);
  const { title: _t, body: _b, html: _h, ...rest } = kept ?? { type: 'text' };
  return {
    ...rest,
    type: kept?.type ?? 'text',
    ...(title ? { title } : {}),
    body: richTextToPlain(html),
    html,
  };
}

/**
 * Saves a page's title, description and sections (both languages). Sections of another type than 'text'
 * (the about page's reviews, the brand pages' texts) carry what the shop needs besides the text, so they
 * can be moved and edited but not removed: a save without one is refused.
 */
export function updatePage(slug: string, input: PageUpdateInput, who: Who) {
  return change<StaffPage>('pages', async (tx) => {
    const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
    if (!row) return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, input.updatedAt)) return stale(row);
    const nl = sectionsOf(row.bodyNl);
    const en = sectionsOf(row.bodyEn);
    const refs = new Set(input.sections.map((s) => s.ref).filter((r) => r !== null));
    const fixed = nl.map((s, i) => ({ s, i })).filter(({ s }) => s.type !== 'text');
    if (fixed.some(({ i }) => !refs.has(i))) return { ok: false, refusal: 'fixedSection' };
    const known = (r: number | null) => (r !== null && r < Math.max(nl.length, en.length) ? r : null);
    const seen = new Set<number>();
    const bodyNl: StoredSection[] = [];
    const bodyEn: StoredSection[] = [];
    for (const s of input.sections) {
      // A ref given twice is kept once; the copy becomes a text section.
      let ref = known(s.ref);
      if (ref !== null && seen.has(ref)) ref = null;
      if (ref !== null) seen.add(ref);
      const keptNl = ref === null ? undefined : (nl[ref] ?? en[ref]);
      const keptEn = ref === null ? undefined : (en[ref] ?? nl[ref]);
      bodyNl.push(storedSection(keptNl, s.titleNl, s.htmlNl));
      bodyEn.push(storedSection(keptEn, s.titleEn, s.htmlEn));
    }
    const fields = {
      titleNl: input.titleNl,
      titleEn: input.titleEn,
      descriptionNl: input.descriptionNl,
      descriptionEn: input.descriptionEn,
      bodyNl,
      bodyEn,
    };
    const [saved] = await tx
      .update(pages)
      .set({ ...fields, updatedAt: new Date(), updatedBy: actorName(who) })
      .where(eq(pages.slug, slug))
      .returning();
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `page:${slug}`,
      action: 'update',
      data: {
        before: {
          titleNl: row.titleNl,
          titleEn: row.titleEn,
          descriptionNl: row.descriptionNl,
          descriptionEn: row.descriptionEn,
          bodyNl: row.bodyNl,
          bodyEn: row.bodyEn,
        },
        after: fields,
      },
    });
    return { ok: true, value: pageOf(saved) };
  });
}

// ---- Html blocks ----

export interface StaffHtmlBlock {
  hook: string;
  htmlNl: string;
  htmlEn: string;
  updatedAt: string;
  updatedBy: string | null;
}

const blockOf = (b: typeof htmlBlocks.$inferSelect): StaffHtmlBlock => ({
  hook: b.hook,
  htmlNl: b.htmlNl,
  htmlEn: b.htmlEn,
  updatedAt: iso(b.updatedAt),
  updatedBy: b.updatedBy,
});

export async function staffHtmlBlocks(): Promise<StaffHtmlBlock[]> {
  const db = await getDb();
  return (await db.select().from(htmlBlocks).orderBy(asc(htmlBlocks.hook))).map(blockOf);
}

export async function staffHtmlBlock(hook: string): Promise<StaffHtmlBlock | null> {
  const db = await getDb();
  const [row] = await db.select().from(htmlBlocks).where(eq(htmlBlocks.hook, hook)).limit(1);
  return row ? blockOf(row) : null;
}

export function updateHtmlBlock(hook: string, input: HtmlBlockUpdateInput, who: Who) {
  return change<StaffHtmlBlock>('html-blocks', async (tx) => {
    const [row] = await tx.select().from(htmlBlocks).where(eq(htmlBlocks.hook, hook)).for('update');
    if (!row) return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, input.updatedAt)) return stale(row);
    const fields = { htmlNl: sanitizeRichText(input.htmlNl), htmlEn: sanitizeRichText(input.htmlEn) };
    const [saved] = await tx
      .update(htmlBlocks)
      .set({ ...fields, updatedAt: new Date(), updatedBy: actorName(who) })
      .where(eq(htmlBlocks.hook, hook))
      .returning();
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `html-block:${hook}`,
      action: 'update',
      data: { before: { htmlNl: row.htmlNl, htmlEn: row.htmlEn }, after: fields },
    });
    return { ok: true, value: blockOf(saved) };
  });
}
