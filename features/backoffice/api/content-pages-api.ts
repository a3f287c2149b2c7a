import { portalApi } from '@/lib/http/client';
import type {
  BannerCreateInput,
  BannerUpdateInput,
  HtmlBlockUpdateInput,
  EditablePage,
  PageUpdateInput,
  UspsInput,
} from '../content-pages-schemas';
import type { MoveInput } from '../content-schemas';

const base = '/api/staff/content';

/** POST …/banners: the new banner. */
export async function createBanner(body: BannerCreateInput) {
  return (await portalApi.post<{ id: number; updatedAt: string }>(`${base}/banners`, body)).data;
}

/** PUT …/banners/:id with the version the form loaded (409 when a colleague changed it meanwhile). */
export async function updateBanner(id: number, body: BannerUpdateInput) {
  return (await portalApi.put<{ id: number; updatedAt: string }>(`${base}/banners/${id}`, body)).data;
}

/** DELETE …/banners/:id with the version the page showed. */
export async function deleteBanner(id: number, updatedAt: string) {
  return (await portalApi.delete<{ id: number }>(`${base}/banners/${id}`, { data: { updatedAt } })).data;
}

/** POST …/banners/:id/move: one place up or down. */
export async function moveBanner(id: number, body: MoveInput) {
  return (await portalApi.post<{ moved: boolean }>(`${base}/banners/${id}/move`, body)).data;
}

/** POST …/banners/images (multipart `file`): the stored image's /media path. */
export async function uploadBannerImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await portalApi.post<{ path: string }>(`${base}/banners/images`, form)).data;
}

/** PUT …/usps with the version the form loaded. */
export async function saveUsps(body: UspsInput) {
  return (await portalApi.put<{ updatedAt: string }>(`${base}/usps`, body)).data;
}

/** PUT …/pages/:slug with the version the form loaded; answers the page as stored (sanitised). */
export async function updatePage(slug: string, body: PageUpdateInput) {
  return (await portalApi.put<EditablePage>(`${base}/pages/${slug}`, body)).data;
}

/** PUT …/html-blocks/:hook with the version the form loaded. */
export async function updateHtmlBlock(hook: string, body: HtmlBlockUpdateInput) {
  return (await portalApi.put<{ updatedAt: string }>(`${base}/html-blocks/${hook}`, body)).data;
}
