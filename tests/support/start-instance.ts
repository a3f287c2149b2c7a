// One app instance's start-up in a process of its own (tests/integration/startup-lock.test.ts): opens,
// migrates and seeds DATABASE_URL and makes the first admin (ADMIN_EMAIL) as the server does at start, asks
// for a job's leadership, holds it a moment so that the instances overlap, and prints what it found.
import { getDb, leadsJob, underStartupLock } from '@/lib/db/client';
import { ensureEnvAdmin } from '@/features/backoffice/server/env-admin';

await getDb();
// The first admin from ADMIN_EMAIL/ADMIN_PASSWORD, as instrumentation.ts makes it.
await underStartupLock(() => ensureEnvAdmin());
const lead = await leadsJob('startup-lock-test');
console.log(JSON.stringify({ lead }));
await new Promise((resolve) => setTimeout(resolve, 1500));
process.exit(0);
