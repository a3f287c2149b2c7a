import { portalApi } from '@/lib/http/client';
import type { ProductImagesSave, StaffProductImages } from '../product-image-schemas';

const base = (id: number) => `/api/staff/products/${id}/images`;

/** The query key of one product's image list in the editor. */
export const productImagesKey = (id: number) => ['staff', 'product-images', id] as const;

/** GET /api/staff/products/:id/images: the images in order with their alt texts and the list's version. */
export async function fetchProductImages(id: number) {
  return (await portalApi.get<StaffProductImages>(base(id))).data;
}

/** POST /api/staff/products/:id/images (multipart `files`): the list after the uploads were added. */
export async function uploadProductImages(id: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return (await portalApi.post<StaffProductImages>(base(id), form, { silent: true })).data;
}

/** PUT /api/staff/products/:id/images: order and alt texts, with the version the form loaded (409 when stale). */
export async function saveProductImages(id: number, body: ProductImagesSave) {
  return (await portalApi.put<StaffProductImages>(base(id), body, { silent: true })).data;
}

/** DELETE /api/staff/products/:id/images/:imageId: the list without it. */
export async function deleteProductImage(id: number, imageId: number, version: string | null) {
  return (
    await portalApi.delete<StaffProductImages>(`${base(id)}/${imageId}`, { data: { version }, silent: true })
  ).data;
}
