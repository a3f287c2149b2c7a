import type { Suggestion } from '../model';

/** Spec §7 GET /api/catalog/catalog-product-autocomplete?search= */
export async function fetchSuggestions(search: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { portalApi } = await import('@/lib/http/client');
  const res = await portalApi.get<{ data?: Suggestion[] }>('/api/catalog/catalog-product-autocomplete', {
    params: { search },
    signal,
  });
  return Array.isArray(res.data?.data) ? res.data.data : [];
}
