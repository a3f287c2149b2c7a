import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PusherClient from 'pusher-js';
import PusherServer from 'pusher';
import WebSocket from 'ws';
import { createRealtimeServer, signSubscription } from './server.mjs';

const APP = { appId: 'test-app', key: 'test-key', secret: 'test-secret' };

type Server = ReturnType<typeof createRealtimeServer>;

function client(port: number, authSecret = APP.secret) {
  return new PusherClient(APP.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, { auth: `${APP.key}:${signSubscription(authSecret, socketId, channelName)}` }),
    },
  });
}

function publisher(port: number, secret = APP.secret) {
  return new PusherServer({ ...APP, secret, host: '127.0.0.1', port: String(port), useTLS: false });
}

const connected = (c: PusherClient) =>
  new Promise<void>((resolve) => {
    if (c.connection.state === 'connected') resolve();
    else c.connection.bind('connected', () => resolve());
  });

const subscribed = (c: PusherClient, name: string) =>
  new Promise<void>((resolve, reject) => {
    const ch = c.subscribe(name);
    ch.bind('pusher:subscription_succeeded', () => resolve());
    ch.bind('pusher:subscription_error', (e: unknown) =>
      reject(Object.assign(new Error('subscription_error'), { detail: e })),
    );
  });

function rawSocket(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7&client=test&version=1`);
  const frames: { event: string; channel?: string; data: string }[] = [];
  ws.on('message', (m) => frames.push(JSON.parse(String(m))));
  const next = async (event: string, timeout = 3000) => {
    const start = Date.now();
    while (Date.now() - start < timeout) {
      const i = frames.findIndex((f) => f.event === event);
      if (i >= 0) return frames.splice(i, 1)[0];
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${event}`);
  };
  return { ws, frames, next };
}

describe('embedded Pusher protocol v7 server', () => {
  let server: Server;
  let port: number;
  const open: PusherClient[] = [];
  beforeAll(async () => {
    server = createRealtimeServer({ ...APP, activityTimeout: 300 });
    port = await server.listen(0, '127.0.0.1');
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.disconnect();
  });
  afterAll(() => server.close());

  it('connects pusher-js and announces the 300 s activity timeout', async () => {
    const raw = rawSocket(port);
    const hello = await raw.next('pusher:connection_established');
    const data = JSON.parse(hello.data);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(300);
    raw.ws.close();

    const c = client(port);
    open.push(c);
    await connected(c);
    expect(c.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it('delivers SDK-published events on a public channel, once each', async () => {
    const c = client(port);
    open.push(c);
    await subscribed(c, 'order');
    const got: unknown[] = [];
    c.channel('order').bind('ChangeQuantityProduct', (d: unknown) => got.push(d));
    await publisher(port).trigger('order', 'ChangeQuantityProduct', { productId: 7, quantity: 3 });
    await expect.poll(() => got.length).toBe(1);
    expect(got[0]).toEqual({ productId: 7, quantity: 3 });
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toHaveLength(1);
  });

  it('subscribes to a private channel with a valid signature and refuses a bad one', async () => {
    const good = client(port);
    open.push(good);
    await subscribed(good, 'private-user.abc');
    const got: unknown[] = [];
    good.channel('private-user.abc').bind('UpdateOrderUser', (d: unknown) => got.push(d));
    await publisher(port).trigger('private-user.abc', 'UpdateOrderUser', { orderId: 1 });
    await expect.poll(() => got).toEqual([{ orderId: 1 }]);

    const bad = client(port, 'wrong-secret');
    open.push(bad);
    await expect(subscribed(bad, 'private-user.abc')).rejects.toMatchObject({ detail: { status: 401 } });

    // A raw client without auth is refused as well.
    const raw = rawSocket(port);
    await raw.next('pusher:connection_established');
    raw.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'private-user.abc', auth: `${APP.key}:00` },
      }),
    );
    const err = await raw.next('pusher:subscription_error');
    expect(err.channel).toBe('private-user.abc');
    raw.ws.close();
  });

  it('refuses HTTP API calls with a bad signature and unknown keys', async () => {
    await expect(publisher(port, 'not-the-secret').trigger('order', 'X', {})).rejects.toMatchObject({
      status: 401,
    });
    const res = await fetch(`http://127.0.0.1:${port}/apps/${APP.appId}/events?auth_key=${APP.key}`, {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('supports batch events and excludes the given socket id', async () => {
    const a = client(port);
    const b = client(port);
    open.push(a, b);
    await Promise.all([subscribed(a, 'order'), subscribed(b, 'order')]);
    const got = { a: 0, b: 0 };
    a.channel('order').bind('MessageOrder', () => (got.a += 1));
    b.channel('order').bind('MessageOrder', () => (got.b += 1));
    await publisher(port).trigger(
      'order',
      'MessageOrder',
      { orderId: 1, data: 'x' },
      { socket_id: a.connection.socket_id },
    );
    await publisher(port).triggerBatch([
      { channel: 'order', name: 'MessageOrder', data: { orderId: 2 } },
      { channel: 'order', name: 'MessageOrder', data: { orderId: 3 } },
    ]);
    await expect.poll(() => got).toEqual({ a: 2, b: 3 });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const raw = rawSocket(port);
    await raw.next('pusher:connection_established');
    raw.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await raw.next('pusher:pong');
    raw.ws.close();
  });
});

describe('activity timeout', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createRealtimeServer({ ...APP, activityTimeout: 0.3, pongTimeout: 0.3 });
    port = await server.listen(0, '127.0.0.1');
  });
  afterAll(() => server.close());

  it('pings a silent connection and closes it with 4201 when no pong comes', async () => {
    const raw = rawSocket(port);
    await raw.next('pusher:connection_established');
    const closed = new Promise<number>((resolve) => raw.ws.on('close', (code) => resolve(code)));
    await raw.next('pusher:ping', 2000);
    expect(await closed).toBe(4201);
  });

  it('keeps a pusher-js client that answers the pings', async () => {
    const c = client(port);
    await connected(c);
    const id = c.connection.socket_id;
    await new Promise((r) => setTimeout(r, 1500));
    expect(c.connection.state).toBe('connected');
    expect(c.connection.socket_id).toBe(id);
    c.disconnect();
  });
});
