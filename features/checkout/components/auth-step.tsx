'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { LoginForm, type SocialLogin } from '@/features/accounts/client';
import { AUTH_RESUME_PATH } from '@/features/accounts/client';
import { useCheckout } from './checkout-context';

const REGISTER_FROM_ORDER = '/register/step-one?from=order';

/**
 * The auth step (spec §4, only in auth mode, after cart): log in, or register in two steps; both come
 * back to the order page, which goes on to the billing details with the customer's data filled in.
 */
export function AuthStep({ social }: { social: SocialLogin | null }) {
  const t = useTranslations('checkout.auth');
  const busy = useCheckout((s) => s.busy);
  const previous = useCheckout((s) => s.previous);
  const continueAsGuest = useCheckout((s) => s.continueAsGuest);
  return (
    <div className="space-y-6" data-testid="auth-step">
      <p className="text-slate-800">{t('intro')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card space-y-4 p-6" aria-labelledby="auth-login-title">
          <h2 id="auth-login-title" className="text-lg font-semibold">
            {t('loginTitle')}
          </h2>
          <LoginForm
            social={social}
            returnTo={AUTH_RESUME_PATH}
            registerHref={REGISTER_FROM_ORDER}
            testId="auth-login-form"
          />
        </section>
        <div className="space-y-6">
          <section className="card space-y-3 p-6" aria-labelledby="auth-register-title">
            <h2 id="auth-register-title" className="text-lg font-semibold">
              {t('registerTitle')}
            </h2>
            <p className="text-sm text-slate-800">{t('registerText')}</p>
            <Link href={REGISTER_FROM_ORDER} className="btn-primary" data-testid="auth-register">
              {t('register')}
            </Link>
          </section>
          <section className="card space-y-3 p-6" aria-labelledby="auth-guest-title">
            <h2 id="auth-guest-title" className="text-lg font-semibold">
              {t('guestTitle')}
            </h2>
            <p className="text-sm text-slate-800">{t('guestText')}</p>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => continueAsGuest()}
              disabled={busy}
              data-testid="auth-guest"
            >
              {t('guest')}
            </button>
          </section>
        </div>
      </div>
      <button type="button" className="btn-ghost" onClick={() => previous()} disabled={busy}>
        {t('back')}
      </button>
    </div>
  );
}
