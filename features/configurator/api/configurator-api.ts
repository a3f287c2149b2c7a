import { addToCart } from '@/features/cart/client';
import type { Selection } from '../selection';

// The configurator is on product pages: the HTTP client loads with the visitor's first action, not the page.

/** POST /api/catalog/catalog-product-share: stores the configuration, answers its id. */
export async function shareConfiguration(productId: number, selection: Selection): Promise<string> {
  const { portalApi } = await import('@/lib/http/client');
  const res = await portalApi.post<{ data: { id: string } }>('/api/catalog/catalog-product-share', {
    productId,
    selection,
  });
  return res.data.data.id;
}

/** POST /api/public/product-with-configurator (workflow host): the configuration sheet as a PDF blob. */
export async function downloadSheet(productId: number, selection: Selection): Promise<Blob> {
  const { workflowApi } = await import('@/lib/http/client');
  const res = await workflowApi.post<Blob>(
    '/api/public/product-with-configurator',
    { productId, selection },
    { responseType: 'blob', silent: true },
  );
  return res.data;
}

/** The cart's add call with the configuration: the cart prices it on the server and shows it at once. */
export async function addConfigurationToCart(productId: number, selection: Selection): Promise<void> {
  await addToCart({ productId, quantity: 1, configuration: { productId, selection } }, { silent: true });
}
