import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrecompressed, precompress } from '../../scripts/precompress.mjs';
import { acceptsGzip, loadStaticAssets, staticAsset } from '../../scripts/static-assets.mjs';

type Asset = { body: Buffer; headers: Record<string, string> };
type Req = { method: string; url: string; headers: Record<string, string | undefined> };
const lookup = staticAsset as (assets: Map<string, Asset>, req: Req) => Asset | null;

const script = `export function add(a, b) { return a + b; }\n${'// a comment that repeats\n'.repeat(200)}`;
const css = `.a { color: red; }\n${'.b { color: blue; }\n'.repeat(100)}`;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'static/media'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'build-1');
  fs.writeFileSync(path.join(dist, 'static/chunks/app.js'), script);
  fs.writeFileSync(path.join(dist, 'static/chunks/app.css'), css);
  fs.writeFileSync(path.join(dist, 'static/chunks/app.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(dist, 'static/chunks/tiny.js'), '1');
  fs.writeFileSync(path.join(dist, 'static/media/font.woff2'), Buffer.from([1, 2, 3, 4]));
  fs.writeFileSync(
    path.join(dist, 'static/media/logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`,
  );
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('precompress (npm run build)', () => {
  it('writes gzip files that decompress to the originals, and marks the build as done', async () => {
    expect(isPrecompressed(dist)).toBe(false);
    const { count } = await precompress(dist);
    expect(count).toBe(2); // the script and the stylesheet; not the map, the font, an SVG or what does not shrink
    const gz = fs.readFileSync(path.join(dist, 'static-gzip/chunks/app.js.gz'));
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(script, { level: 9 }).length);
    expect(fs.existsSync(path.join(dist, 'static-gzip/chunks/app.js.map.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'static-gzip/chunks/tiny.js.gz'))).toBe(false);
    expect(isPrecompressed(dist)).toBe(true);
    // A new build makes the files stale.
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'build-2');
    expect(isPrecompressed(dist)).toBe(false);
    await precompress(dist);
    expect(isPrecompressed(dist)).toBe(true);
  });
});

describe('static assets (scripts/server.mjs)', () => {
  const get = (url: string, headers: Record<string, string | undefined> = {}): Req => ({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
  });

  it('answers a precompressed script with its gzip body and the headers of an immutable asset', () => {
    const assets = loadStaticAssets(dist);
    const asset = lookup(assets, get('/_next/static/chunks/app.js'));
    expect(asset).not.toBeNull();
    expect(zlib.gunzipSync(asset!.body).toString()).toBe(script);
    expect(asset!.headers).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': String(asset!.body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(lookup(assets, get('/_next/static/chunks/app.css'))!.headers['Content-Type']).toBe(
      'text/css; charset=utf-8',
    );
  });

  it('leaves to Next what it cannot answer exactly', () => {
    const assets = loadStaticAssets(dist);
    // Not precompressed, not a static asset, a query string, a path outside the build.
    expect(lookup(assets, get('/_next/static/chunks/tiny.js'))).toBeNull();
    expect(lookup(assets, get('/_next/static/media/font.woff2'))).toBeNull();
    expect(lookup(assets, get('/_next/static/media/logo.svg'))).toBeNull();
    expect(lookup(assets, get('/_next/static/chunks/app.js?v=1'))).toBeNull();
    expect(lookup(assets, get('/_next/static/chunks/../../BUILD_ID'))).toBeNull();
    expect(lookup(assets, get('/'))).toBeNull();
    // Clients without gzip, HEAD, conditional and range requests.
    expect(lookup(assets, get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }))).toBeNull();
    expect(lookup(assets, get('/_next/static/chunks/app.js', { 'accept-encoding': undefined }))).toBeNull();
    expect(lookup(assets, { ...get('/_next/static/chunks/app.js'), method: 'HEAD' })).toBeNull();
    expect(lookup(assets, get('/_next/static/chunks/app.js', { 'if-none-match': 'W/"1"' }))).toBeNull();
    expect(lookup(assets, get('/_next/static/chunks/app.js', { range: 'bytes=0-10' }))).toBeNull();
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0.0, br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('has nothing to serve for a build without precompressed files', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-gzip-'));
    try {
      expect(loadStaticAssets(empty).size).toBe(0);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
