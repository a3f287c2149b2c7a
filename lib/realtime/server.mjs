// The embedded realtime server: a small implementation of the Pusher Channels protocol (v7) on `ws`.
// Plain ESM JavaScript so `npm start` can run it without a build or tsx (types: server.d.mts).
// Public and private channels (HMAC-signed subscription auth), ping/pong with an activity timeout, and
// the signed HTTP events API that the official `pusher` SDK calls.
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { WebSocketServer } from 'ws';

export const ACTIVITY_TIMEOUT_S = 300;
const CHANNEL_RE = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
const EVENT_NAME_MAX = 200;
const MAX_EVENT_DATA = 100 * 1024;
const MAX_BODY = 1024 * 1024;
const MAX_CLIENT_FRAME = 10 * 1024;
const TIMESTAMP_SKEW_S = 600;

export function signSubscription(secret, socketId, channel, channelData) {
  const payload = channelData ? `${socketId}:${channel}:${channelData}` : `${socketId}:${channel}`;
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function safeEqualHex(a, b) {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The HTTP API signature of the Pusher REST API (what the `pusher` SDK sends). */
export function signRequest(secret, method, path, params) {
  const query = Object.keys(params)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k.toLowerCase()}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(`${method}\n${path}\n${query}`).digest('hex');
}

const frame = (event, data, channel) =>
  JSON.stringify(
    channel === undefined
      ? { event, data: typeof data === 'string' ? data : JSON.stringify(data) }
      : { event, channel, data: typeof data === 'string' ? data : JSON.stringify(data) },
  );

/**
 * Starts the server. `activityTimeout` (seconds) is announced to clients and enforced: a connection
 * silent that long gets a `pusher:ping`; without an answer within `pongTimeout` it is closed (4201).
 */
export function createRealtimeServer(options) {
  const appId = String(options.appId);
  const key = String(options.key);
  const secret = String(options.secret);
  const activityTimeout = options.activityTimeout ?? ACTIVITY_TIMEOUT_S;
  const pongTimeout = options.pongTimeout ?? 30;
  const log = options.log ?? (() => {});
  /** channel name → set of sockets */
  const channels = new Map();
  const stats = { connections: 0, published: 0, delivered: 0 };

  const server = http.createServer((req, res) => {
    handleHttp(req, res).catch((err) => {
      log('error', `http error: ${err?.message ?? err}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
    });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = url.pathname.match(/^\/app\/([^/]+)$/);
    if (!m) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) =>
      onConnection(ws, decodeURIComponent(m[1]), url.searchParams),
    );
  });

  function send(ws, payload) {
    if (ws.readyState === 1) ws.send(payload);
  }

  function onConnection(ws, appKey, params) {
    if (appKey !== key) {
      send(ws, frame('pusher:error', { code: 4001, message: `App key ${appKey} does not exist` }));
      ws.close(4001, 'Unknown app key');
      return;
    }
    const protocol = Number(params.get('protocol') ?? 7);
    if (!(protocol >= 5 && protocol <= 7)) {
      send(ws, frame('pusher:error', { code: 4007, message: 'Unsupported protocol version' }));
      ws.close(4007, 'Unsupported protocol version');
      return;
    }
    ws.socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    ws.subscribed = new Set();
    ws.lastSeen = Date.now();
    ws.pingSentAt = 0;
    stats.connections += 1;
    send(
      ws,
      frame('pusher:connection_established', { socket_id: ws.socketId, activity_timeout: activityTimeout }),
    );

    ws.on('message', (raw) => {
      ws.lastSeen = Date.now();
      ws.pingSentAt = 0;
      let msg;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        send(ws, frame('pusher:error', { code: 4200, message: 'Invalid JSON' }));
        return;
      }
      onMessage(ws, msg);
    });
    ws.on('pong', () => {
      ws.lastSeen = Date.now();
      ws.pingSentAt = 0;
    });
    ws.on('close', () => {
      stats.connections -= 1;
      for (const ch of ws.subscribed) leave(ws, ch);
    });
    ws.on('error', () => {});
  }

  function leave(ws, channel) {
    ws.subscribed.delete(channel);
    const set = channels.get(channel);
    if (!set) return;
    set.delete(ws);
    if (!set.size) channels.delete(channel);
  }

  function subscriptionError(ws, channel, error, status = 401) {
    send(ws, frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));
  }

  function onMessage(ws, msg) {
    const event = msg?.event;
    const data = typeof msg?.data === 'string' ? safeParse(msg.data) : (msg?.data ?? {});
    if (event === 'pusher:ping') {
      send(ws, frame('pusher:pong', {}));
      return;
    }
    if (event === 'pusher:pong') return;
    if (event === 'pusher:subscribe') {
      const channel = data?.channel;
      if (typeof channel !== 'string' || !CHANNEL_RE.test(channel)) {
        subscriptionError(ws, String(channel ?? ''), 'Invalid channel name', 400);
        return;
      }
      if (channel.startsWith('presence-')) {
        subscriptionError(ws, channel, 'Presence channels are not supported', 400);
        return;
      }
      if (channel.startsWith('private-')) {
        const auth = typeof data.auth === 'string' ? data.auth : '';
        const [authKey, signature] = auth.split(':');
        const expected = signSubscription(secret, ws.socketId, channel);
        if (authKey !== key || !signature || !safeEqualHex(signature, expected)) {
          subscriptionError(ws, channel, 'Invalid signature');
          return;
        }
      }
      if (!ws.subscribed.has(channel)) {
        ws.subscribed.add(channel);
        if (!channels.has(channel)) channels.set(channel, new Set());
        channels.get(channel).add(ws);
      }
      send(ws, frame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }
    if (event === 'pusher:unsubscribe') {
      if (typeof data?.channel === 'string') leave(ws, data.channel);
      return;
    }
    if (typeof event === 'string' && event.startsWith('client-')) {
      send(ws, frame('pusher:error', { code: 4301, message: 'Client events are not enabled' }));
      return;
    }
  }

  function safeParse(s) {
    try {
      return JSON.parse(s);
    } catch {
      return {};
    }
  }

  /** Delivers one event to every socket subscribed to the channels, once per socket per channel. */
  function publish(channelNames, name, data, exceptSocketId) {
    stats.published += 1;
    for (const channel of channelNames) {
      const set = channels.get(channel);
      if (!set) continue;
      const payload = JSON.stringify({ event: name, channel, data });
      for (const ws of set) {
        if (exceptSocketId && ws.socketId === exceptSocketId) continue;
        send(ws, payload);
        stats.delivered += 1;
      }
    }
  }

  function sendJson(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function readBody(req) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      req.on('data', (c) => {
        size += c.length;
        if (size > MAX_BODY) {
          reject(Object.assign(new Error('Body too large'), { status: 413 }));
          req.destroy();
          return;
        }
        chunks.push(c);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
  }

  function validEvent(e) {
    if (!e || typeof e.name !== 'string' || !e.name || e.name.length > EVENT_NAME_MAX)
      return 'Invalid event name';
    const channelsOf = Array.isArray(e.channels)
      ? e.channels
      : typeof e.channel === 'string'
        ? [e.channel]
        : null;
    if (!channelsOf || !channelsOf.length || channelsOf.length > 100) return 'Invalid channels';
    if (!channelsOf.every((c) => typeof c === 'string' && CHANNEL_RE.test(c))) return 'Invalid channel name';
    const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data ?? null);
    if (Buffer.byteLength(data) > MAX_EVENT_DATA) return 'Event data too large';
    return {
      channels: channelsOf,
      name: e.name,
      data,
      socketId: typeof e.socket_id === 'string' ? e.socket_id : undefined,
    };
  }

  async function handleHttp(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/health')) {
      sendJson(res, 200, { ok: true, connections: stats.connections });
      return;
    }
    const m = url.pathname.match(/^\/apps\/([^/]+)\/(events|batch_events|channels)$/);
    if (!m) {
      sendJson(res, 404, { error: 'Not found' });
      return;
    }
    if (decodeURIComponent(m[1]) !== appId) {
      sendJson(res, 404, { error: 'Unknown app' });
      return;
    }
    let body;
    try {
      body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    } catch (err) {
      sendJson(res, err.status ?? 400, { error: err.message });
      return;
    }
    const params = Object.fromEntries(url.searchParams);
    const nowS = Math.floor(Date.now() / 1000);
    if (params.auth_key !== key) return sendJson(res, 401, { error: 'Unknown auth_key' });
    if (!params.auth_timestamp || Math.abs(nowS - Number(params.auth_timestamp)) > TIMESTAMP_SKEW_S) {
      return sendJson(res, 401, { error: 'Timestamp expired' });
    }
    if (req.method === 'POST' && params.body_md5 !== createHash('md5').update(body).digest('hex')) {
      return sendJson(res, 401, { error: 'Invalid body_md5' });
    }
    const expected = signRequest(secret, req.method ?? 'GET', url.pathname, params);
    if (!params.auth_signature || !safeEqualHex(params.auth_signature, expected)) {
      return sendJson(res, 401, { error: 'Invalid signature' });
    }
    if (m[2] === 'channels') {
      if (req.method !== 'GET') return sendJson(res, 405, { error: 'Method not allowed' });
      const list = {};
      for (const [name, set] of channels) list[name] = { subscription_count: set.size };
      return sendJson(res, 200, { channels: list });
    }
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method not allowed' });
    let json;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(res, 400, { error: 'Invalid JSON' });
    }
    const events = m[2] === 'batch_events' ? (Array.isArray(json?.batch) ? json.batch : null) : [json];
    if (!events || !events.length || events.length > 10)
      return sendJson(res, 400, { error: 'Invalid batch' });
    const parsed = events.map(validEvent);
    const bad = parsed.find((p) => typeof p === 'string');
    if (bad) return sendJson(res, 400, { error: bad });
    for (const p of parsed) publish(p.channels, p.name, p.data, p.socketId);
    sendJson(res, 200, m[2] === 'batch_events' ? { batch: parsed.map(() => ({})) } : {});
  }

  // Activity check: ping silent connections, close those that don't answer (Pusher close code 4201).
  const tick = Math.max(50, Math.min(5000, (activityTimeout * 1000) / 4));
  const timer = setInterval(() => {
    const now = Date.now();
    for (const ws of wss.clients) {
      if (ws.pingSentAt && now - ws.pingSentAt > pongTimeout * 1000) {
        ws.close(4201, 'Pong reply not received');
      } else if (!ws.pingSentAt && now - ws.lastSeen > activityTimeout * 1000) {
        ws.pingSentAt = now;
        send(ws, frame('pusher:ping', {}));
      }
    }
  }, tick);
  timer.unref();

  return {
    stats,
    channels,
    publish,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address().port);
        });
      });
    },
    close() {
      clearInterval(timer);
      for (const ws of wss.clients) ws.terminate();
      return new Promise((resolve) => {
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
    },
  };
}
