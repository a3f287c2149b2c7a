import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cached, clearCache, invalidate } from '@/lib/cache';
import { INVALIDATION_CHANNEL, startSharedInvalidation } from '@/lib/db/invalidation';
import { getPage, makePage, pageGeneration, putPage } from '@/lib/page-cache';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('cache invalidation shared through PostgreSQL', () => {
  const name = `webshop_test_${randomBytes(6).toString('hex')}`;
  let url: string;
  let pool: pg.Pool;
  let other: pg.Client;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    stop = await startSharedInvalidation(url, pool);
    // Another instance: its own connection, sending and listening on the same channel.
    other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query(`LISTEN ${INVALIDATION_CHANNEL}`);
  });

  afterAll(async () => {
    await stop();
    await other.end();
    await pool.end();
    clearCache();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("another instance's invalidation drops this instance's cached data and pages within a second", async () => {
    let version = 1;
    const read = () => cached('shared:product', async () => version, { tags: ['products'] });
    expect(await read()).toBe(1);
    expect(putPage('/nl/p', makePage(200, [], new Uint8Array([1]), 'bm9uY2U='), 10, pageGeneration())).toBe(
      true,
    );
    expect(getPage('/nl/p')).not.toBeNull();
    version = 2;
    expect(await read()).toBe(1);

    const sent = Date.now();
    await other.query('select pg_notify($1, $2)', [
      INVALIDATION_CHANNEL,
      JSON.stringify({ from: 'instance-b', tags: ['products'] }),
    ]);
    await expect.poll(read, { timeout: 1000, interval: 20 }).toBe(2);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(getPage('/nl/p')).toBeNull();
  });

  it("this instance's invalidation is sent to the others", async () => {
    const received = new Promise<string>((resolve) =>
      other.once('notification', (msg) => resolve(msg.payload ?? '')),
    );
    invalidate('content');
    const payload = JSON.parse(await received) as { from: string; tags: string[] };
    expect(payload.tags).toEqual(['content']);
    expect(payload.from).not.toBe('instance-b');
  });
});
