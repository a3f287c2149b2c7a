import { portalApi } from '@/lib/http/client';
import type {
  ContactSettingsInput,
  FaqGroupCreateInput,
  FaqGroupUpdateInput,
  FaqItemCreateInput,
  FaqItemUpdateInput,
  MoveInput,
  ShippingSettingsInput,
  WorkTimeSettingsInput,
} from '../content-schemas';

const base = '/api/staff/content';

/** POST …/faq/groups: the new group. */
export async function createFaqGroup(body: FaqGroupCreateInput) {
  return (await portalApi.post<{ id: number }>(`${base}/faq/groups`, body)).data;
}

/** PUT …/faq/groups/:id with the version the form loaded (409 when a colleague changed it meanwhile). */
export async function updateFaqGroup(id: number, body: FaqGroupUpdateInput) {
  return (await portalApi.put<{ updatedAt: string }>(`${base}/faq/groups/${id}`, body)).data;
}

/** POST …/faq/items: the new question. */
export async function createFaqItem(body: FaqItemCreateInput) {
  return (await portalApi.post<{ id: number; updatedAt: string }>(`${base}/faq/items`, body)).data;
}

/** PUT …/faq/items/:id with the version the form loaded. */
export async function updateFaqItem(id: number, body: FaqItemUpdateInput) {
  return (await portalApi.put<{ id: number; updatedAt: string }>(`${base}/faq/items/${id}`, body)).data;
}

/** DELETE …/faq/items/:id with the version the page showed. */
export async function deleteFaqItem(id: number, updatedAt: string) {
  return (await portalApi.delete<{ id: number }>(`${base}/faq/items/${id}`, { data: { updatedAt } })).data;
}

/** POST …/faq/{groups|items}/:id/move: one place up or down. */
export async function moveFaq(kind: 'group' | 'item', id: number, body: MoveInput) {
  return (
    await portalApi.post<{ moved: boolean }>(
      `${base}/faq/${kind === 'group' ? 'groups' : 'items'}/${id}/move`,
      body,
    )
  ).data;
}

/** PUT …/settings/{key}. */
export async function saveSetting(
  key: 'contact' | 'work_time' | 'shipping',
  body: ContactSettingsInput | WorkTimeSettingsInput | ShippingSettingsInput,
) {
  return (await portalApi.put<{ value: unknown; updatedAt: string }>(`${base}/settings/${key}`, body)).data;
}
