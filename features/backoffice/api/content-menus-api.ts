import { portalApi } from '@/lib/http/client';
import type {
  CategoryMenuSaveInput,
  EditableMenu,
  MenuSaveInput,
  RedirectCreateInput,
  RedirectUpdateInput,
  StaffRedirect,
} from '../content-menus-schemas';

const base = '/api/staff/content';

/** PUT …/menus/{main|footer}: the whole menu with the version the editor loaded (409 when stale). */
export async function saveMenu(menu: EditableMenu, body: MenuSaveInput) {
  return (await portalApi.put<{ updatedAt: string }>(`${base}/menus/${menu}`, body)).data;
}

/** PUT …/menus/category: every category's order and visibility. */
export async function saveCategoryMenu(body: CategoryMenuSaveInput) {
  return (await portalApi.put<{ updatedAt: string }>(`${base}/menus/category`, body)).data;
}

/** POST …/redirects: the new redirect (its target flattened when it pointed at another redirect). */
export async function createRedirect(body: RedirectCreateInput) {
  return (await portalApi.post<StaffRedirect>(`${base}/redirects`, body)).data;
}

/** PUT …/redirects with the version the form loaded. */
export async function updateRedirect(body: RedirectUpdateInput) {
  return (await portalApi.put<StaffRedirect>(`${base}/redirects`, body)).data;
}

/** DELETE …/redirects with the version the list showed. */
export async function deleteRedirect(path: string, updatedAt: string) {
  return (await portalApi.delete<{ path: string }>(`${base}/redirects`, { data: { path, updatedAt } })).data;
}
