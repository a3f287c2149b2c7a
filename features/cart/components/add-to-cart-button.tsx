import { getTranslations } from 'next-intl/server';
import { AddToCartControl } from './add-to-cart-control';

interface Props {
  productId: number;
  name: string;
  /** Units in stock; without stock the product is 'op aanvraag' and can't be added. */
  quantity: number;
  className?: string;
}

/** Add-to-cart control for product cards and product pages (toast of spec §8), its texts translated here. */
export async function AddToCartButton({ productId, name, quantity, className }: Props) {
  const t = await getTranslations('cart');
  if (quantity < 1) {
    return (
      <button type="button" className={`btn-secondary w-full ${className ?? ''}`} disabled>
        {t('onRequest')}
      </button>
    );
  }
  return (
    <AddToCartControl
      productId={productId}
      name={name}
      className={className}
      text={t('add')}
      label={t('addLabel', { name })}
    />
  );
}
