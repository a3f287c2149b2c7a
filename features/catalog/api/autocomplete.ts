import { loadHttp } from '@/lib/http/lazy';

/** What the desktop preview card of a suggestion shows (the API answers name and path plus these). */
export interface SuggestionDto {
  id: number;
  name: string;
  path: string;
  article: string;
  image: string | null;
  price: number;
  priceNds: number;
  quantity: number;
}

/** Spec §7 GET /api/catalog/catalog-product-autocomplete?search= */
export async function fetchSuggestions(search: string, signal?: AbortSignal): Promise<SuggestionDto[]> {
  const { portalApi } = await loadHttp();
  const res = await portalApi.get<{ data?: SuggestionDto[] }>('/api/catalog/catalog-product-autocomplete', {
    params: { search },
    signal,
  });
  return Array.isArray(res.data?.data) ? res.data.data : [];
}
