import { portalApi } from '@/lib/http/client';
import type { z } from 'zod';
import type { couponSchema, StaffCoupon, StatusLevel, StatusLevels } from '../coupon-schemas';

type CouponBody = z.input<typeof couponSchema>;
type CouponAnswer = { repeated: boolean; coupon: StaffCoupon };

/** POST /api/staff/coupons: the coupon as stored (`repeated`: this very coupon was sent before). */
export async function createCoupon(body: CouponBody) {
  return (await portalApi.post<CouponAnswer>('/api/staff/coupons', body)).data;
}

/** PUT /api/staff/coupons/:code with the version the form was loaded with. */
export async function updateCoupon(code: string, body: CouponBody & { updatedAt: string }) {
  return (await portalApi.put<CouponAnswer>(`/api/staff/coupons/${encodeURIComponent(code)}`, body)).data;
}

/** POST /api/staff/coupons/:code/deactivate. */
export async function deactivateCoupon(code: string) {
  return (await portalApi.post<CouponAnswer>(`/api/staff/coupons/${encodeURIComponent(code)}/deactivate`, {}))
    .data;
}

/** PUT /api/staff/status-levels: the whole list and the version the form was loaded with. */
export async function saveStatusLevels(body: { levels: StatusLevel[]; updatedAt: string | null }) {
  return (await portalApi.put<StatusLevels & { repeated: boolean }>('/api/staff/status-levels', body)).data;
}
