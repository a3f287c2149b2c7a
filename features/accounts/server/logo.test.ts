import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkLogo } from './logo';

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#0b5cad' } })
    .png()
    .toBuffer();
const svg = (attrs: string, body = '') =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}<rect width="10" height="10" fill="red"/></svg>`,
  );

describe('checkLogo (by content, not by name)', () => {
  it('accepts PNG and JPEG up to 500×500', async () => {
    const a = await checkLogo(await png(500, 500));
    expect(a).toMatchObject({ ok: true, contentType: 'image/png', width: 500, height: 500 });
    const jpeg = await sharp(await png(120, 80))
      .jpeg()
      .toBuffer();
    expect(await checkLogo(jpeg)).toMatchObject({ ok: true, contentType: 'image/jpeg' });
  });

  it('refuses images over 500 pixels on a side', async () => {
    expect(await checkLogo(await png(501, 10))).toEqual({
      ok: false,
      error: 'accounts.validation.logoDimensions',
    });
    expect(await checkLogo(await png(10, 501))).toEqual({
      ok: false,
      error: 'accounts.validation.logoDimensions',
    });
  });

  it('refuses files over 2 MB whatever they are', async () => {
    expect(await checkLogo(new Uint8Array(2 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      error: 'accounts.validation.logoSize',
    });
  });

  it('refuses other types, also when they pretend to be images', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(await checkLogo(gif)).toEqual({ ok: false, error: 'accounts.validation.logoType' });
    expect(await checkLogo(Buffer.from('%PDF-1.7 not a logo'))).toEqual({
      ok: false,
      error: 'accounts.validation.logoType',
    });
    expect(await checkLogo(Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({
      ok: false,
      error: 'accounts.validation.logoType',
    });
    const truncated = (await png(50, 50)).subarray(0, 40);
    expect((await checkLogo(truncated)).ok).toBe(false);
  });

  it('rasterises SVG to PNG, so scripts inside cannot survive', async () => {
    const r = await checkLogo(svg('width="200" height="100"', '<script>alert(document.cookie)</script>'));
    expect(r).toMatchObject({ ok: true, contentType: 'image/png', width: 200, height: 100 });
    if (!r.ok) return;
    expect(r.body.subarray(1, 4).toString()).toBe('PNG');
    expect(r.body.toString('latin1')).not.toContain('script');
    expect(await checkLogo(svg('width="800" height="100"'))).toEqual({
      ok: false,
      error: 'accounts.validation.logoDimensions',
    });
  });
});
