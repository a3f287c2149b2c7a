import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry everywhere, not only where CI is set: `npm test` on a clean clone is what lands on a busy
  // 2-core machine. Flaky runs are reported.
  retries: 1,
  // Generous limits: these tests check behaviour, not speed (that is `npm run bench`). On a busy 2-core
  // machine a test that visits six pages with an axe run on each took just over a minute, and the whole
  // suite about twice as long as on a quiet one; a limit is only hit when something hangs.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // No half-faded toasts or panels for axe to measure contrast on.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // What these check does not depend on the screen: response headers and the policy, and which host an
      // order's links and redirects keep to.
      testIgnore: ['**/security-headers.spec.ts', '**/checkout-hosts.spec.ts'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/portal/api/settings/contact`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
