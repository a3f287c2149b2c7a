import { queryOptions } from '@tanstack/react-query';
import { portalApi, HttpError } from '@/lib/http/client';
import type { ProductCard } from '../model';

export interface CatalogListDto {
  data: ProductCard[];
  meta: {
    total: number;
    page: number;
    perPage: number;
    lastPage: number;
    from: number;
    to: number;
    corrected: string | null;
  };
}

/** Spec §7 GET /api/catalog/catalog-products; spec §5: an answer without data and meta is an error. */
export async function fetchCatalogProducts(query: string): Promise<CatalogListDto> {
  const res = await portalApi.get<Partial<CatalogListDto>>(
    `/api/catalog/catalog-products${query ? `?${query}` : ''}`,
  );
  if (
    !res.data ||
    !Array.isArray(res.data.data) ||
    typeof res.data.meta !== 'object' ||
    res.data.meta === null
  ) {
    throw new HttpError(500, 'Invalid catalogue answer: data and meta are required', undefined);
  }
  return res.data as CatalogListDto;
}

export const catalogProductsQuery = (query: string) =>
  queryOptions({ queryKey: ['catalog-products', query], queryFn: () => fetchCatalogProducts(query) });
