import { workflowApi } from '@/lib/http/client';
import type { ContactInput, PreOrderInput } from '../schemas';

/** POST /api/public/contact/form (workflow host). */
export async function postContact(body: ContactInput): Promise<{ message: string }> {
  return (await workflowApi.post('/api/public/contact/form', body, { silent: true })).data;
}

/** POST /api/public/pre-order/form (workflow host). */
export async function postPreOrder(body: PreOrderInput): Promise<{ message: string }> {
  return (await workflowApi.post('/api/public/pre-order/form', body, { silent: true })).data;
}
