import 'server-only';
import { sendMail } from '@/lib/mail';
import { publicUrl } from '@/lib/env';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';

/**
 * Tells the owner that their account had repeated failed logins, once per failure window (the caller sends
 * it when the count reaches the threshold). In both languages: the account stores no language.
 */
export async function sendLoginAlert(
  customer: { email: string; name: string },
  failures: number,
): Promise<void> {
  const parts = LOCALES.map((locale) => {
    const t = translator(locale);
    return {
      subject: t('accounts.loginAlert.subject'),
      text: t('accounts.loginAlert.text', {
        name: customer.name || customer.email,
        count: failures,
        link: `${publicUrl()}${localePath(locale, '/customer/forgot-password')}`,
      }),
    };
  });
  await sendMail({
    to: customer.email,
    subject: parts.map((p) => p.subject).join(' / '),
    text: parts.map((p) => p.text).join('\n\n-----\n\n'),
  });
}
