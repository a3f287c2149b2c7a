import 'server-only';
import type { SocialLogin } from '../components/login-form';

/**
 * The social sign-in link of spec §2, shown only when a provider is configured: SOCIAL_LOGIN_URL is the
 * provider's (or an identity broker's) sign-in address, SOCIAL_LOGIN_PROVIDER its display name.
 */
export function socialLogin(): SocialLogin | null {
  const href = process.env.SOCIAL_LOGIN_URL;
  if (!href || !/^https:\/\//.test(href)) return null;
  return { provider: process.env.SOCIAL_LOGIN_PROVIDER ?? 'Google', href };
}
