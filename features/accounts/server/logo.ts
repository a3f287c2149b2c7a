import 'server-only';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { getDb, type Db } from '@/lib/db/client';
import { media } from '@/lib/db/schema';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from '../model';

export type LogoCheck =
  | { ok: true; contentType: 'image/png' | 'image/jpeg'; body: Buffer; width: number; height: number }
  | {
      ok: false;
      error:
        | 'accounts.validation.logoSize'
        | 'accounts.validation.logoDimensions'
        | 'accounts.validation.logoType';
    };

const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?<svg[\s>]/i;

/**
 * Checks an uploaded logo by its content, never its name: at most 2 MB, a JPEG or PNG by magic bytes or
 * an SVG document, at most 500×500. Everything is re-encoded by sharp, so no metadata or trailing payload
 * survives; an SVG is rasterised to PNG, so no script or external reference can reach a browser.
 */
export async function checkLogo(bytes: Uint8Array): Promise<LogoCheck> {
  if (bytes.byteLength > LOGO_MAX_BYTES) return { ok: false, error: 'accounts.validation.logoSize' };
  if (bytes.byteLength === 0) return { ok: false, error: 'accounts.validation.logoType' };
  const input = Buffer.from(bytes);
  const detected = await fileTypeFromBuffer(input);
  let kind: 'png' | 'jpeg' | 'svg';
  if (detected?.mime === 'image/png') kind = 'png';
  else if (detected?.mime === 'image/jpeg') kind = 'jpeg';
  else if (
    (!detected || detected.ext === 'xml') &&
    SVG_START.test(
      input
        .subarray(0, 4096)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    )
  )
    kind = 'svg';
  else return { ok: false, error: 'accounts.validation.logoType' };
  try {
    const image = sharp(input, { limitInputPixels: 4096 * 4096, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return { ok: false, error: 'accounts.validation.logoType' };
    if (meta.width > LOGO_MAX_SIDE || meta.height > LOGO_MAX_SIDE)
      return { ok: false, error: 'accounts.validation.logoDimensions' };
    const body =
      kind === 'jpeg' ? await image.rotate().jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
    return {
      ok: true,
      contentType: kind === 'jpeg' ? 'image/jpeg' : 'image/png',
      body,
      width: meta.width,
      height: meta.height,
    };
  } catch {
    return { ok: false, error: 'accounts.validation.logoType' };
  }
}

/** Stores a checked logo under /media/logos/… and answers its path. */
export async function storeLogo(logo: Extract<LogoCheck, { ok: true }>, tx?: Db): Promise<string> {
  const db = tx ?? (await getDb());
  const path = `/media/logos/${randomBytes(12).toString('base64url')}.${logo.contentType === 'image/jpeg' ? 'jpg' : 'png'}`;
  await db.insert(media).values({ path, contentType: logo.contentType, body: logo.body });
  return path;
}
