import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { startRealtime, subscribe, testClient, TEST_REALTIME } from '../support/realtime';

// Each "app instance" is its own Node process publishing through the official pusher SDK, exactly as
// lib/realtime/publisher.ts does, against the one shared realtime server.
const PUBLISHER = `
import Pusher from 'pusher';
const [port, instance, count] = process.argv.slice(1);
const p = new Pusher({ appId: '${TEST_REALTIME.appId}', key: '${TEST_REALTIME.key}', secret: '${TEST_REALTIME.secret}', host: '127.0.0.1', port, useTLS: false });
for (let i = 0; i < Number(count); i++) {
  await p.trigger('order', 'ChangeQuantityProduct', { productId: Number(instance) * 1000 + i, quantity: i });
}
`;

function runInstance(port: number, instance: number, count: number) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', PUBLISHER, String(port), String(instance), String(count)],
      { stdio: 'inherit' },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`instance ${instance} exited ${code}`)),
    );
  });
}

describe('two app instances, one realtime server', () => {
  let rt: Awaited<ReturnType<typeof startRealtime>>;
  beforeAll(async () => {
    rt = await startRealtime();
  });
  afterAll(() => rt?.close());

  it('delivers every event of both instances to every subscribed client exactly once', async () => {
    const clients = Array.from({ length: 8 }, () => testClient(rt.port));
    const received = clients.map(() => [] as number[]);
    try {
      await Promise.all(
        clients.map(async (c, i) => {
          const ch = await subscribe(c, 'order');
          ch.bind('ChangeQuantityProduct', (d: { productId: number }) => received[i].push(d.productId));
        }),
      );
      await Promise.all([runInstance(rt.port, 1, 25), runInstance(rt.port, 2, 25)]);
      const expected = [
        ...Array.from({ length: 25 }, (_, i) => 1000 + i),
        ...Array.from({ length: 25 }, (_, i) => 2000 + i),
      ].sort();
      await expect
        .poll(() => received.map((r) => r.length), { timeout: 5000 })
        .toEqual(clients.map(() => 50));
      await new Promise((r) => setTimeout(r, 200));
      for (const r of received) expect([...r].sort()).toEqual(expected);
    } finally {
      for (const c of clients) c.disconnect();
    }
  });
});
