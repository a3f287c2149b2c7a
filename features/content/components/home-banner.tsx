import Link from 'next/link';
import type { ReactNode } from 'react';
import { localePath, type Locale } from '@/lib/i18n/routing';
import type { Banner } from '../server/content';

/** The large home banner (desktop) with the quick search form; on mobile a compact banner. */
export function HomeBanner({
  banner,
  locale,
  title,
  text,
  cta,
  search,
  promise,
}: {
  banner: Banner | undefined;
  locale: Locale;
  title: string;
  text: string;
  cta: string;
  search?: ReactNode;
  promise: ReactNode;
}) {
  return (
    <section
      className="bg-gradient-to-br from-brand-900 to-brand-700 text-white"
      aria-labelledby="home-title"
    >
      <div className="container-shop grid items-center gap-6 py-6 lg:grid-cols-[1.2fr_1fr] lg:py-12">
        <div>
          <h1 id="home-title" className="text-2xl font-bold leading-tight sm:text-4xl">
            {banner?.title ?? title}
          </h1>
          <p className="mt-3 max-w-prose text-base text-brand-50 sm:text-lg">{banner?.text ?? text}</p>
          <div className="mt-4 text-sm font-semibold text-white">{promise}</div>
          {banner?.link ? (
            <p className="mt-5">
              <Link
                href={localePath(locale, banner.link)}
                className="btn bg-white text-brand-800 hover:bg-brand-50"
              >
                {cta}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="lg:rounded-xl lg:bg-white/10 lg:p-6">
          {search}
          {banner?.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- seeded SVG banner
            <img
              src={banner.image}
              alt=""
              width={480}
              height={240}
              className={`mx-auto w-full max-w-md ${search ? 'hidden lg:hidden' : 'hidden lg:block'}`}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
