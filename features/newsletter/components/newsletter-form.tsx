import 'server-only';
import { useTranslations } from 'next-intl';
import { captchaSiteKey } from '@/lib/captcha';
import { DeferredNewsletterForm } from './newsletter-form-deferred';
import { NewsletterFields } from './newsletter-fields';

/**
 * Newsletter sign-up in the footer of every page: its fields are server-rendered HTML (no script of their
 * own in the page's load) until the visitor comes near the form and the real one takes over.
 */
export function NewsletterForm() {
  const t = useTranslations('formRules');
  return (
    <DeferredNewsletterForm>
      <NewsletterFields />
      {captchaSiteKey() ? <p className="text-xs text-slate-300">{t('captchaNotice')}</p> : null}
    </DeferredNewsletterForm>
  );
}
