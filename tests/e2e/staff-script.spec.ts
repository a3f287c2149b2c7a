import { spawnSync } from 'node:child_process';
import { test, expect, e2eDataDir, prefix, staffSignIn } from './support';

// `npm run staff:create` while the shop runs on its embedded database (which only the server may open):
// the script reaches the running server through its local control channel, and the new member signs in.

/** `npm run staff:create` with these options, against the running e2e server's data directory. */
function staffCreate(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: e2eDataDir() };
  delete env.DATABASE_URL;
  return spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'scripts/create-staff.ts',
      ...args,
    ],
    { env, encoding: 'utf8' },
  );
}

test('a staff account made by the script while the shop runs can sign in', async ({ page }, info) => {
  const email = `script-${info.project.name}-${Date.now()}@e2e.test`;
  const run = staffCreate(
    '--email',
    email,
    '--password',
    process.env.E2E_STAFF_PASSWORD ?? 'Geheim12345',
    '--totp-secret',
    process.env.E2E_STAFF_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain(`Staff account ${email} created`);

  await staffSignIn(page.request, email);
  await page.goto(`${prefix('nl')}/staff/orders`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellingen');

  // Run again: the account exists, nothing changes.
  const again = staffCreate('--email', email, '--password', 'Geheim12345');
  expect(again.status, again.stderr).toBe(0);
  expect(again.stdout).toContain(`An account for ${email} exists already`);
});

test('the control channel answers nothing without its token', async ({ request }) => {
  for (const authorization of [undefined, 'Bearer nope', `Bearer ${'0'.repeat(64)}`]) {
    const res = await request.post('/api/portal/internal/staff', {
      headers: authorization ? { authorization } : {},
      data: { email: ['x@e2e.test'], password: 'Geheim12345' },
    });
    expect(res.status()).toBe(404);
  }
});
