import 'server-only';
import { createCustomer, findCustomerByEmail } from '@/features/accounts';
import type { StaffCreateInput, StaffCreateResult } from '../staff-create';

/**
 * Staff accounts for `npm run staff:create` (directly on the database, or through the server's control
 * channel): one per address with the same password, role and optional TOTP secret; an address that has
 * an account already is left as it is.
 */
export async function createStaffAccounts(input: StaffCreateInput): Promise<StaffCreateResult[]> {
  const { 'totp-secret': totpSecret, email: emails, ...account } = input;
  const results: StaffCreateResult[] = [];
  for (const email of emails) {
    if (await findCustomerByEmail(email)) {
      results.push({ email, created: false });
      continue;
    }
    const staff = await createCustomer({ ...account, email, totpSecret });
    results.push({ email: staff.email, created: true, customerNumber: staff.customerNumber });
  }
  return results;
}
