import { useTranslations } from 'next-intl';

/**
 * The reCAPTCHA notice forms must show while the badge is hidden. No 'use client' of its own: the
 * server-rendered light forms (footer newsletter, review form) and the real client forms render the same
 * markup; `shown` is whether a site key is configured.
 */
export function CaptchaNoticeText({ shown, dark = false }: { shown: boolean; dark?: boolean }) {
  const t = useTranslations('formRules');
  if (!shown) return null;
  return <p className={`text-xs ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{t('captchaNotice')}</p>;
}
