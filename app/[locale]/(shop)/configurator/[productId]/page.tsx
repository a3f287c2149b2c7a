import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ConfiguratorSection } from '@/features/configurator/components/configurator-section';
import { getConfigurator } from '@/features/configurator/server/service';

type Props = {
  params: Promise<{ locale: string; productId: string }>;
  searchParams: Promise<{ config?: string }>;
};

function productIdOf(raw: string): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The page is titled after the product being configured; crawlers index the product page, which hosts the same configurator. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, productId } = await params;
  const id = productIdOf(productId);
  const data = id ? await getConfigurator(id, locale as Locale) : null;
  if (!data) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'configurator' });
  return { title: t('title', { name: data.data.name }), robots: { index: false } };
}

/** The configurator of a build-your-own product on its own page; ?config= restores a shared one. */
export default async function ConfiguratorPage({ params, searchParams }: Props) {
  const [{ locale, productId }, { config }] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as Locale);
  const id = productIdOf(productId);
  if (!id) notFound();
  return (
    <div className="container-shop py-6">
      <ConfiguratorSection productId={id} locale={locale as Locale} shareId={config} />
    </div>
  );
}
