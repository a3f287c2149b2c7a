import 'server-only';
import { env, publicUrl, type Env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { mollieProvider } from './mollie';
import { testProvider } from './test-provider';
import type { PaymentProvider } from './types';

let mollie: PaymentProvider | undefined;

export interface ProviderChoice {
  name: 'mollie' | 'test';
  /** Payments are taken but not real money: the embedded test provider, or Mollie with a test_ key. */
  simulated: boolean;
  /** Why new payments are refused (the configuration is unsafe or incomplete), else null. */
  refused: string | null;
}

const LOCAL_HOSTS = /^(localhost|127(\.\d+){3}|\[::1\]|.*\.localhost)$/;

/**
 * PAYMENT_PROVIDER chooses; unset means Mollie when MOLLIE_API_KEY is set, else the test provider. A
 * production shop on a public address never falls back to the test provider silently: anyone could mark
 * their own order paid there, so it must be chosen explicitly.
 */
export function providerChoice(e: Env = env()): ProviderChoice {
  const name = e.PAYMENT_PROVIDER ?? (e.MOLLIE_API_KEY ? 'mollie' : 'test');
  let refused: string | null = null;
  if (name === 'mollie' && !e.MOLLIE_API_KEY) refused = 'PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY';
  else if (
    name === 'test' &&
    !e.PAYMENT_PROVIDER &&
    e.NODE_ENV === 'production' &&
    !LOCAL_HOSTS.test(new URL(publicUrl()).hostname)
  )
    refused =
      'no payment provider configured for a public PUBLIC_URL: set MOLLIE_API_KEY, or PAYMENT_PROVIDER=test to run on simulated payments';
  const simulated = !refused && (name === 'test' || !!e.MOLLIE_API_KEY?.startsWith('test_'));
  return { name, simulated, refused };
}

/** The start-up line that says which payments this shop takes, loudly when they are not real. */
export function announcePaymentMode(): void {
  const c = providerChoice();
  if (c.refused) logger.error(`payments: refused, ${c.refused}`);
  else if (c.name === 'test')
    logger.warn('payments: TEST MODE, the embedded test provider simulates every payment (no real money)');
  else if (c.simulated) logger.warn('payments: Mollie with a test API key, payments are simulated');
  else logger.info('payments: Mollie (live)');
}

/**
 * The provider of an existing payment (by name), or the one new payments go to. New payments are refused
 * (an error) when providerChoice says so.
 */
export function paymentProvider(name?: 'mollie' | 'test'): PaymentProvider {
  let which = name;
  if (!which) {
    const c = providerChoice();
    if (c.refused) {
      logger.error(`payments: refused, ${c.refused}`);
      throw new Error(`payments refused: ${c.refused}`);
    }
    which = c.name;
  }
  if (which === 'test') return testProvider;
  const key = env().MOLLIE_API_KEY;
  if (!key) throw new Error('MOLLIE_API_KEY is not set');
  mollie ??= mollieProvider(key, env().MOLLIE_API_ENDPOINT);
  return mollie;
}
