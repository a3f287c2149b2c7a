import { getQueryClient } from '@/lib/query';
import { queryKeys } from '@/lib/query-keys';
import type { LoginAnswer, SecondFactorNeeded } from '../model';
import type { LoginInput } from '../schemas';

/**
 * POST /accounts/async-login (spec §7): the session cookie comes with the answer, or, for an account with
 * a second factor, a half-finished login the code completes.
 */
export async function login(input: LoginInput): Promise<LoginAnswer | SecondFactorNeeded> {
  const { portalApi } = await import('@/lib/http/client');
  return (
    await portalApi.post<LoginAnswer | SecondFactorNeeded>('/accounts/async-login', input, { silent: true })
  ).data;
}

/** Logs out, then loads a fresh visitor uid (spec §4: the uid reloads as 0, the cart becomes the visitor's). */
export async function logout(): Promise<void> {
  // Lazily: the header's logout button is on every page, the HTTP client loads after hydration.
  const { portalApi } = await import('@/lib/http/client');
  await portalApi.post('/accounts/logout', {});
  document.cookie = 'uid=; Max-Age=0; path=/';
  await portalApi.get('/api/configs/uid');
  // Spec §4: the cart is loaded again after logout (header count, mobile cart tab, order page).
  await getQueryClient().invalidateQueries({ queryKey: queryKeys.cart });
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
