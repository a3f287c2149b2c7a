import type { SubscribeAnswer } from '../model';
import type { SubscribeInput } from '../schemas';

/** PUT /api/subscribers/type/subscriber (workflow host); a duplicate (409) is an answer, not a failure. */
export async function putSubscriber(body: SubscribeInput): Promise<SubscribeAnswer> {
  const { workflowApi } = await import('@/lib/http/client');
  const res = await workflowApi.put('/api/subscribers/type/subscriber', body, {
    silent: true,
    validateStatus: (s) => (s >= 200 && s < 300) || s === 409,
  });
  return res.data;
}

export async function postUnsubscribe(token: string): Promise<{ message: string }> {
  const { workflowApi } = await import('@/lib/http/client');
  return (await workflowApi.post('/api/subscribers/unsubscribe', { token }, { silent: true })).data;
}
