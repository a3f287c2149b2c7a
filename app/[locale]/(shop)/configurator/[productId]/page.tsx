import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ConfiguratorSection } from '@/features/configurator/components/configurator-section';

/** The configurator of a build-your-own product (until the product page hosts it); ?config= restores a shared one. */
export default async function ConfiguratorPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; productId: string }>;
  searchParams: Promise<{ config?: string }>;
}) {
  const [{ locale, productId }, { config }] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as Locale);
  const id = Number(productId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return (
    <div className="container-shop py-6">
      <ConfiguratorSection productId={id} locale={locale as Locale} shareId={config} />
    </div>
  );
}
