import 'server-only';
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import type { VatMode } from '@/features/cart';

const EU = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
];

export type VatStatus = 'valid' | 'invalid' | 'format' | 'country' | 'unavailable';

export interface ViesAnswer {
  countryCode: string;
  vatNumber: string;
  valid: boolean;
  requestDate: string | null;
  requestIdentifier: string | null;
  name: string | null;
  address: string | null;
  checkedAt: string;
}

/** The answer of POST /customer/btw: valid and error as spec §5 says, plus why. */
export interface VatCheck {
  valid: boolean;
  error: string | null;
  status: VatStatus;
  /** ISO country of the number (GR for EL…). */
  country: string | null;
  vies: ViesAnswer | null;
}

const UNAVAILABLE = new Set([
  'SERVICE_UNAVAILABLE',
  'MS_UNAVAILABLE',
  'TIMEOUT',
  'MS_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'VAT_BLOCKED',
  'IP_BLOCKED',
]);

async function askVies(
  countryCode: string,
  vatNumber: string,
): Promise<ViesAnswer | 'invalid' | 'unavailable'> {
  const { VIES_URL, VIES_TIMEOUT_MS } = env();
  try {
    const res = await fetch(VIES_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode, vatNumber }),
      signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
    });
    if (!res.ok) return 'unavailable';
    const body = (await res.json()) as Record<string, unknown>;
    const userError = typeof body.userError === 'string' ? body.userError : 'VALID';
    if (UNAVAILABLE.has(userError)) return 'unavailable';
    if (body.valid !== true) return 'invalid';
    const s = (v: unknown) => (typeof v === 'string' && v.trim() && v !== '---' ? v.trim() : null);
    return {
      countryCode,
      vatNumber,
      valid: true,
      requestDate: s(body.requestDate),
      requestIdentifier: s(body.requestIdentifier),
      name: s(body.name),
      address: s(body.address),
      checkedAt: new Date().toISOString(),
    };
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'VIES unreachable');
    return 'unavailable';
  }
}

/**
 * Format first (jsvat), then, when a billing country is given, that the number is of that country (a
 * Greek number starts with EL), then the EU VIES service; VIES down means "could not be verified now".
 */
export async function checkVatNumber(
  btw: string,
  locale: Locale,
  billingCountry?: string,
): Promise<VatCheck> {
  const t = (k: string, values?: Record<string, string>) => translateMessage(locale, k, values);
  const format = checkVAT(btw, EU);
  const country = format.country?.isoCode.short ?? null;
  if (!format.isValid || !country)
    return { valid: false, error: t('checkout.btw.format'), status: 'format', country, vies: null };
  if (billingCountry && billingCountry !== country)
    return {
      valid: false,
      error: t('checkout.btw.country', {
        vatCountry: t(`checkout.countries.${country}`),
        country: t(`checkout.countries.${billingCountry}`),
      }),
      status: 'country',
      country,
      vies: null,
    };
  const prefix = btw.slice(0, 2);
  const answer = await askVies(prefix, btw.slice(2));
  if (answer === 'unavailable')
    return { valid: false, error: t('checkout.btw.unavailable'), status: 'unavailable', country, vies: null };
  if (answer === 'invalid')
    return { valid: false, error: t('checkout.btw.invalid'), status: 'invalid', country, vies: null };
  return { valid: true, error: null, status: 'valid', country, vies: answer };
}

/**
 * 0% VAT (reverse charge) only for a business whose VIES-valid number is from an EU state other than the
 * Netherlands, and the state of its billing address. A number VIES couldn't check is charged VAT
 * ('unverified'), so the shopper sees why.
 */
export function vatModeFor(category: string, check: VatCheck | null, billingCountry: string): VatMode {
  if (category !== 'business' || !check || check.country === 'NL' || check.country !== billingCountry)
    return 'standard';
  if (check.status === 'valid') return 'reverse_charge';
  if (check.status === 'unavailable') return 'unverified';
  return 'standard';
}
