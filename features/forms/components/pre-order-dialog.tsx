import { getTranslations } from 'next-intl/server';
import { PreOrderButton } from './pre-order-button';

/** Pre-order request for a product that is not in stock (./pre-order-button.tsx), its button's text translated here. */
export async function PreOrderDialog(props: { productId: number; productName: string; article: string }) {
  const t = await getTranslations('preOrder');
  return <PreOrderButton {...props} text={t('button')} />;
}
