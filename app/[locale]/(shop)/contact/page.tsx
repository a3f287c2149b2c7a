import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/routing';
import { getContact, getSetting } from '@/features/content/server/settings';
import { ContactForm } from '@/features/forms/components/contact-form';
import { WorkTime } from '@/features/forms/components/work-time';
import type { WorkTime as Work } from '@/features/forms/model';
import { PageHead } from '../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'contactForm' });
  return { title: t('title'), description: t('description'), alternates: { canonical: '/contact' } };
}

export default async function ContactPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, contact, work] = await Promise.all([
    getTranslations({ locale, namespace: 'contactForm' }),
    getContact(),
    getSetting<Work>('work_time'),
  ]);
  const c = contact as typeof contact & { name?: string; iban?: string };
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-title" className="card p-5">
          <h2 id="contact-form-title" className="mb-4 text-xl font-semibold">
            {t('formTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside className="space-y-6">
          <div>
            <h2 className="mb-2 text-lg font-semibold">{t('details')}</h2>
            <ul className="space-y-2">
              <li>
                <a className="link inline-flex items-center gap-2" href={`tel:${c.phoneHref}`}>
                  <Icon icon={Phone} aria-hidden="true" size={18} /> {c.phone}
                </a>
              </li>
              <li>
                <a className="link inline-flex items-center gap-2" href={`mailto:${c.email}`}>
                  <Icon icon={Mail} aria-hidden="true" size={18} /> {c.email}
                </a>
              </li>
              {c.address ? (
                <li className="inline-flex items-start gap-2">
                  <Icon icon={MapPin} aria-hidden="true" size={18} className="mt-0.5 shrink-0" /> {c.address}
                </li>
              ) : null}
            </ul>
          </div>
          {work ? <WorkTime work={work} locale={locale} /> : null}
          {c.kvk ? (
            <div>
              <h2 className="mb-2 text-lg font-semibold">{t('company')}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {c.name ? (
                  <>
                    <dt className="sr-only">{t('name')}</dt>
                    <dd className="col-span-2 font-medium">{c.name}</dd>
                  </>
                ) : null}
                <dt>KvK</dt>
                <dd>{c.kvk}</dd>
                {c.btw ? (
                  <>
                    <dt>BTW</dt>
                    <dd>{c.btw}</dd>
                  </>
                ) : null}
                {c.iban ? (
                  <>
                    <dt>IBAN</dt>
                    <dd>{c.iban}</dd>
                  </>
                ) : null}
              </dl>
            </div>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
