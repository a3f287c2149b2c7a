#!/usr/bin/env node
// `npm start`: builds once when there is no production build, then serves the shop.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const port = process.env.PORT ?? '3000';
process.env.PORT = port;
const nextBin = 'node_modules/next/dist/bin/next';

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running `next build` once…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The embedded realtime server (Pusher protocol) runs beside the shop unless an external one is
// configured (PUSHER_HOST / PUSHER_CLUSTER) or realtime is off. Both processes share a per-run secret.
const embeddedRealtime =
  !process.env.PUSHER_HOST &&
  !process.env.PUSHER_CLUSTER &&
  !['false', '0', 'off'].includes(String(process.env.REALTIME_ENABLED ?? 'true'));
if (embeddedRealtime) process.env.PUSHER_SECRET ??= randomBytes(24).toString('base64url');

const children = [];
function run(args, name, { essential = true } = {}) {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  child.on('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    // The shop keeps serving without live updates when the realtime server stops.
    if (!essential) return;
    for (const c of children) if (c !== child && c.exitCode === null) c.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
  children.push(child);
  return child;
}

// Next behind a small front that answers full-page cache hits itself (see scripts/server.mjs); it binds
// all interfaces (not 127.0.0.1: next-intl's rewrites target localhost).
run(['scripts/server.mjs'], 'web server');
if (embeddedRealtime)
  run(['lib/realtime/server-cli.mjs', '--embedded'], 'realtime server', { essential: false });

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const c of children) if (c.exitCode === null) c.kill(sig);
  });
}
