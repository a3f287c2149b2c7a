import { loadHttp } from '@/lib/http/lazy';
import { invalidateResource } from '@/lib/resource';
import type { LoginInput } from '../schemas';

export interface LoginAnswer {
  token: string;
  customer: {
    id: number;
    customerNumber: string;
    email: string;
    name: string;
    role: 'customer' | 'staff' | 'admin';
  };
  /** The checked same-site path to go to (the account area unless a return path was given). */
  redirect: string;
}

/** The password was right, and the account's second factor comes next (or, for staff, its enrolment). */
export interface SecondFactorNeeded {
  twoFactor: 'verify' | 'enrol';
  redirect: string;
}

/**
 * POST /accounts/async-login (spec §7): the session cookie comes with the answer, or, for an account with
 * a second factor, a half-finished login the code completes.
 */
export async function login(input: LoginInput): Promise<LoginAnswer | SecondFactorNeeded> {
  const { portalApi } = await loadHttp();
  return (
    await portalApi.post<LoginAnswer | SecondFactorNeeded>('/accounts/async-login', input, { silent: true })
  ).data;
}

/** Logs out, then loads a fresh visitor uid (spec §4: the uid reloads as 0, the cart becomes the visitor's). */
export async function logout(): Promise<void> {
  // Lazily: the header's logout button is on every page, the HTTP client loads after hydration.
  const { portalApi } = await loadHttp();
  await portalApi.post('/accounts/logout', {});
  document.cookie = 'uid=; Max-Age=0; path=/';
  await portalApi.get('/api/configs/uid');
  // Spec §4: the cart is loaded again after logout (header count, mobile cart tab, order page).
  await invalidateResource('cart');
}

const REMEMBERED = 'shop.username';

/** The remembered username of the login form (spec §2 remember-username checkbox). */
export function rememberedUsername(): string {
  try {
    return localStorage.getItem(REMEMBERED) ?? '';
  } catch {
    return '';
  }
}

export function rememberUsername(email: string | null): void {
  try {
    if (email) localStorage.setItem(REMEMBERED, email);
    else localStorage.removeItem(REMEMBERED);
  } catch {
    /* storage unavailable: nothing to remember */
  }
}
