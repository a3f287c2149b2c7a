import { portalApi } from '@/lib/http/client';
import type { z } from 'zod';
import type { OrderActionInput, refundSchema } from '../schemas';
import type { StaffDocument, StaffOrderDetail, StaffRefund } from '../model';

/** POST /api/staff/orders/:id/actions: the order as it is after the action (`repeated`: it was already done). */
export async function actOnOrder(orderId: number, body: OrderActionInput) {
  return (
    await portalApi.post<{ repeated: boolean; order: StaffOrderDetail }>(
      `/api/staff/orders/${orderId}/actions`,
      body,
    )
  ).data;
}

/** POST /api/staff/orders/:id/refunds: the refund and its credit note (`repeated`: this key was done before). */
export async function refundOrder(orderId: number, body: z.input<typeof refundSchema>) {
  return (
    await portalApi.post<{ repeated: boolean; refund: StaffRefund; creditNote: StaffDocument | null }>(
      `/api/staff/orders/${orderId}/refunds`,
      body,
    )
  ).data;
}

/** POST /api/staff/orders/:id/invoice: the order's invoice (issued now, or the one it has). */
export async function issueInvoice(orderId: number) {
  return (
    await portalApi.post<{ repeated: boolean; invoice: StaffDocument }>(
      `/api/staff/orders/${orderId}/invoice`,
    )
  ).data;
}
