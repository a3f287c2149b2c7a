import { portalApi, workflowApi } from '@/lib/http/client';
import type { ReviewInput } from '../schemas';

/** POST /api/public/reviews/webshop (workflow host). */
export async function postReview(
  body: ReviewInput,
): Promise<{ message: string; data: { id: number; status: string } }> {
  return (await workflowApi.post('/api/public/reviews/webshop', body, { silent: true })).data;
}

/** Staff: approve or reject a pending review (portal host). */
export async function moderate(id: number, action: 'approve' | 'reject'): Promise<void> {
  await portalApi.post(`/api/reviews/${id}/moderate`, { action });
}
