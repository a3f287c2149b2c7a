#!/usr/bin/env node
// The production build on a fresh embedded database, for the end-to-end tests: served exactly as
// `npm start` serves shoppers (scripts/server.mjs, with its full-page cache and front in front of Next)
// beside the embedded realtime server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startFakeVies } from './fake-vies.mjs';

const dataDir = path.resolve('.test-data', `e2e-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: process.env.PORT ?? '3100' };
// As behind one proxy: tests that need visitors from several addresses send X-Forwarded-For.
env.TRUST_PROXY = '1';
delete env.DATABASE_URL;
// The embedded realtime server on its own port (REALTIME_PORT, default PORT + 1), never 6001.
env.REALTIME_PORT ??= String(Number(env.PORT) + 1);
env.PUSHER_PORT = env.REALTIME_PORT;
// A fresh secret per run: a production server refuses the repository's known ones (lib/secrets.mjs).
env.PUSHER_SECRET ??= randomBytes(24).toString('base64url');
for (const k of ['PUSHER_HOST', 'PUSHER_CLUSTER']) delete env[k];
// Payments go through the embedded test provider, mail to files, and VAT checks to a local fake VIES.
delete env.MOLLIE_API_KEY;
delete env.SMTP_URL;
const vies = await startFakeVies(Number(env.PORT) + 5);
env.VIES_URL = vies.url;

/** Staff accounts (scripts/create-staff.ts), created before the server takes the database lock. */
function createStaff(...args) {
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'scripts/create-staff.ts',
      '--password',
      process.env.E2E_STAFF_PASSWORD ?? 'Geheim12345',
      ...args,
    ],
    { stdio: 'inherit', env },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
// The tests' staff accounts, their second factor provisioned so tests make its codes (tests/e2e/support.ts).
// A code works once per account and 30-second period: a pool, so that parallel tests don't wait for the
// next period.
createStaff(
  ...Array.from({ length: 16 }, (_, n) => ['--email', `staff-${n}@e2e.test`]).flat(),
  '--totp-secret',
  process.env.E2E_STAFF_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
);
// Admins, the same way (tests/e2e/support.ts adminSignIn): the team and audit screens are theirs.
createStaff(
  ...Array.from({ length: 8 }, (_, n) => ['--email', `admin-${n}@e2e.test`]).flat(),
  '--role',
  'admin',
  '--totp-secret',
  process.env.E2E_STAFF_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
);
// Staff without a second factor, who enrol at their first login (tests/e2e/two-factor.spec.ts): one per
// project and try, as an account enrols once.
createStaff(
  ...['desktop', 'mobile']
    .flatMap((project) => [0, 1].map((n) => ['--email', `enrol-${project}-${n}@e2e.test`]))
    .flat(),
);

const realtime = spawn(process.execPath, ['lib/realtime/server-cli.mjs', '--embedded'], {
  stdio: 'inherit',
  env,
});
const child = spawn(process.execPath, ['scripts/server.mjs'], { stdio: 'inherit', env });
const stop = () => {
  if (realtime.exitCode === null) realtime.kill('SIGTERM');
  if (child.exitCode === null) child.kill('SIGTERM');
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
child.on('exit', (code) => {
  if (realtime.exitCode === null) realtime.kill('SIGTERM');
  void vies.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
