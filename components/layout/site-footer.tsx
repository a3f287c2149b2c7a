import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Mail, Phone, Star } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { Logo } from './logo';
import type { MenuItem } from './menu-types';

interface Props {
  locale: Locale;
  contact: { phone: string; phoneHref: string; email: string; address?: string; kvk?: string; btw?: string };
  ratings: { shopRating: number; searchRating: number; searchReviewsUrl: string };
  links: MenuItem[];
  /** Newsletter sign-up form. */
  newsletter?: ReactNode;
  /** Third-party reviews widget area. */
  reviews?: ReactNode;
}

export async function SiteFooter({ locale, contact, ratings, links, newsletter, reviews }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const fmt = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 });
  const shop = fmt.format(ratings.shopRating);
  const search = fmt.format(ratings.searchRating);
  return (
    <footer className="mt-16 bg-slate-900 text-slate-100">
      {reviews ? <div className="border-b border-slate-700">{reviews}</div> : null}
      <div className="container-shop grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <span className="inline-block rounded bg-white px-2 py-1">
            <Logo />
          </span>
          <p className="text-sm text-slate-300">{t('vatNote')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <span
              className="inline-flex h-14 w-14 flex-col items-center justify-center rounded-full bg-amber-400 font-bold text-slate-900"
              role="img"
              aria-label={t('shopRatingLabel', { rating: shop })}
              data-testid="shop-rating"
            >
              <span className="text-lg leading-none">{shop}</span>
            </span>
            <a
              href={ratings.searchReviewsUrl}
              className="inline-flex items-center gap-1 text-sm text-white underline underline-offset-2"
              rel="noopener"
              aria-label={t('searchRatingLabel', { rating: search })}
              data-testid="search-rating"
            >
              <Icon icon={Star} aria-hidden="true" size={16} className="fill-amber-400 text-amber-400" />
              {t('searchRating', { rating: search })}
            </a>
          </div>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t('customerService')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={`tel:${contact.phoneHref}`} className="inline-flex items-center gap-2 hover:underline">
                <Icon icon={Phone} aria-hidden="true" size={16} /> {contact.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 hover:underline">
                <Icon icon={Mail} aria-hidden="true" size={16} /> {contact.email}
              </a>
            </li>
            <li className="text-slate-300">{t('openingHours')}</li>
            {contact.address ? <li className="text-slate-300">{contact.address}</li> : null}
          </ul>
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="mb-3 text-base font-semibold text-white">
            {t('information')}
          </h2>
          <ul className="space-y-2 text-sm">
            {links.map((l) => (
              <li key={l.route}>
                <Link href={localePath(locale, l.route)} className="hover:underline">
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t('newsletter')}</h2>
          <p className="mb-3 text-sm text-slate-300">{t('newsletterText')}</p>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="container-shop flex flex-wrap justify-between gap-2 py-4 text-xs text-slate-300">
          <span>{t('copyright', { year: new Date().getFullYear() })}</span>
          {contact.kvk ? (
            <span>
              KvK {contact.kvk}
              {contact.btw ? ` · BTW ${contact.btw}` : ''}
            </span>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
