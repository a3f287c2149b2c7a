#!/usr/bin/env node
// `npm run test:cluster` (run by `npm test` after the build): the shop as several machines run it. Two
// production instances (scripts/server.mjs) on one throwaway PostgreSQL database, with Redis for the rate
// limits and one realtime service (`npm run realtime`), behind nginx (round robin, websockets proxied).
// Checks what a shopper or the staff would notice when instances do not share their state:
//   - both instances start at the same moment on the empty database: migrated and seeded once;
//   - the pending-order sweep is led by exactly one instance;
//   - a stock change made through instance A is on B's product API and page, and on a product page open
//     in a browser, within a second;
//   - failed logins of one account count on both instances together;
//   - a shopper's chat through A reaches staff connected through B, and the answer comes back, live;
//   - an instance killed in the middle of checkouts loses no order: every confirmed order is stored
//     whole and stock equals the initial stock less what the stored orders hold.
// Needs TEST_DATABASE_URL (or PostgreSQL on 127.0.0.1:5432), Redis on REDIS_TEST_URL / 127.0.0.1:6379,
// nginx (installed from Debian's packages when missing and running as root) and a production build.
// What is missing is reported and the run is skipped (exit 0), so a machine without them can still test.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generate } from 'otplib';

const BASE = Number(process.env.CLUSTER_PORT ?? 3500);
const PROXY = BASE;
const REALTIME = BASE + 1;
const PORTS = { a: BASE + 2, b: BASE + 3 };
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/9';

const results = [];
let failed = 0;
const log = (m) => console.log(`cluster: ${m}`);
function check(name, ok, detail = '') {
  results.push({ name, ok });
  if (!ok) failed++;
  console.log(`  ${ok ? '✓' : '✘'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const reachable = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });

function skip(why) {
  log(`skipped: ${why}`);
  process.exit(0);
}

if (!fs.existsSync('.next/BUILD_ID')) skip('no production build (run `npm run build` first)');
if (!(await reachable(Number(new URL(adminUrl).port || 5432)))) skip('no PostgreSQL server');
if (!(await reachable(Number(new URL(redisUrl).port || 6379)))) skip('no Redis server');
let nginx = ['/usr/sbin/nginx', 'nginx'].find((n) => spawnSync(n, ['-v']).status === 0);
if (!nginx && process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
  log('installing nginx from Debian’s packages');
  spawnSync(
    'bash',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null',
    ],
    {
      stdio: 'inherit',
    },
  );
  nginx = ['/usr/sbin/nginx', 'nginx'].find((n) => spawnSync(n, ['-v']).status === 0);
}
if (!nginx) skip('nginx is not installed');

const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'webshop-cluster-'));
const children = [];
const cleanups = [];
const exited = (c) =>
  c.exitCode !== null || c.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => c.once('exit', resolve));
async function cleanup() {
  // SIGTERM, not SIGKILL: nginx's master stops its workers only when it is told to stop.
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.race([Promise.all(children.map(exited)), new Promise((r) => setTimeout(r, 15_000))]);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const f of cleanups.reverse()) await f().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

// One throwaway database, one Redis database emptied for the run.
const dbName = `webshop_cluster_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
cleanups.push(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const { Redis } = await import('ioredis');
const redis = new Redis(redisUrl);
await redis.flushdb();
cleanups.push(async () => {
  await redis.flushdb();
  redis.disconnect();
});

const secret = randomBytes(24).toString('base64url');
const common = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: redisUrl,
  SEED_DEMO: 'true',
  PUSHER_SECRET: secret,
  PUSHER_HOST: '127.0.0.1',
  PUSHER_PORT: String(REALTIME),
  // Browsers reach the realtime service through the proxy, as in a deployment.
  PUSHER_CLIENT_PORT: String(PROXY),
  TRUST_PROXY: '1',
  PAGE_CACHE_TTL_SECONDS: '30',
  VIES_URL: 'http://127.0.0.1:9/vies',
  PAYMENT_PROVIDER: 'test',
};
for (const k of ['MOLLIE_API_KEY', 'SMTP_URL', 'PUBLIC_URL', 'PUSHER_CLUSTER']) delete common[k];

function start(name, args, env) {
  const logFile = path.join(tmp, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', out, out] });
  child.logFile = logFile;
  children.push(child);
  return child;
}
const tail = (child) => fs.readFileSync(child.logFile, 'utf8').split('\n').slice(-15).join('\n');

async function waitReady(port, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const r = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (r?.status === 200) return true;
    await new Promise((res) => setTimeout(res, 500));
  }
  return false;
}

// nginx: round robin over the two instances; the realtime service's websockets and HTTP API under /app/.
const conf = `
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fcgi; uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;
  upstream shop { server 127.0.0.1:${PORTS.a} max_fails=1 fail_timeout=5s; server 127.0.0.1:${PORTS.b} max_fails=1 fail_timeout=5s; keepalive 16; }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${PROXY};
    location /app/ {
      proxy_pass http://127.0.0.1:${REALTIME};
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 360s;
    }
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Only idempotent requests move to the other instance when one fails (nginx's default).
      proxy_next_upstream error timeout http_502;
    }
  }
}`;
fs.writeFileSync(path.join(tmp, 'nginx.conf'), conf);

let exitCode = 0;
try {
  const realtime = start('realtime', ['lib/realtime/server-cli.mjs'], {
    ...common,
    REALTIME_PORT: String(REALTIME),
  });
  const proxy = spawn(nginx, ['-c', path.join(tmp, 'nginx.conf'), '-p', tmp, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  children.push(proxy);

  // 1. Two instances started at the same moment on the empty database.
  const instances = {
    a: start('a', ['scripts/server.mjs'], {
      ...common,
      PORT: String(PORTS.a),
      DATA_DIR: path.join(tmp, 'a'),
    }),
    b: start('b', ['scripts/server.mjs'], {
      ...common,
      PORT: String(PORTS.b),
      DATA_DIR: path.join(tmp, 'b'),
    }),
  };
  const [readyA, readyB] = await Promise.all([waitReady(PORTS.a), waitReady(PORTS.b)]);
  if (!readyA || !readyB) {
    console.error(tail(instances.a), '\n', tail(instances.b), '\n', tail(realtime));
    throw new Error('the instances did not become ready');
  }
  log(`two instances ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  cleanups.push(() => db.end());
  const journal = JSON.parse(fs.readFileSync('lib/db/migrations/meta/_journal.json', 'utf8'));
  const applied = (await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
  const cats = (await db.query('select count(*)::int as n, count(distinct id)::int as d from categories'))
    .rows[0];
  check(
    'started together: migrations applied once, catalogue seeded once',
    applied === journal.entries.length && cats.n > 0 && cats.n === cats.d,
    `${applied}/${journal.entries.length} migrations, ${cats.n} categories`,
  );

  // 2. One leader for the pending-order sweep (its advisory lock, held by one session).
  const countLeaders = async () =>
    (
      await db.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and objid between 800000000 and 899999999",
      )
    ).rows[0].n;
  // The sweep's first tick runs right after start-up.
  let leaders = await countLeaders();
  for (let i = 0; i < 50 && leaders === 0; i++) {
    await new Promise((r) => setTimeout(r, 200));
    leaders = await countLeaders();
  }
  check('the pending-order sweep is led by exactly one instance', leaders === 1, `${leaders} leader(s)`);

  // 3. A stock change through A, seen through B (API, cached page) and in an open browser page.
  const staffEmail = 'staff@cluster.test';
  const staffPassword = 'Geheim12345';
  // Staff log in with a second factor: the account's TOTP secret is provisioned, its codes made here.
  const staffTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const created = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'scripts/create-staff.ts',
      '--email',
      staffEmail,
      '--password',
      staffPassword,
      '--totp-secret',
      staffTotpSecret,
    ],
    { env: common, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`staff:create failed while the instances run: ${created.stderr}`);
  const api = (port, p, init = {}) =>
    fetch(`http://127.0.0.1:${port}/api/portal${p}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-locale': 'nl', ...(init.headers ?? {}) },
    });
  const login = await api(PORTS.a, '/accounts/async-login', {
    method: 'POST',
    body: JSON.stringify({ email: staffEmail, password: staffPassword, remember: false }),
  });
  const pending = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (login.status !== 200 || !pending) throw new Error(`staff login failed: ${login.status}`);
  const verified = await api(PORTS.a, '/accounts/two-factor/verify', {
    method: 'POST',
    headers: { cookie: pending },
    body: JSON.stringify({ code: await generate({ secret: staffTotpSecret }) }),
  });
  const session = (verified.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (verified.status !== 200 || !session) throw new Error(`staff second factor failed: ${verified.status}`);

  const { rows: picked } = await db.query(
    "select p.id, a.path from products p join aliases a on a.route = 'product' and a.target_id = p.id where p.quantity between 3 and 20 and p.active and p.type <> 1 order by p.id limit 1",
  );
  const product = picked[0];
  if (!product) throw new Error('no product with a small stock in the seed');
  const pagePath = product.path.startsWith('/') ? product.path : `/${product.path}`;
  const quantityOn = async (port) => {
    const r = await api(port, `/api/catalog/catalog-products/${product.id}`);
    const j = await r.json();
    return Number(j.data?.quantity ?? j.quantity);
  };
  const pageQuantity = async (port) => {
    const html = await (
      await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: { cookie: 'NEXT_LOCALE=nl' } })
    ).text();
    const m = html.match(new RegExp(`data-quantity="(\\d+)" data-product-id="${product.id}"`));
    return m ? Number(m[1]) : NaN;
  };
  // Warm B: its cached product data and its full-page cache both hold the old stock.
  await quantityOn(PORTS.b);
  const before = await pageQuantity(PORTS.b);
  await pageQuantity(PORTS.b);

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({ locale: 'nl-NL' });
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: `http://127.0.0.1:${PROXY}` },
  ]);
  const page = await context.newPage();
  // The stock channel is live once the realtime server confirms the page's subscription to it.
  const stockChannelLive = new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        const text = String(frame.payload);
        if (text.includes('subscription_succeeded') && text.includes('"channel":"order"')) resolve(true);
      }),
    );
  });
  await page.goto(`http://127.0.0.1:${PROXY}${pagePath}`);
  const badge = page.locator(`[data-testid="stock"][data-product-id="${product.id}"]`).first();
  await badge.waitFor();
  // The page subscribes once the visitor engages (or after idle): a pointer move, as a visitor's.
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 260);
  await Promise.race([stockChannelLive, new Promise((resolve) => setTimeout(resolve, 20_000))]);

  const target = before === 7 ? 8 : 7;
  const change = await api(PORTS.a, `/api/staff/products/${product.id}/stock`, {
    method: 'PATCH',
    headers: { cookie: session, origin: `http://127.0.0.1:${PORTS.a}` },
    body: JSON.stringify({ quantity: target }),
  });
  if (change.status !== 200)
    throw new Error(`stock change through A failed: ${change.status} ${await change.text()}`);
  // The change is made when A answers. From then on B is asked every 100 ms, each request on its own (a
  // busy machine slows every answer down, not only the first fresh one): 'seen' is when the first request
  // that answers the new stock was sent, 'answered' when its answer came back.
  const t0 = Date.now();
  const probe = (read) =>
    new Promise((resolve) => {
      let done = false;
      const timer = setInterval(() => {
        const sent = Date.now() - t0;
        if (done || sent > 5000) {
          clearInterval(timer);
          if (!done) resolve({ sent: Infinity, answered: Infinity });
          return;
        }
        read()
          .then((q) => {
            if (q === target && !done) {
              done = true;
              resolve({ sent, answered: Date.now() - t0 });
            }
          })
          .catch(() => {});
      }, 100);
    });
  const [onApi, onPage, inBrowser] = await Promise.all([
    probe(() => quantityOn(PORTS.b)),
    probe(() => pageQuantity(PORTS.b)),
    probe(async () => Number(await badge.getAttribute('data-quantity'))),
  ]);
  const ms = (p) => `seen ${p.sent} ms, answered ${p.answered} ms`;
  check("a stock change through A is on B's product API within 1 s", onApi.sent < 1000, ms(onApi));
  check("… and on B's (cached) product page within 1 s", onPage.sent < 1000, `${ms(onPage)}, was ${before}`);
  check('… and on a product page open in a browser within 1 s', inBrowser.answered < 1000, ms(inBrowser));

  // 4. Failed logins of one account count on both instances together: after 5 (alternating A and B) each
  // next attempt waits, 1 s, then 2 s, wherever it arrives. The seventh is timed against an attempt for an
  // address without failures sent at the same moment, so a busy machine slows both alike.
  const attempt = async (port, email) => {
    const started = Date.now();
    const r = await api(port, '/accounts/async-login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email, password: 'wrong-password-1', remember: false }),
    });
    return { status: r.status, ms: Date.now() - started };
  };
  const attempts = [];
  for (let i = 0; i < 6; i++) attempts.push(await attempt(i % 2 ? PORTS.b : PORTS.a, staffEmail));
  const [seventh, control] = await Promise.all([
    attempt(PORTS.b, staffEmail),
    attempt(PORTS.b, `nobody-${randomBytes(4).toString('hex')}@cluster.test`),
  ]);
  check(
    'failed logins of one account count on both instances together (the seventh waits 2 s)',
    [...attempts, seventh, control].every((a) => a.status === 422) && seventh.ms - control.ms >= 1200,
    `seventh ${seventh.ms} ms, an address without failures ${control.ms} ms`,
  );

  // 5. A shopper's chat through A reaches staff connected through B, and the answer comes back: both
  // listen on the one realtime service through the proxy, each authorised by the instance they use.
  const { default: Pusher } = await import('pusher-js');
  const listener = (authPort, headers) =>
    new Pusher(common.PUSHER_KEY ?? 'webshop-key', {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: PROXY,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          fetch(`http://127.0.0.1:${authPort}/api/portal/broadcasting/auth`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
            body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
          })
            .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`auth ${r.status}`))))
            .then(
              (j) => callback(null, j),
              (e) => callback(e, null),
            );
        },
      },
    });
  const subscribed = (client, name) =>
    new Promise((resolve, reject) => {
      const ch = client.subscribe(name);
      ch.bind('pusher:subscription_succeeded', () => resolve(ch));
      ch.bind('pusher:subscription_error', (e) =>
        reject(new Error(`subscription ${name}: ${JSON.stringify(e)}`)),
      );
    });
  const nextEvent = (channel, event, match) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), 5000);
      channel.bind(event, (data) => {
        if (match(data)) {
          clearTimeout(timer);
          resolve(data);
        }
      });
    });
  const shopperUid = randomBytes(18).toString('base64url');
  const staffClient = listener(PORTS.b, { cookie: session });
  const shopperClient = listener(PORTS.a, { uid: shopperUid });
  cleanups.push(async () => {
    staffClient.disconnect();
    shopperClient.disconnect();
  });
  try {
    const staffChannel = await subscribed(staffClient, 'private-staff.chat');
    const shopperChannel = await subscribed(shopperClient, `private-user.${shopperUid}`);
    const asShopper = (p, body, method = 'POST') =>
      api(PORTS.a, p, { method, headers: { uid: shopperUid }, body: body && JSON.stringify(body) });
    const opened = await (await asShopper('/chat/live', { page: pagePath })).json();
    const chatId = opened.chat?.id;
    const toStaff = nextEvent(staffChannel, 'ChatMessage', (d) => d.chatId === chatId);
    const sent = await asShopper('/chat/message', { chatId, message: 'Is deze server nog leverbaar?' });
    const atStaff = await toStaff;
    const toShopper = nextEvent(shopperChannel, 'ChatMessage', (d) => d.message?.sender === 'staff');
    const reply = await api(PORTS.b, `/api/staff/chats/${chatId}/messages`, {
      method: 'POST',
      headers: { cookie: session, origin: `http://127.0.0.1:${PORTS.b}` },
      body: JSON.stringify({ message: 'Ja, vandaag besteld is morgen in huis.' }),
    });
    const atShopper = await toShopper;
    const history = await (await asShopper(`/chat/message?chatId=${chatId}`, undefined, 'GET')).json();
    check(
      "a shopper's chat message through A reaches staff connected through B, live",
      sent.status === 201 && atStaff?.message?.body === 'Is deze server nog leverbaar?',
      `sent ${sent.status}, staff ${atStaff ? 'received it' : 'got nothing'}`,
    );
    check(
      "… and staff's answer through B reaches the shopper on A, live and in the history",
      reply.status === 201 &&
        atShopper?.message?.body === 'Ja, vandaag besteld is morgen in huis.' &&
        history.data?.some((m) => m.sender === 'staff'),
      `reply ${reply.status}, shopper ${atShopper ? 'received it' : 'got nothing'}`,
    );
  } catch (err) {
    check('chat across instances', false, String(err.message ?? err));
  }

  // 6. Kill one instance in the middle of checkouts through the proxy: no order lost or half-written.
  const { rows: stocked } = await db.query(
    'select id, quantity as stock from products where quantity >= 50 and active and type <> 1 order by id limit 4',
  );
  const initial = new Map(stocked.map((r) => [r.id, r.stock]));
  const viaProxy = (p, { uid, body, method = 'POST' }) =>
    fetch(`http://127.0.0.1:${PROXY}/api/portal${p}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-locale': 'nl',
        uid,
        'x-forwarded-for': `198.51.100.${(Number.parseInt(uid.slice(0, 2), 36) % 250) + 1}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const address = {
    customerName: 'Jan Jansen',
    address: 'Kerkstraat',
    house: '12a',
    postcode: '1017 GC',
    country: 'NL',
    region: 'Amsterdam',
    email: 'cluster@example.test',
    phone: '+31 6 12345678',
    category: 'private',
  };
  const confirmed = [];
  const answers = { ok: 0, failed: 0 };
  const refusals = new Map();
  const refused = (what, r) => {
    const key = `${what} ${r.status}`;
    if (!refusals.has(key)) refusals.set(key, JSON.stringify(r.data).slice(0, 160));
    answers.failed++;
  };
  async function shopper(i) {
    const uid = randomBytes(12).toString('base64url');
    const productId = stocked[i % stocked.length].id;
    const step = async (p, body) => {
      const r = await viaProxy(p, { uid, body });
      const data = await r.json().catch(() => null);
      return { status: r.status, data };
    };
    const add = await step('/cart/product', { item: { productId, quantity: 1 } });
    if (add.status !== 201) return refused('add', add);
    const orderId = add.data.orderId;
    const data = await step('/cart/pay/data', { orderId, customer: address });
    if (data.status !== 200) return refused('billing', data);
    const delivery = await step('/cart/delivery', { orderId, type: 3, checkboxes: [], form: {} });
    if (delivery.status !== 200) return refused('delivery', delivery);
    const pay = await step('/cart/pay/credit', { orderId, method: 'cashpickup' });
    if (pay.status === 201 || pay.status === 200) {
      confirmed.push(orderId);
      answers.ok++;
    } else refused('confirm', pay);
  }
  const shoppers = Array.from({ length: 40 }, (_, i) => i);
  const run = Promise.all(
    shoppers.map(async (i) => {
      await new Promise((r) => setTimeout(r, i * 60));
      await shopper(i).catch(() => answers.failed++);
    }),
  );
  await new Promise((r) => setTimeout(r, 1200));
  instances.a.kill('SIGKILL');
  log('instance A killed (SIGKILL) in the middle of the checkouts');
  await run;
  for (const [k, v] of refusals) log(`refused: ${k} ${v}`);
  const stored = (
    await db.query("select id from orders where id = any($1::int[]) and status not in ('cart')", [confirmed])
  ).rows.length;
  check(
    'every checkout answered as confirmed is stored as an order',
    stored === confirmed.length && confirmed.length > 0,
    `${confirmed.length} confirmed, ${stored} stored, ${answers.failed} refused or cut off`,
  );
  const { rows: held } = await db.query(
    `select l.product_id as id, coalesce(sum(l.quantity), 0)::int as q
       from order_lines l join orders o on o.id = l.order_id
      where l.product_id = any($1::int[]) and o.status not in ('cart', 'expired', 'canceled')
      group by l.product_id`,
    [[...initial.keys()]],
  );
  const { rows: now } = await db.query(
    'select id, quantity as stock from products where id = any($1::int[])',
    [[...initial.keys()]],
  );
  const heldBy = new Map(held.map((r) => [r.id, r.q]));
  const mismatches = now.filter((r) => r.stock + (heldBy.get(r.id) ?? 0) !== initial.get(r.id));
  check(
    'stock equals the initial stock less what the stored orders hold',
    mismatches.length === 0,
    mismatches
      .map((r) => `product ${r.id}: ${r.stock} + ${heldBy.get(r.id) ?? 0} ≠ ${initial.get(r.id)}`)
      .join(', '),
  );
  const lines = (
    await db.query(
      "select count(*)::int as n from orders o where o.status not in ('cart') and not exists (select 1 from order_lines l where l.order_id = o.id)",
    )
  ).rows[0].n;
  check('no confirmed order without its lines (nothing half-written)', lines === 0, `${lines} without lines`);
  const stillB = (await fetch(`http://127.0.0.1:${PROXY}/readyz`).catch(() => null))?.status;
  check('the proxy keeps serving through the other instance', stillB === 200, `readyz ${stillB}`);
} catch (err) {
  console.error(`cluster: ${err.stack ?? err}`);
  for (const c of children) if (c.logFile) console.error(`--- ${path.basename(c.logFile)}\n${tail(c)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
log(`${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(exitCode || (failed ? 1 : 0));
