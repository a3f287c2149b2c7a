import 'server-only';
import { and, asc, between, count, desc, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { aliases, orders, products, refunds } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import type { Dashboard, DashboardFigures, DashboardPeriod, DashboardProduct } from '../inbox-model';
import { countUnanswered } from './inbox';

const TIME_ZONE = 'Europe/Amsterdam';

/** A product is low on stock with 1 up to and including this many units (0 is sold out). */
export const LOW_STOCK_THRESHOLD = 2;

/** How many days the chart shows, today included. */
export const CHART_DAYS = 14;

/** A moment's day in the shop's time zone (YYYY-MM-DD). */
const dayOf = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(at);

/** A day `n` days after `day` (calendar days, so a change to or from summer time doesn't matter). */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in (weeks start on Monday, as in the Netherlands). */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The start of a day in the shop's time zone, as PostgreSQL reads it. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;

type DayRow = { day: string; test: boolean; orders: number; net: number; gross: number };

function figures(rows: DayRow[]): DashboardFigures {
  const orders = rows.reduce((n, r) => n + r.orders, 0);
  const revenueExclVat = rows.reduce((n, r) => n + r.net, 0);
  const revenueInclVat = rows.reduce((n, r) => n + r.gross, 0);
  return {
    orders,
    revenueExclVat,
    revenueInclVat,
    averageExclVat: orders ? Math.round(revenueExclVat / orders) : 0,
    averageInclVat: orders ? Math.round(revenueInclVat / orders) : 0,
  };
}

function period(rows: DayRow[], from: string): DashboardPeriod {
  const inside = rows.filter((r) => r.day >= from);
  const test = figures(inside.filter((r) => r.test));
  return {
    from,
    ...figures(inside.filter((r) => !r.test)),
    test: { orders: test.orders, revenueExclVat: test.revenueExclVat, revenueInclVat: test.revenueInclVat },
  };
}

async function stockList(where: ReturnType<typeof and>, order: ReturnType<typeof asc>[], locale: Locale) {
  const db = await getDb();
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: products.id,
        nameNl: products.nameNl,
        nameEn: products.nameEn,
        article: products.article,
        quantity: products.quantity,
        path: aliases.path,
      })
      .from(products)
      .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
      .where(where)
      .orderBy(...order)
      .limit(10),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    count: n,
    list: rows.map((p): DashboardProduct => ({
      id: p.id,
      name: locale === 'en' ? p.nameEn : p.nameNl,
      article: p.article,
      quantity: p.quantity,
      path: p.path ?? `/product/${p.id}`,
    })),
  };
}

/** What an order's refunds gave back (net or incl. VAT), refunds that failed not counted. */
const refunded = (column: 'net' | 'amount') =>
  sql`(select coalesce(sum(${refunds[column]}), 0) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed')`;

/**
 * The back office's overview at `now`: today and this week (Monday on, Europe/Amsterdam) — confirmed
 * orders that were not canceled or expired, their revenue excl. and incl. VAT from the totals frozen at
 * confirm less their refunds, and the average order, test-mode orders apart —, the orders waiting for shipment, products low
 * on stock or sold out, unanswered inbox messages, and orders and revenue per day of the last 14 days.
 */
export async function dashboard(locale: Locale, now = new Date()): Promise<Dashboard> {
  const db = await getDb();
  const today = dayOf(now);
  const monday = mondayOf(today);
  const first = addDays(today, -(CHART_DAYS - 1));
  const start = monday < first ? monday : first;
  const localDay = sql<string>`to_char(${orders.confirmedAt} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`;
  const workable = sql`(${orders.status} = 'paid' or (${orders.status} = 'pending' and ${orders.acceptedAt} is not null))`;
  const active = eq(products.active, true);
  const [days, [waiting], low, soldOut, unanswered] = await Promise.all([
    db
      .select({
        day: localDay,
        test: orders.testMode,
        orders: sql<number>`count(*)::int`,
        // What the orders brought in: their frozen totals less what was refunded on them since.
        net: sql<number>`coalesce(sum((${orders.totals}->>'priceNet')::bigint - ${refunded('net')}), 0)::float8`,
        gross: sql<number>`coalesce(sum((${orders.totals}->>'priceFullWithNDS')::bigint - ${refunded('amount')}), 0)::float8`,
      })
      .from(orders)
      .where(
        and(
          sql`${orders.confirmedAt} >= ${dayStart(start)}`,
          sql`${orders.confirmedAt} < ${dayStart(addDays(today, 1))}`,
          sql`${orders.status} in ('pending', 'paid')`,
        ),
      )
      .groupBy(localDay, orders.testMode),
    db
      .select({
        total: sql<number>`count(*)::int`,
        test: sql<number>`(count(*) filter (where ${orders.testMode}))::int`,
      })
      .from(orders)
      .where(
        and(
          sql`${orders.confirmedAt} is not null`,
          sql`${orders.staffFlag} is null`,
          sql`${orders.fulfilment} in ('new', 'processing', 'on_hold')`,
          workable,
        ),
      ),
    stockList(
      and(active, between(products.quantity, 1, LOW_STOCK_THRESHOLD)),
      [asc(products.quantity), asc(products.id)],
      locale,
    ),
    stockList(and(active, lte(products.quantity, 0)), [desc(products.soldCount), asc(products.id)], locale),
    countUnanswered(),
  ]);
  const rows: DayRow[] = days.map((d) => ({
    day: d.day,
    test: d.test,
    orders: Number(d.orders),
    net: Math.round(Number(d.net)),
    gross: Math.round(Number(d.gross)),
  }));
  const real = rows.filter((r) => !r.test);
  return {
    timeZone: TIME_ZONE,
    today: period(rows, today),
    week: period(rows, monday),
    waitingForShipment: { total: Number(waiting.total), test: Number(waiting.test) },
    lowStock: {
      threshold: LOW_STOCK_THRESHOLD,
      lowCount: low.count,
      soldOutCount: soldOut.count,
      low: low.list,
      soldOut: soldOut.list,
    },
    unanswered,
    days: Array.from({ length: CHART_DAYS }, (_, i) => {
      const day = addDays(first, i);
      const f = figures(real.filter((r) => r.day === day));
      return { day, orders: f.orders, revenueExclVat: f.revenueExclVat, revenueInclVat: f.revenueInclVat };
    }),
  };
}
