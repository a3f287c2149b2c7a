import { portalApi, workflowApi } from '@/lib/http/client';
import type { Selection } from '../selection';

/** POST /api/catalog/catalog-product-share: stores the configuration, answers its id. */
export async function shareConfiguration(productId: number, selection: Selection): Promise<string> {
  const res = await portalApi.post<{ data: { id: string } }>('/api/catalog/catalog-product-share', { productId, selection });
  return res.data.data.id;
}

/** POST /api/public/product-with-configurator (workflow host): the configuration sheet as a PDF blob. */
export async function downloadSheet(productId: number, selection: Selection): Promise<Blob> {
  const res = await workflowApi.post<Blob>('/api/public/product-with-configurator', { productId, selection }, { responseType: 'blob', silent: true });
  return res.data;
}

/** POST /cart/product (the cart's add call) with the configuration; the cart prices it on the server. */
export async function addConfigurationToCart(productId: number, selection: Selection): Promise<void> {
  await portalApi.post('/cart/product', { item: { productId, quantity: 1, configuration: { productId, selection } } }, { silent: true });
}
