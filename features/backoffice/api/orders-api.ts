import { portalApi } from '@/lib/http/client';
import type { OrderActionInput } from '../schemas';
import type { StaffOrderDetail } from '../model';

/** POST /api/staff/orders/:id/actions: the order as it is after the action (`repeated`: it was already done). */
export async function actOnOrder(orderId: number, body: OrderActionInput) {
  return (
    await portalApi.post<{ repeated: boolean; order: StaffOrderDetail }>(
      `/api/staff/orders/${orderId}/actions`,
      body,
    )
  ).data;
}
