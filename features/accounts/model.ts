import { checkVAT, countries as vatCountries } from 'jsvat';
import { hasVatShape, normaliseVat } from '@/lib/address-rules';
import type { AccountRole } from '@/lib/db/schema';

/** Customer type (company category of spec §3). */
export const CUSTOMER_CATEGORIES = [
  'private',
  'soleTrader',
  'business',
  'government',
  'education',
  'reseller',
] as const;
export type CustomerCategory = (typeof CUSTOMER_CATEGORIES)[number];

/** Availability for delivery: all working days, also weekends, or only specific days. */
export const DELIVERY_AVAILABILITY = ['weekdays', 'weekends', 'specific'] as const;
/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const GENDERS = ['mr', 'mrs'] as const;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_SIDE = 500;
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const;

/** Password rules of spec §5, both readings: 9–30 long AND at least one capital and one digit. */
export const PASSWORD_MIN = 9;
export const PASSWORD_MAX = 30;
export const hasCapital = (s: string) => /\p{Lu}/u.test(s);
export const hasDigit = (s: string) => /\d/.test(s);

/** Dutch chamber-of-commerce number: exactly 8 digits (spaces and dots allowed while typing). */
export function isKvk(value: string): boolean {
  return /^\d{8}$/.test(value.replace(/[\s.]/g, ''));
}

/** EU VAT number with the country's own format and check digits (the VIES check comes later). */
export function isVatNumber(value: string): boolean {
  const v = normaliseVat(value);
  if (!hasVatShape(v)) return false;
  return checkVAT(v, vatCountries).isValid;
}

/** Phone: digits with optional leading +, spaces, dashes, dots and brackets; at least 8 digits. */
export function isPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** Mailbox (P.O. box): 'Postbus 1234', 'PO Box 1234' or the box number alone. */
export function isMailbox(value: string): boolean {
  return /^((postbus|po box|p\.o\. box|postfach|boîte postale|bp)\s*)?\d{1,8}$/i.test(value.trim());
}

export function normaliseIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** IBAN with its mod-97 check (ISO 13616). */
export function isIban(value: string): boolean {
  const v = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false;
  const rearranged = v.slice(4) + v.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of code) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** IBAN in groups of four for display. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Failed logins of one account before its next attempts are slowed down. */
export const LOGIN_DELAY_AFTER = 5;
/** The longest a slowed-down login waits: an attacker can't keep the owner out for longer than this. */
export const LOGIN_DELAY_CAP_MS = 30_000;

/**
 * How long a login attempt waits, after `failures` failed attempts on the account in the window: nothing
 * for the first few, then 1 s, 2 s, 4 s, … up to the cap (ASVS 6.3.1: slows guessing down without locking
 * the owner out).
 */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_DELAY_AFTER) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - LOGIN_DELAY_AFTER, 30), LOGIN_DELAY_CAP_MS);
}

/** Recovery codes handed out when the second factor is switched on; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as typed: case, spaces and dashes don't matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Staff and admins work in the back office; both must sign in with a second factor. */
export function isStaffRole(role: string | null | undefined): role is 'staff' | 'admin' {
  return role === 'staff' || role === 'admin';
}

/** A signed-in member of staff who passed the second factor: only they reach staff screens and APIs. */
export function isVerifiedStaff(who: { role: string; secondFactor: boolean } | null | undefined): boolean {
  return !!who && isStaffRole(who.role) && who.secondFactor;
}

/** Payment on account (oprekening) is for logged-in customers only (spec §6). */
export function canPayOnAccount(role: 'visitor' | 'customer' | 'staff' | 'admin'): boolean {
  return role === 'customer';
}

/**
 * Back to the checkout after logging in or registering while ordering: `/order?resume=auth` (the order page
 * accepts no other value; it then goes on to the billing details). Lives here because accounts never
 * imports checkout.
 */
export const AUTH_RESUME_PATH = '/order?resume=auth';

/**
 * Only same-site paths may be a post-login destination (no open redirects): a path from the root, not
 * protocol-relative, no backslashes, and no control characters (browsers drop tabs and newlines, so
 * '/\t/evil.example' would turn into '//evil.example'). At most 300 characters.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (
    !value ||
    value.length > 300 ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  )
    return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/** A finished login as the API answers it (POST /accounts/async-login, the second factor's verify). */
export interface LoginAnswer {
  token: string;
  customer: { id: number; customerNumber: string; email: string; name: string; role: AccountRole };
  /** The checked same-site path to go to (the account area unless a return path was given). */
  redirect: string;
}

/** The password was right, and the account's second factor comes next (or, for staff, its enrolment). */
export interface SecondFactorNeeded {
  twoFactor: 'verify' | 'enrol';
  redirect: string;
}

/** A new account as POST /customer/register answers it (the session cookie comes with it). */
export interface RegisterAnswer {
  token: string;
  customer: { customerNumber: string; email: string; name: string };
}

/** The secret of a second factor being set up (POST /accounts/two-factor/setup). */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  /** The otpauth URI as an SVG QR code. */
  qr: string;
}

/** The account's second factor (GET /accounts/two-factor). */
export interface TwoFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** Staff must keep it on. */
  required: boolean;
}
