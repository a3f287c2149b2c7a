import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '@/lib/db/schema';
import { backends, createTestDb, type TestDb } from '../support/db';
import { call } from '../support/shop';

const TRIES = 50;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe.each(backends())('forgot password on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend);
    await t.db.insert(customers).values(
      Array.from({ length: TRIES }, (_, i) => ({
        customerNumber: `K-T-${i}`,
        email: `known-${i}@example.test`,
        passwordHash: 'not-a-hash',
      })),
    );
  });
  afterAll(async () => t?.close());

  it('answers as fast for an existing account as for an unknown one, and without Server-Timing in production', async () => {
    const forgot = async (email: string, i: number) => {
      const started = performance.now();
      const res = await call('POST', '/accounts/password/forgot', {
        body: { email },
        headers: { 'x-client-ip': `10.77.${i}.1` },
      });
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      return { ms, res };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const pause = () => new Promise((r) => setTimeout(r, 20));
    for (let i = 0; i < TRIES; i++) {
      // In pairs, each call after the last one's mail has gone out, so neither side pays for the other's;
      // which of the pair goes first is a coin flip, so a first call's own cost (a timer, a GC) lands on
      // either side alike.
      const knownFirst = Math.random() < 0.5;
      if (knownFirst) known.push((await forgot(`known-${i}@example.test`, i)).ms);
      await pause();
      unknown.push((await forgot(`unknown-${i}@example.test`, i + 100)).ms);
      await pause();
      if (!knownFirst) {
        known.push((await forgot(`known-${i}@example.test`, i)).ms);
        await pause();
      }
    }
    const [k, u] = [median(known), median(unknown)];
    // A sign test over adjacent pairs: with no difference between the paths, the known address is the
    // slower one in about half of the pairs whatever the machine's load; a mail sent before answering makes
    // it the slower one in nearly all of them. 40 of 50 by chance alone has a probability of about 1e-5.
    const knownSlower = known.filter((ms, i) => ms > unknown[i]).length;
    expect(knownSlower, `known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (medians)`).toBeLessThan(
      0.8 * TRIES,
    );

    vi.stubEnv('NODE_ENV', 'production');
    try {
      const { res } = await forgot('unknown-x@example.test', 250);
      expect(res.headers.get('server-timing')).toBeNull();
      expect((await call('GET', '/api/settings/contact')).headers.get('server-timing')).toMatch(/^app;dur=/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
