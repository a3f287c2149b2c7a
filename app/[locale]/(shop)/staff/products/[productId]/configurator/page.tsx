import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { ClientMessagesWithHooks } from '@/components/i18n/client-messages-with-hooks';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { getConfiguration } from '@/features/backoffice/server/configurator-admin';
import { ConfiguratorEditor } from '@/features/backoffice/components/configurator-editor';
import { PageHead } from '../../../../_shared/page-head';

type Props = { params: Promise<{ locale: string; productId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'backoffice.configurator' });
  return { title: t('link'), robots: { index: false } };
}

/**
 * Staff page: the configurator editor of a build-your-own product, with the shop's configurator beside it
 * as a preview of the draft. Anyone but staff, and products that are not configurable, get the 404 page.
 */
export default async function StaffConfiguratorPage({ params }: Props) {
  const { locale: l, productId: raw } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const id = routeId(raw);
  const outcome = id ? await getConfiguration(id) : null;
  if (!outcome?.ok) notFound();
  const { configuration } = outcome;
  const t = await getTranslations({ locale, namespace: 'backoffice.configurator' });
  const name = locale === 'en' ? configuration.product.nameEn : configuration.product.nameNl;
  return (
    <div className="container-shop space-y-6 py-8">
      <p>
        <Link
          href={`/staff/products/${configuration.product.id}`}
          className="link inline-flex min-h-11 items-center"
        >
          {t('back')}
        </Link>
      </p>
      <PageHead title={t('title', { name })} intro={t('intro')} />
      {/* The preview is the shop's own configurator: it needs the shop's configurator texts too. */}
      <ClientMessagesWithHooks add={['staffOrders', 'configurator']}>
        <ConfiguratorEditor initial={configuration} />
      </ClientMessagesWithHooks>
    </div>
  );
}
