import 'server-only';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { getConfigurator, getSharedConfiguration } from '../server/service';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ConfiguratorIsland } from './configurator-island';
import { LiveProduct } from '@/features/catalog/client';

/** Server wrapper: loads the configurator (and a shared configuration) and renders the island. */
export async function ConfiguratorSection({
  productId,
  locale,
  shareId,
  heading: Heading = 'h1',
}: {
  productId: number;
  locale: Locale;
  shareId?: string;
  /** h1 on its own page, h2 inside the product page. */
  heading?: 'h1' | 'h2';
}) {
  const [data, shared, t] = await Promise.all([
    getConfigurator(productId, locale),
    shareId && /^[A-Za-z0-9_-]{8,32}$/.test(shareId) ? getSharedConfiguration(shareId) : null,
    getTranslations({ locale, namespace: 'configurator' }),
  ]);
  if (!data) notFound();
  const parts = data.data.options.flatMap((g) =>
    g.values.flatMap((v) => (v.productId ? [{ id: v.productId, name: v.name }] : [])),
  );
  return (
    <section aria-labelledby="cfg-title" className="space-y-4">
      <Heading id="cfg-title" className="text-2xl font-bold">
        {t('title', { name: data.data.name })}
      </Heading>
      {/* A part's price or name changed by staff: the configurator is rendered again with it. */}
      <LiveProduct products={parts} />
      <ClientMessages add={['configurator']}>
        <ConfiguratorIsland
          data={data}
          locale={locale}
          initialSelection={shared?.productId === productId ? shared.selection : null}
        />
      </ClientMessages>
    </section>
  );
}
