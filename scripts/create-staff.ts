// `npm run staff:create -- --email a@b.nl --password 'Geheim12345' [--name 'Naam'] [--role admin]
// [--totp-secret BASE32]`: a staff account in the shop's database (DATABASE_URL, or the embedded one in
// DATA_DIR; while the shop runs on that one, through the server's local control channel, lib/control.ts).
// Staff enrol their second factor (TOTP) at their first
// login; --totp-secret provisions one from elsewhere instead (a secrets store, the end-to-end tests).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readControlChannel } from '../lib/control';
import { getDb } from '../lib/db/client';
import { env } from '../lib/env';
import { staffCreateSchema, type StaffCreateResult } from '../features/backoffice/staff-create';
import { createStaffAccounts } from '../features/backoffice/server/staff-accounts';

const { values } = parseArgs({
  options: {
    email: { type: 'string', multiple: true },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'totp-secret': { type: 'string' },
  },
});
const input = staffCreateSchema.safeParse(values);
if (!input.success) {
  console.error(
    'Usage: npm run staff:create -- --email <email> [--email <email> …] --password <9–30 characters> [--name <name>] [--role staff|admin] [--totp-secret <base32>]',
  );
  console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}

/** While the shop runs on the embedded database, it holds it: the server creates the accounts. */
async function throughServer(): Promise<StaffCreateResult[] | null> {
  if (process.env.DATABASE_URL) return null;
  const channel = readControlChannel(path.resolve(env().DATA_DIR));
  if (!channel) return null;
  const res = await fetch(`${channel.url}/api/portal/internal/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input.data),
  });
  if (!res.ok) {
    console.error(`The running shop (process ${channel.pid}) refused: ${res.status} ${await res.text()}`);
    process.exit(1);
  }
  return ((await res.json()) as { results: StaffCreateResult[] }).results;
}

let results = await throughServer();
if (!results) {
  await getDb();
  results = await createStaffAccounts(input.data);
}
for (const r of results)
  console.log(
    r.created
      ? `Staff account ${r.email} created (number ${r.customerNumber}).`
      : `An account for ${r.email} exists already.`,
  );
process.exit(0);
