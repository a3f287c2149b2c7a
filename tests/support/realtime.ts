import PusherClient from 'pusher-js';
import { createRealtimeServer, signSubscription } from '@/lib/realtime/server.mjs';
import { resetPublisher } from '@/lib/realtime/publisher';

export const TEST_REALTIME = { appId: 'it-app', key: 'it-key', secret: 'it-secret' };

/** An embedded realtime server on a free port, with the app's publisher pointed at it. */
export async function startRealtime() {
  const server = createRealtimeServer({ ...TEST_REALTIME });
  const port = await server.listen(0, '127.0.0.1');
  Object.assign(process.env, {
    PUSHER_APP_ID: TEST_REALTIME.appId,
    PUSHER_KEY: TEST_REALTIME.key,
    PUSHER_SECRET: TEST_REALTIME.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(port),
  });
  resetPublisher();
  return { server, port, close: () => server.close() };
}

/** A pusher-js client; private channels are authorised with `authorize` (e.g. the app's auth endpoint). */
export function testClient(port: number, authorize?: (socketId: string, channel: string) => Promise<string>) {
  return new PusherClient(TEST_REALTIME.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const auth = authorize
          ? authorize(socketId, channelName)
          : Promise.resolve(
              `${TEST_REALTIME.key}:${signSubscription(TEST_REALTIME.secret, socketId, channelName)}`,
            );
        auth.then(
          (a) => callback(null, { auth: a }),
          (e: Error) => callback(e, null),
        );
      },
    },
  });
}

export function subscribe(c: PusherClient, name: string) {
  return new Promise<ReturnType<PusherClient['subscribe']>>((resolve, reject) => {
    const ch = c.subscribe(name);
    ch.bind('pusher:subscription_succeeded', () => resolve(ch));
    ch.bind('pusher:subscription_error', (e: unknown) =>
      reject(Object.assign(new Error('subscription_error'), { detail: e })),
    );
  });
}
