import 'server-only';
import { env } from '@/lib/env';
import { mollieProvider } from './mollie';
import { testProvider } from './test-provider';
import type { PaymentProvider } from './types';

let mollie: PaymentProvider | undefined;

/** Mollie when MOLLIE_API_KEY is set, else the embedded test provider; one code path either way. */
export function paymentProvider(name?: 'mollie' | 'test'): PaymentProvider {
  const key = env().MOLLIE_API_KEY;
  const which = name ?? (key ? 'mollie' : 'test');
  if (which === 'test') return testProvider;
  if (!key) throw new Error('MOLLIE_API_KEY is not set');
  mollie ??= mollieProvider(key);
  return mollie;
}
