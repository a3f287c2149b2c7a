import { z } from 'zod';

/**
 * Server configuration, read once from the environment. Every variable has a default that runs the
 * shop on embedded parts; README.md lists them all.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo catalogue into an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Mollie API key (test_… or live_…); unset = the embedded test payment provider. */
  MOLLIE_API_KEY: z.string().optional(),
  /** 'test' or 'mollie'; unset = Mollie when MOLLIE_API_KEY is set, else the embedded test provider. */
  PAYMENT_PROVIDER: z.enum(['test', 'mollie']).optional(),
  /** Base URL of Mollie's API (ending in /v2/); unset = Mollie's own. For a local stand-in in tests. */
  MOLLIE_API_ENDPOINT: z.string().url().optional(),
  /** EU VIES REST endpoint for VAT numbers (POST { countryCode, vatNumber }). */
  VIES_URL: z.string().url().default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  VIES_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}

/** The shop's absolute base URL (for canonical links, mails and payment redirects). */
export function publicUrl(): string {
  const e = env();
  return (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
}
