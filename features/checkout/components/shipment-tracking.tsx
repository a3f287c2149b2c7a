import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { OrderSummary } from '../server/orders';

/**
 * The track-and-trace line of a shipped order, as the customer reads it (order page and portal): the
 * code, with the carrier when staff named one. Nothing before there is a code.
 */
export async function ShipmentTracking({
  shipment,
  locale,
}: {
  shipment: OrderSummary['order']['shipment'];
  locale: Locale;
}) {
  if (!shipment.trackingCode) return null;
  const t = await getTranslations({ locale, namespace: 'accounts.orders' });
  return shipment.carrier
    ? t('trackingWith', { carrier: shipment.carrier, code: shipment.trackingCode })
    : t('tracking', { code: shipment.trackingCode });
}
