import type { LoginAnswer, TwoFactorSetup, TwoFactorState } from '../model';

const post = async <T>(path: string, body: unknown = {}) =>
  (await (await import('@/lib/http/client')).portalApi.post<T>(path, body, { silent: true })).data;

/** The second step of a login: a code from the app or a recovery code. */
export const verifyTwoFactor = (code: string, returnTo?: string | null) =>
  post<LoginAnswer>('/accounts/two-factor/verify', { code, returnTo: returnTo ?? null });

/** A new secret and QR code (staff at their first login, or a customer turning it on). */
export const setupTwoFactor = () => post<TwoFactorSetup>('/accounts/two-factor/setup');

/** Confirms the setup; answers the recovery codes, and for staff enrolling at login the signed-in session. */
export const enableTwoFactor = (code: string, returnTo?: string | null) =>
  post<{ recoveryCodes: string[] } & Partial<LoginAnswer>>('/accounts/two-factor/enable', {
    code,
    returnTo: returnTo ?? null,
  });

export const disableTwoFactor = (password: string) =>
  post<{ ok: true }>('/accounts/two-factor/disable', { password });

export async function twoFactorState(): Promise<TwoFactorState> {
  return (await (await import('@/lib/http/client')).portalApi.get<TwoFactorState>('/accounts/two-factor'))
    .data;
}
