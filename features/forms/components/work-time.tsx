import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { foldWorkDays, workStatus, type WorkTime as Work } from '../model';

/** Opening hours from the 'work_time' setting, with whether the shop is open right now. */
export async function WorkTime({ work, locale }: { work: Work; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contactForm' });
  const { open } = workStatus(work, new Date());
  const day = (key: string) => t(`days.${key}` as 'days.monday');
  return (
    <div data-testid="work-time">
      <h2 className="mb-2 text-lg font-semibold">{t('workTime')}</h2>
      <p className={`mb-2 text-sm font-semibold ${open ? 'text-ok' : 'text-slate-700'}`}>
        {open ? t('openNow') : t('closedNow')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {foldWorkDays(work.days).map((r) => (
          <div key={r.from} className="contents">
            <dt className="capitalize">
              {r.from === r.to ? day(r.from) : t('dayRange', { from: day(r.from), to: day(r.to) })}
            </dt>
            <dd>{r.open && r.close ? `${r.open} – ${r.close}` : t('closed')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
