#!/usr/bin/env node
// `npm run dev`: the development server.
import { spawn } from 'node:child_process';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const port = process.env.PORT ?? '3000';
const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '-p', port], {
  stdio: 'inherit',
});
// The embedded realtime server (see scripts/start.mjs), unless an external one is configured.
const realtime =
  !process.env.PUSHER_HOST && !process.env.PUSHER_CLUSTER && process.env.REALTIME_ENABLED !== 'false'
    ? spawn(process.execPath, ['lib/realtime/server-cli.mjs', '--embedded'], { stdio: 'inherit' })
    : null;
child.on('exit', (code) => {
  realtime?.kill('SIGTERM');
  process.exit(code ?? 0);
});
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    realtime?.kill(sig);
    child.kill(sig);
  });
