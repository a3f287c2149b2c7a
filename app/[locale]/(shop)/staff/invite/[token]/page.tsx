import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { invitationByToken } from '@/features/backoffice/server/team';
import { AcceptInvitationForm } from '@/features/backoffice/components/accept-invitation-form';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'backoffice.team' });
  // The token is in the URL: keep it out of indexes and referrers.
  return { title: t('accept.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * An invitation link from the mail: the invitee (no account yet) chooses a name and a password. A link
 * that no longer works (used, revoked, expired, unknown) gets a page saying why and what to do.
 */
export default async function StaffInvitePage({ params }: Props) {
  const { locale: l, token } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  const [t, invitation] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.team' }),
    invitationByToken(token),
  ]);
  if (invitation.state !== 'open') {
    return (
      <AuthCard title={t('link.deadTitle')}>
        <p className="mb-6 text-slate-800" data-testid="invite-dead" data-state={invitation.state}>
          {t(`link.${invitation.state}`)}
        </p>
        <div className="flex flex-wrap gap-3">
          {invitation.state === 'accepted' ? (
            <a href={localePath(locale, '/customer/login?returnTo=%2Fstaff')} className="btn-primary">
              {t('link.toLogin')}
            </a>
          ) : null}
          {/* Plain links: outside staff pages there is no client provider for next-intl's Link here. */}
          <a href={localePath(locale, '/')} className="btn-secondary">
            {t('link.toShop')}
          </a>
        </div>
      </AuthCard>
    );
  }
  const until = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(invitation.expiresAt));
  return (
    <AuthCard
      title={t('accept.title')}
      intro={`${t('accept.intro', { role: t(`roleNames.${invitation.role}`), email: invitation.email })} ${t('accept.validUntil', { date: until })}`}
    >
      <ClientMessagesWithHooks add={['staffInvite']}>
        <AcceptInvitationForm token={token} email={invitation.email} name={invitation.name} />
      </ClientMessagesWithHooks>
    </AuthCard>
  );
}
