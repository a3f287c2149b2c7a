import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireAdminPage } from '@/features/backoffice/server/pages';
import { listTeam } from '@/features/backoffice/server/team';
import { InvitationsTable, TeamTable } from '@/features/backoffice/components/team-table';
import { InviteForm } from '@/features/backoffice/components/team-actions';
import { PageHead } from '../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'backoffice.team' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Admin page: the staff and admin accounts with their roles, second factor, last activity and state;
 * inviting a colleague; the open invitations. Anyone but a verified admin gets the 404 page.
 */
export default async function StaffTeamPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const who = await requireAdminPage();
  const [t, team] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.team' }),
    listTeam(),
  ]);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const members = team.members.map((m) => ({
    ...m,
    lastSeenText: m.lastSeenAt ? when.format(new Date(m.lastSeenAt)) : null,
    self: m.id === who.id,
  }));
  const invitations = team.invitations.map((i) => ({
    ...i,
    sentText: when.format(new Date(i.createdAt)),
    expiresText: when.format(new Date(i.expiresAt)),
  }));
  return (
    <div className="container-shop space-y-8 py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <section aria-labelledby="team-members-title" className="space-y-3">
        <h2 id="team-members-title" className="text-xl font-semibold">
          {t('members.title')}
        </h2>
        <p className="text-sm text-slate-700" data-testid="team-count">
          {t('members.count', { total: members.length })}
        </p>
        <TeamTable rows={members} caption={t('members.caption')} />
      </section>
      <section aria-labelledby="team-invite-title" className="card space-y-3 p-4">
        <h2 id="team-invite-title" className="text-xl font-semibold">
          {t('invite.title')}
        </h2>
        <p className="max-w-3xl text-sm text-slate-700">{t('invite.intro')}</p>
        <InviteForm />
      </section>
      <section aria-labelledby="team-invitations-title" className="space-y-3">
        <h2 id="team-invitations-title" className="text-xl font-semibold">
          {t('invitations.title')}
        </h2>
        <InvitationsTable rows={invitations} caption={t('invitations.caption')} />
      </section>
    </div>
  );
}
