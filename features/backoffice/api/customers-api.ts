import { portalApi } from '@/lib/http/client';
import type { CustomerEraseInput, CustomerNoteInput, StatusDiscountInput } from '../customer-schemas';
import type { StaffCustomerNote } from '../customer-model';

const base = (id: number) => `/api/staff/customers/${id}`;

/** PUT …/status-discount: the discount now (`repeated`: it already was that). */
export async function setStatusDiscount(id: number, body: StatusDiscountInput) {
  return (
    await portalApi.put<{ repeated: boolean; statusDiscount: number }>(`${base(id)}/status-discount`, body)
  ).data;
}

/** POST …/notes: the note as stored (`repeated`: this submission was stored before). */
export async function addCustomerNote(id: number, body: CustomerNoteInput) {
  return (await portalApi.post<{ repeated: boolean; note: StaffCustomerNote }>(`${base(id)}/notes`, body))
    .data;
}

/** POST …/block or …/unblock. */
export async function setCustomerBlocked(id: number, blocked: boolean) {
  return (
    await portalApi.post<{ repeated: boolean; blockedAt: string | null }>(
      `${base(id)}/${blocked ? 'block' : 'unblock'}`,
      {},
    )
  ).data;
}

/** POST …/erase with the typed customer number. */
export async function eraseCustomer(id: number, body: CustomerEraseInput) {
  return (await portalApi.post<{ repeated: boolean; ordersKept: number }>(`${base(id)}/erase`, body)).data;
}
