// `npm run staff:create -- --email a@b.nl --password 'Geheim12345' [--name 'Naam'] [--role admin]
// [--totp-secret BASE32]`: a staff account in the shop's database (DATABASE_URL, or the embedded one in
// DATA_DIR; stop the server first for PGlite). Staff enrol their second factor (TOTP) at their first
// login; --totp-secret provisions one from elsewhere instead (a secrets store, the end-to-end tests).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getDb } from '../lib/db/client';
import { createCustomer, findCustomerByEmail } from '../features/accounts/server/customers';

const { values } = parseArgs({
  options: {
    email: { type: 'string', multiple: true },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'totp-secret': { type: 'string' },
  },
});
const input = z
  .object({
    email: z.array(z.string().email()).min(1),
    password: z.string().min(9).max(30),
    name: z.string().default('Staff'),
    role: z.enum(['staff', 'admin']).default('staff'),
    'totp-secret': z
      .string()
      .regex(/^[A-Z2-7]{26,}=*$/, 'a base32 secret of at least 16 bytes')
      .optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(
    'Usage: npm run staff:create -- --email <email> [--email <email> …] --password <9–30 characters> [--name <name>] [--role staff|admin] [--totp-secret <base32>]',
  );
  console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}
await getDb();
// Several --email at once make one account each, with the same password (one process, one database open).
const { 'totp-secret': totpSecret, email: emails, ...account } = input.data;
for (const email of emails) {
  if (await findCustomerByEmail(email)) {
    console.log(`An account for ${email} exists already.`);
    continue;
  }
  const staff = await createCustomer({ ...account, email, totpSecret });
  console.log(`Staff account ${staff.email} created (number ${staff.customerNumber}).`);
}
process.exit(0);
