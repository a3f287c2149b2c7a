import type { ProductCard } from '@/features/catalog/model';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';

/** The cart's add button on a catalogue card: the catalogue and cart features meet here, in app/. */
export function cardAction(p: ProductCard) {
  return <AddToCartButton productId={p.id} name={p.name} quantity={p.quantity} />;
}
