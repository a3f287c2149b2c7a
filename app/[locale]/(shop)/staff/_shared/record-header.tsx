import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { PageHead } from '../../_shared/page-head';

/** Dates and times on staff pages: the shop's time zone, whoever looks. */
export const staffDateTime = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' });

/**
 * The head of a staff editor page: the link back, the title and, for a stored record, who changed it last
 * and when (`changedTestId` names that line).
 */
export async function StaffRecordHeader({
  locale,
  back,
  title,
  intro,
  changed,
  changedTestId,
}: {
  locale: Locale;
  back: { href: string; label: string };
  title: string;
  intro?: string;
  changed?: { updatedBy: string | null; updatedAt: string };
  changedTestId?: string;
}) {
  const tc = await getTranslations({ locale, namespace: 'backoffice.content' });
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href={back.href} className="link">
          {back.label}
        </Link>
      </p>
      <PageHead title={title} intro={intro}>
        {changed ? (
          <p className="text-slate-700" data-testid={changedTestId}>
            {changed.updatedBy
              ? tc('changedBy', {
                  actor: changed.updatedBy,
                  at: staffDateTime(locale).format(new Date(changed.updatedAt)),
                })
              : tc('neverChanged')}
          </p>
        ) : null}
      </PageHead>
    </>
  );
}
