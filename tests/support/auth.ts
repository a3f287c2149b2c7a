import { createCustomer } from '@/features/accounts/server/customers';
import { createSession, SESSION_COOKIE } from '@/features/accounts/server/sessions';

let n = 0;

/** A customer (or staff member) with a live session; `headers` authenticate requests as them. */
export async function loginAs(opts: { role?: 'customer' | 'staff' | 'admin'; email?: string } = {}) {
  n += 1;
  const customer = await createCustomer({
    email: opts.email ?? `test${n}-${Date.now()}@example.test`,
    password: 'Geheim12345',
    name: `Test ${n}`,
    role: opts.role ?? 'customer',
  });
  // Staff sessions as the login opens them after the second factor (tests/integration/two-factor.test.ts
  // drives that login itself).
  const { token } = await createSession(customer.id, {
    secondFactor: opts.role !== undefined && opts.role !== 'customer',
  });
  return { customer, token, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}
