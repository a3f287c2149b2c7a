#!/usr/bin/env node
// Realtime delivery latency: N pusher-js clients subscribed to the public 'order' channel of the
// embedded server (its own process), events published with the official pusher SDK; measures the time
// from the publish call to each client's handler, and checks every client got every event exactly once.
// Usage: node scripts/realtime-bench.mjs [--clients 250] [--events 200] [--port 6099]
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import PusherClient from 'pusher-js';
import Pusher from 'pusher';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const CLIENTS = arg('clients', 250);
const EVENTS = arg('events', 200);
const PORT = arg('port', Number(process.env.REALTIME_PORT ?? 6099));
const app = { appId: 'bench', key: 'bench-key', secret: 'bench-secret' };

const server = spawn(process.execPath, ['lib/realtime/server-cli.mjs', '--embedded'], {
  env: {
    ...process.env,
    REALTIME_PORT: String(PORT),
    PUSHER_APP_ID: app.appId,
    PUSHER_KEY: app.key,
    PUSHER_SECRET: app.secret,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('server on port') && resolve());
  server.on('exit', (code) => reject(new Error(`realtime server exited ${code}`)));
});

const latencies = [];
const counts = Array.from({ length: CLIENTS }, () => new Map());
const clients = [];
const t0 = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, (_, i) => {
    const c = new PusherClient(app.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: PORT,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    clients.push(c);
    return new Promise((resolve) => {
      const ch = c.subscribe('order');
      ch.bind('pusher:subscription_succeeded', resolve);
      ch.bind('ChangeQuantityProduct', (d) => {
        latencies.push(performance.now() - d.sentAt);
        counts[i].set(d.seq, (counts[i].get(d.seq) ?? 0) + 1);
      });
    });
  }),
);
const connectMs = performance.now() - t0;

const publisher = new Pusher({ ...app, host: '127.0.0.1', port: String(PORT), useTLS: false });
for (let seq = 0; seq < EVENTS; seq++) {
  await publisher.trigger('order', 'ChangeQuantityProduct', {
    productId: 1,
    quantity: seq,
    seq,
    sentAt: performance.now(),
  });
  await new Promise((r) => setTimeout(r, 10));
}
const deadline = Date.now() + 10_000;
while (latencies.length < CLIENTS * EVENTS && Date.now() < deadline)
  await new Promise((r) => setTimeout(r, 20));

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
const duplicates = counts.reduce((n, m) => n + [...m.values()].filter((v) => v > 1).length, 0);
const missing = CLIENTS * EVENTS - counts.reduce((n, m) => n + m.size, 0);
console.table({
  clients: CLIENTS,
  events: EVENTS,
  deliveries: latencies.length,
  'connect+subscribe all (ms)': Math.round(connectMs),
  'p50 (ms)': pct(50).toFixed(2),
  'p95 (ms)': pct(95).toFixed(2),
  'p99 (ms)': pct(99).toFixed(2),
  'max (ms)': latencies.at(-1).toFixed(2),
  missing,
  duplicates,
});
for (const c of clients) c.disconnect();
server.kill('SIGTERM');
process.exit(missing || duplicates ? 1 : 0);
