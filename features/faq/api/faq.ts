import { workflowApi } from '@/lib/http/client';
import type { FaqGroup } from '../model';

/** GET /api/public/faq/type/{search} (workflow host). */
export async function fetchFaqSearch(search: string): Promise<{ data: FaqGroup[]; meta: { total: number } }> {
  return (await workflowApi.get(`/api/public/faq/type/${encodeURIComponent(search)}`)).data;
}
