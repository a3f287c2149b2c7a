/** Opens, migrates and (first time) seeds the database when the server starts, not on the first visitor. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // `next start` without the front (scripts/server.mjs, which checks first) refuses unsafe secrets too.
  const { assertProductionSecrets } = await import('./lib/secrets.mjs');
  assertProductionSecrets('web server');
  const { getDb, underStartupLock } = await import('./lib/db/client');
  await getDb();
  // The first admin from ADMIN_EMAIL/ADMIN_PASSWORD (once, if missing), under the start-up lock.
  const { ensureEnvAdmin } = await import('./features/backoffice/server/env-admin');
  await underStartupLock(() => ensureEnvAdmin());
  // The embedded database is this process's alone: scripts (npm run staff:create) reach it through the server.
  if (!process.env.DATABASE_URL) {
    const [{ openControlChannel }, { env }] = await Promise.all([
      import('./lib/control'),
      import('./lib/env'),
    ]);
    openControlChannel(env().DATA_DIR, Number(process.env.PORT ?? 3000));
  }
  const { registerReadiness } = await import('./lib/health');
  registerReadiness();
  if (process.env.DATABASE_URL && !process.env.REDIS_URL) {
    const { logger } = await import('./lib/logger');
    logger.warn('REDIS_URL is not set: rate limits are counted per instance (fine for one instance only)');
  }
  // Abandoned online payments must not hold stock forever: expire stale pending orders now and then.
  const { startPendingOrderSweep } = await import('./features/checkout/server/expiry');
  startPendingOrderSweep();
  // Simulated payments (or refused ones) must be visible to whoever starts the shop, not only in the page.
  const { announcePaymentMode } = await import('./features/checkout/server/providers');
  announcePaymentMode();
}
