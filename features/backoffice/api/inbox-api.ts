import { portalApi } from '@/lib/http/client';
import type { InboxChange, InboxKind } from '../inbox-model';
import type { InboxAssignInput, InboxReplyInput, InboxStatusInput } from '../inbox-schemas';

const base = (kind: InboxKind, id: number) => `/api/staff/inbox/${kind}/${id}`;

/** POST …/reply: the message with the reply kept (`repeated`: this key was sent before, not again). */
export async function replyToMessage(kind: InboxKind, id: number, body: InboxReplyInput) {
  return (await portalApi.post<InboxChange>(`${base(kind, id)}/reply`, body)).data;
}

/** POST …/status: the message with its new status. */
export async function setMessageStatus(kind: InboxKind, id: number, body: InboxStatusInput) {
  return (await portalApi.post<InboxChange>(`${base(kind, id)}/status`, body)).data;
}

/** POST …/assign: the message with its new assignee. */
export async function assignMessage(kind: InboxKind, id: number, body: InboxAssignInput) {
  return (await portalApi.post<InboxChange>(`${base(kind, id)}/assign`, body)).data;
}

/** A key for one reply written (sent again with a retry or a second click, so the mail goes once). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
