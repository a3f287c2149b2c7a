import 'server-only';
import { leadsJob } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { expireStalePendingOrders, expireUnacceptedOrders } from './orders';

/** How long an unpaid online order keeps its stock: PENDING_ORDER_TTL_HOURS, 24 hours by default. */
export function pendingOrderTtlMs(env: Record<string, string | undefined> = process.env): number {
  const hours = Number(env.PENDING_ORDER_TTL_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000;
}

/**
 * How long an unpaid cash-on-pickup or on-account order keeps its stock unless staff accept it:
 * UNPAID_RESERVATION_HOURS, 72 hours by default.
 */
export function unpaidReservationMs(env: Record<string, string | undefined> = process.env): number {
  const hours = Number(env.UNPAID_RESERVATION_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 72) * 3_600_000;
}

const KEY = Symbol.for('webshop.pending-order-sweep');
const g = globalThis as typeof globalThis & { [KEY]?: NodeJS.Timeout };

/**
 * Runs the sweep of abandoned pending orders and unaccepted unpaid reservations now and then every 15 minutes (started once per server from
 * instrumentation.ts). With several instances only the one that leads the job sweeps.
 */
export function startPendingOrderSweep(intervalMs = 15 * 60_000): void {
  if (g[KEY]) return;
  const run = async () => {
    try {
      if (!(await leadsJob('pending-order-sweep'))) return;
      const expired = await expireStalePendingOrders(pendingOrderTtlMs());
      if (expired.length) logger.info({ orders: expired }, 'expired abandoned pending orders');
      const unpaid = await expireUnacceptedOrders(unpaidReservationMs());
      if (unpaid.length) logger.info({ orders: unpaid }, 'expired unaccepted unpaid orders');
    } catch (err) {
      logger.error({ err: (err as Error).message }, 'pending order sweep failed');
    }
  };
  g[KEY] = setInterval(run, intervalMs);
  g[KEY].unref();
  void run();
}
