import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** The inbox's two lists: the messages and the newsletter's subscribers (links: each is its own page). */
export async function InboxTabs({ locale, current }: { locale: Locale; current: 'messages' | 'newsletter' }) {
  const t = await getTranslations({ locale, namespace: 'backoffice.inbox.tabs' });
  const tabs = [
    { key: 'messages', href: '/staff/inbox' },
    { key: 'newsletter', href: '/staff/inbox/newsletter' },
  ] as const;
  return (
    <nav aria-label={t('label')} className="mb-4 border-b border-slate-200">
      <ul className="flex gap-1 text-sm">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.key === current ? 'page' : undefined}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 font-medium ${
                tab.key === current
                  ? 'border-brand-700 text-slate-900'
                  : 'border-transparent text-slate-700 hover:border-slate-300'
              }`}
            >
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
