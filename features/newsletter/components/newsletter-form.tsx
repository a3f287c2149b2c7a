import 'server-only';
import { CaptchaNoticeText } from '@/components/captcha/captcha-notice';
import { captchaSiteKey } from '@/lib/captcha';
import { DeferredNewsletterForm } from './newsletter-form-deferred';
import { NewsletterFields } from './newsletter-fields';

/**
 * Newsletter sign-up in the footer of every page: its fields are server-rendered HTML (no script of their
 * own in the page's load) until the visitor comes near the form and the real one takes over.
 */
export function NewsletterForm() {
  return (
    <DeferredNewsletterForm>
      <NewsletterFields />
      <CaptchaNoticeText shown={!!captchaSiteKey()} dark />
    </DeferredNewsletterForm>
  );
}
