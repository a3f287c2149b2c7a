#!/usr/bin/env node
// Compresses the build's static scripts and stylesheets once, with Zopfli (gzip that any browser reads,
// ≈ 3 % smaller than zlib's best level), into .next/static-gzip/, which scripts/static-assets.mjs serves.
// Run by `npm run build` after `next build`, and by the production server at start when the build has
// none yet (a build made by `next build` alone).
//
//   node scripts/precompress.mjs            # the build in .next
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

export const GZIP_DIR = 'static-gzip';
const MARKER = 'BUILD_ID';
const COMPRESSIBLE = /\.(?:js|css)$/;

/** Whether `distDir` holds precompressed files of its current build. */
export function isPrecompressed(distDir = '.next') {
  try {
    const built = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8');
    return fs.readFileSync(path.join(distDir, GZIP_DIR, MARKER), 'utf8') === built;
  } catch {
    return false;
  }
}

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function zopfliGzip() {
  try {
    const { gzipAsync } = await import('@gfx/zopfli');
    return (data) => gzipAsync(data, { numiterations: 15 });
  } catch {
    // Without the package (an install that left it out), zlib's best level: a little larger, still gzip.
    return async (data) => zlib.gzipSync(data, { level: 9 });
  }
}

/** Writes `<distDir>/static-gzip/<path under static>.gz` for every compressible static file. */
export async function precompress(distDir = '.next') {
  const staticDir = path.join(distDir, 'static');
  const outDir = path.join(distDir, GZIP_DIR);
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8');
  fs.rmSync(outDir, { recursive: true, force: true });
  const gzip = await zopfliGzip();
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files(staticDir)) {
    const data = fs.readFileSync(file);
    // Zopfli is smaller on real bundles; on a small, repetitive file zlib can win: the smaller one is kept.
    const zopfli = Buffer.from(await gzip(data));
    const best = zlib.gzipSync(data, { level: 9 });
    const gz = zopfli.length <= best.length ? zopfli : best;
    // Small files that do not shrink are left to Next as they are.
    if (gz.length >= data.length) continue;
    const target = path.join(outDir, `${path.relative(staticDir, file)}.gz`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, gz);
    count += 1;
    before += data.length;
    after += gz.length;
  }
  // Written last: an interrupted run leaves no marker and is redone.
  fs.writeFileSync(path.join(outDir, MARKER), buildId);
  return { count, before, after };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { count, before, after } = await precompress(process.argv[2] ?? '.next');
  console.log(
    `precompressed ${count} static files: ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} kB gzip ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
