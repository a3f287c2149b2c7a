import 'server-only';
import { logger } from './logger';

/** reCAPTCHA v3 scores below this count as a bot. */
export const CAPTCHA_MIN_SCORE = 0.5;
const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type CaptchaResult = { ok: true; skipped: boolean } | { ok: false; reason: string };

let warnedNoKey = false;

export function captchaSiteKey(): string | undefined {
  return process.env.RECAPTCHA_SITE_KEY || undefined;
}

/**
 * Verifies a reCAPTCHA v3 token on the server. Without RECAPTCHA_SECRET_KEY the forms work unprotected
 * by captcha (rate limits still apply) and the log says 'no key provided' (spec §8).
 */
export async function verifyCaptcha(
  token: string | undefined,
  action: string,
  ip?: string,
): Promise<CaptchaResult> {
  const secret = process.env.RECAPTCHA_SECRET_KEY;
  if (!secret) {
    if (!warnedNoKey) logger.warn({ action }, 'captcha: no key provided');
    warnedNoKey = true;
    return { ok: true, skipped: true };
  }
  if (!token) return { ok: false, reason: 'missing token' };
  try {
    const body = new URLSearchParams({
      secret,
      response: token,
      ...(ip && ip !== 'local' ? { remoteip: ip } : {}),
    });
    const res = await fetch(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    const data = (await res.json()) as {
      success?: boolean;
      score?: number;
      action?: string;
      'error-codes'?: string[];
    };
    if (!data.success) return { ok: false, reason: (data['error-codes'] ?? ['failed']).join(',') };
    if (data.action && data.action !== action) return { ok: false, reason: 'action mismatch' };
    if (typeof data.score === 'number' && data.score < CAPTCHA_MIN_SCORE)
      return { ok: false, reason: 'low score' };
    return { ok: true, skipped: false };
  } catch (err) {
    // The captcha service being unreachable must not close the shop's forms; rate limits still hold.
    logger.error({ err, action }, 'captcha: verification failed to execute');
    return { ok: true, skipped: true };
  }
}
