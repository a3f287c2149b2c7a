import { loadHttp } from '@/lib/http/lazy';
import type { SubscribeInput } from '../schemas';

export type SubscribeAnswer = { status: 'pending' | 'duplicate'; message: string; hint?: string };

/** PUT /api/subscribers/type/subscriber (workflow host); a duplicate (409) is an answer, not a failure. */
export async function putSubscriber(body: SubscribeInput): Promise<SubscribeAnswer> {
  const { workflowApi } = await loadHttp();
  const res = await workflowApi.put('/api/subscribers/type/subscriber', body, {
    silent: true,
    validateStatus: (s) => (s >= 200 && s < 300) || s === 409,
  });
  return res.data;
}

export async function postUnsubscribe(token: string): Promise<{ message: string }> {
  const { workflowApi } = await loadHttp();
  return (await workflowApi.post('/api/subscribers/unsubscribe', { token }, { silent: true })).data;
}
