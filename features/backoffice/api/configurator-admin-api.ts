import { portalApi } from '@/lib/http/client';
import type { ConfiguratorData } from '@/features/configurator/client';
import type { ConfigurationDraftInput } from '../configurator-schemas';
import type { StaffConfigurator } from '../server/configurator-admin';
import type { StaffProductRow } from '../server/products';

const base = (id: number) => `/api/staff/products/${id}/configurator`;

/** GET /api/staff/products/:id/configurator: platform facts, groups with values and parts, the version. */
export async function getConfiguration(id: number) {
  return (await portalApi.get<{ configuration: StaffConfigurator }>(base(id))).data.configuration;
}

/** POST …/configurator/preview: the shop's configurator data built from the draft (422 with the reasons). */
export async function previewConfiguration(id: number, draft: ConfigurationDraftInput, signal?: AbortSignal) {
  return (
    await portalApi.post<{ data: ConfiguratorData }>(`${base(id)}/preview`, draft, { signal, silent: true })
  ).data.data;
}

/** PUT …/configurator with the version the editor loaded (409 when a colleague saved first). */
export async function saveConfiguration(id: number, draft: ConfigurationDraftInput, version: string | null) {
  return (
    await portalApi.put<{ configuration: StaffConfigurator; changed: boolean }>(base(id), {
      ...draft,
      version,
    })
  ).data;
}

/** The part picker's search: GET /api/staff/products?q= (article, SKU or name). */
export async function searchParts(q: string, signal?: AbortSignal) {
  return (
    await portalApi.get<{ data: StaffProductRow[] }>('/api/staff/products', {
      params: { q, perPage: 10 },
      signal,
      silent: true,
    })
  ).data.data;
}
