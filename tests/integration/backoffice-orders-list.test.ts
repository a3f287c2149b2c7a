import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { call } from '../support/shop';
import { loginAs } from '../support/auth';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { seedBenchOrders } from '@/scripts/bench-orders';

// The back office's order list as its indexes serve it (docs/performance.md: index-matched search and
// sort, a page's ids before its rows): the same answers as the plain reading of the filters, on a
// benchmark-like order history.

type Row = { id: number; totalInclVat: number; confirmedAt: string };

describe.each(backends())('back office order list and search on %s', (backend) => {
  let t: TestDb;
  let headers: Record<string, string>;
  let addresses: { id: number; address: Record<string, string> }[];
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    await seedBenchOrders(t.db, { count: 300, seed: 29 });
    ({ headers } = await loginAs({ role: 'staff' }));
    addresses = (
      await (
        await getDb()
      )
        .select({ id: orders.id, address: orders.paymentAddress })
        .from(orders)
        .where(isNotNull(orders.confirmedAt))
    ).map((o) => ({ id: o.id, address: o.address ?? {} }));
  });
  afterAll(async () => t?.close());

  /** Every order the list answers for `query`, page after page of `perPage`. */
  async function all(query: string, perPage = 100): Promise<{ rows: Row[]; total: number }> {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const res = await call('GET', `/api/staff/orders?perPage=${perPage}&page=${page}&${query}`, {
        headers,
      });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      rows.push(...res.data.data);
      if (page >= res.data.meta.lastPage) return { rows, total: res.data.meta.total };
    }
  }

  it('seeds a realistic history: 300 confirmed orders over two years, businesses and consumers', async () => {
    expect(addresses).toHaveLength(300);
    const business = addresses.filter((a) => a.address.category === 'business');
    expect(business.length).toBeGreaterThan(50);
    expect(business.every((a) => a.address.username && a.address.kvk)).toBe(true);
    const { rows } = await all('sort=oldest');
    const days = (Date.parse(rows.at(-1)!.confirmedAt) - Date.parse(rows[0].confirmedAt)) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(rows.every((r) => r.totalInclVat > 0)).toBe(true);
  });

  it('answers the same order on every page size, for each sort', async () => {
    for (const sort of ['newest', 'oldest', 'totalHigh', 'totalLow']) {
      const whole = await all(`sort=${sort}`);
      expect(whole.total).toBe(300);
      const paged = await all(`sort=${sort}`, 7);
      expect(
        paged.rows.map((r) => r.id),
        sort,
      ).toEqual(whole.rows.map((r) => r.id));
      if (sort.startsWith('total')) {
        const totals = whole.rows.map((r) => r.totalInclVat);
        const sorted = [...totals].sort((a, b) => (sort === 'totalHigh' ? b - a : a - b));
        expect(totals).toEqual(sorted);
      }
    }
  });

  it('finds exactly the orders one of whose billing fields contains the text, never a text across two fields', async () => {
    const fields = ['customerName', 'username', 'email', 'btw', 'kvk'];
    const expected = (q: string) => {
      const n = /^(?:ws-?)?0*(\d{1,9})$/i.exec(q.trim());
      return addresses
        .filter(
          (a) =>
            (n && a.id === Number(n[1])) ||
            fields.some((f) => (a.address[f] ?? '').toLowerCase().includes(q.toLowerCase())),
        )
        .map((a) => a.id)
        .sort((x, y) => x - y);
    };
    const business = addresses.find((a) => a.address.category === 'business' && a.address.btw)!.address;
    const someone = addresses[17];
    const queries = [
      business.username.split(' ')[0],
      business.username.toUpperCase(),
      business.btw,
      business.btw.slice(2, 8),
      business.kvk,
      someone.address.email,
      someone.address.email.split('@')[0].toUpperCase(),
      someone.address.customerName.split(' ').at(-1)!,
      `WS-${String(someone.id).padStart(6, '0')}`,
      String(someone.id),
      // Across two fields: the end of the name and the start of the company (or e-mail) joined.
      `${business.customerName.slice(-3)} ${business.username.slice(0, 3)}`,
      `${someone.address.customerName.slice(-2)} ${someone.address.email.slice(0, 2)}`,
      // LIKE's wildcards are plain characters here.
      '%',
      '_',
    ];
    for (const q of queries) {
      const { rows, total } = await all(`q=${encodeURIComponent(q)}`);
      const ids = rows.map((r) => r.id).sort((x, y) => x - y);
      expect(ids, q).toEqual(expected(q));
      expect(total, q).toBe(ids.length);
    }
    expect(expected(business.btw).length).toBeGreaterThan(0);
  });

  it('combines the search with filters and counts what it lists', async () => {
    const q = 'a';
    for (const filter of ['customer=business', 'customer=consumer', 'status=delivered', 'payment=unpaid']) {
      const { rows, total } = await all(`q=${q}&${filter}`);
      expect(total, filter).toBe(rows.length);
    }
    const business = await all('q=a&customer=business');
    const consumer = await all('q=a&customer=consumer');
    const both = await all('q=a');
    expect(business.total + consumer.total).toBe(both.total);
  });
});
