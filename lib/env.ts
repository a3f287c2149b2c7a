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
  /**
   * The first admin, created at start when no account has this e-mail address (never changed after):
   * a new shop needs no command line. Address and password are checked when the account is made
   * (features/backoffice/server/env-admin.ts `ensureEnvAdmin`): a bad one is logged, and the shop starts.
   */
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}

const first = (v: string | null) => v?.split(',')[0]?.trim() || null;

/**
 * The origin a request came in on, as the shopper's browser sees it: X-Forwarded-Host and -Proto when a
 * proxy set them, else the Host header (Next's own request URL always says localhost). Null without a
 * usable host.
 */
export function requestOrigin(headers: Headers): string | null {
  const host = first(headers.get('x-forwarded-host')) ?? first(headers.get('host'));
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return null;
  const proto = first(headers.get('x-forwarded-proto'));
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * The shop's absolute base URL, for what leaves the shopper's browser: mails, canonical links and the
 * payment provider's return and webhook URLs. PUBLIC_URL when set; else the origin of the request at
 * hand, else this server on localhost. Redirects inside the shop use relative paths instead.
 */
export function publicUrl(headers?: Headers): string {
  const e = env();
  const base = e.PUBLIC_URL ?? (headers && requestOrigin(headers)) ?? `http://localhost:${e.PORT}`;
  return base.replace(/\/$/, '');
}
