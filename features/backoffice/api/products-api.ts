import { portalApi } from '@/lib/http/client';
import type { ProductBulkBody, ProductInput, ProductQuickEditInput } from '../product-schemas';
import type { BulkPreview, StaffProductDetail, StaffProductRow } from '../server/products';

const base = '/api/staff/products';

type Saved = { product: StaffProductDetail; changed: boolean };

/** GET /api/staff/products?q=: the first products whose name, article or SKU holds the text. */
export async function searchProducts(q: string, perPage = 8) {
  return (await portalApi.get<{ data: StaffProductRow[] }>(base, { params: { q, perPage, sort: 'article' } }))
    .data.data;
}

/** POST /api/staff/products: the new product as stored. */
export async function createProduct(body: ProductInput) {
  return (await portalApi.post<{ product: StaffProductDetail }>(base, body)).data;
}

/** PUT /api/staff/products/:id with the version the editor loaded (409 when a colleague saved first). */
export async function saveProduct(
  id: number,
  loaded: { updatedAt: string; quantity: number },
  product: ProductInput,
) {
  const body = { updatedAt: loaded.updatedAt, quantityFrom: loaded.quantity, product };
  return (await portalApi.put<Saved>(`${base}/${id}`, body)).data;
}

/** PATCH /api/staff/products/:id: a row's inline stock and/or price. */
export async function quickEditProduct(id: number, body: ProductQuickEditInput) {
  return (await portalApi.patch<Saved>(`${base}/${id}`, body)).data;
}

/** POST /api/staff/products/bulk: publish, unpublish, or a price change (with `preview`, nothing changes). */
export async function bulkProducts(body: ProductBulkBody) {
  return (
    await portalApi.post<{ items: BulkPreview[]; missing: number[]; changed: number }>(`${base}/bulk`, body)
  ).data;
}
