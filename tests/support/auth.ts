import { createCustomer } from '@/features/accounts/server/customers';
import { createSession, SESSION_COOKIE } from '@/features/accounts/server/sessions';

let n = 0;

/** A customer (or staff member) with a live session; `headers` authenticate requests as them. */
export async function loginAs(opts: { role?: 'customer' | 'staff'; email?: string } = {}) {
  n += 1;
  const customer = await createCustomer({
    email: opts.email ?? `test${n}-${Date.now()}@example.test`,
    password: 'Geheim12345',
    name: `Test ${n}`,
    role: opts.role ?? 'customer',
  });
  const { token } = await createSession(customer.id);
  return { customer, token, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}
