import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { readMailFiles } from '@/lib/mail';
import { startRealtime, subscribe, testClient } from '../support/realtime';

const A = 'visitorChatAAAA0001';
const B = 'visitorChatBBBB0002';
// A real 1×1 PNG, and a text file pretending to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FAKE_PNG = Buffer.from('just some text, not an image');

describe.each(backends())('chat API on %s', (backend) => {
  let t: TestDb;
  let rt: Awaited<ReturnType<typeof startRealtime>>;
  let staffConsole: ReturnType<typeof testClient> | undefined;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    rt = await startRealtime();
    // Staff are at work: the chat is staffed unless a test closes the console.
    staffConsole = await openConsole();
  });
  afterAll(async () => {
    staffConsole?.disconnect();
    await rt?.close();
    await t?.close();
  });

  const app = async () => (await import('@/app/api/portal/app')).portalApp;
  const workTime = async () =>
    (
      await (
        await (
          await import('@/app/api/workflow/app')
        ).workflowApp.request('/api/workflow/api/public/work-time')
      ).json()
    ).data;

  /** A realtime client authorised through the app's own endpoint with these headers (session or uid). */
  const appClient = (headers: Record<string, string>) =>
    testClient(rt.port, async (socketId, channel) => {
      const r = await (
        await app()
      ).request('/api/portal/broadcasting/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
      });
      return (await r.json()).auth;
    });

  /** A staff member's chat console: it keeps the staff channel subscribed while open. */
  async function openConsole() {
    const client = appClient((await loginAs({ role: 'staff' })).headers);
    await subscribe(client, 'private-staff.chat');
    return client;
  }
  const json = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    (await app()).request(`/api/portal${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await app()).request(`/api/portal${path}`, { headers });
  const upload = async (
    path: string,
    file: File,
    fields: Record<string, string>,
    headers: Record<string, string>,
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', file);
    return (await app()).request(`/api/portal${path}`, { method: 'POST', body: form, headers });
  };

  it('opens one conversation per visitor, keeps messages, and tells the opening hours', async () => {
    const res = await json('POST', '/chat/live', { page: '/servers' }, { uid: A });
    expect(res.status).toBe(200);
    const live = await res.json();
    expect(live.chat.id).toBeGreaterThan(0);
    expect(live.messages).toEqual([]);
    expect(live.work.timezone).toBe('Europe/Amsterdam');
    expect(typeof live.work.open).toBe('boolean');

    const sent = await json(
      'POST',
      '/chat/message',
      { chatId: live.chat.id, message: '  Hebben jullie R740 op voorraad?  ' },
      { uid: A },
    );
    expect(sent.status).toBe(201);
    expect((await sent.json()).data).toMatchObject({
      sender: 'shopper',
      body: 'Hebben jullie R740 op voorraad?',
    });

    const again = await (await json('POST', '/chat/live', {}, { uid: A })).json();
    expect(again.chat.id).toBe(live.chat.id);
    expect(again.messages.map((m: { body: string }) => m.body)).toEqual(['Hebben jullie R740 op voorraad?']);

    const history = await get(`/chat/message?chatId=${live.chat.id}&recipient=seller&uid=${A}`, { uid: A });
    expect(history.status).toBe(200);
    expect((await history.json()).data).toHaveLength(1);

    const wt = await (
      await import('@/app/api/workflow/app')
    ).workflowApp.request('/api/workflow/api/public/work-time');
    expect((await wt.json()).data.days).toHaveLength(7);
  });

  it('lets nobody else read or write a conversation', async () => {
    const live = await (await json('POST', '/chat/live', {}, { uid: A })).json();
    const id = live.chat.id;
    expect((await get(`/chat/message?chatId=${id}`, { uid: B })).status).toBe(404);
    expect((await get(`/chat/message?chatId=${id}&uid=${A}`, { uid: B })).status).toBe(404);
    expect((await json('POST', '/chat/message', { chatId: id, message: 'hi' }, { uid: B })).status).toBe(404);
    expect((await json('POST', '/event/chat/print', { chatId: id }, { uid: B })).status).toBe(404);
    expect((await json('POST', '/chat/message', { chatId: id, message: 'hi' })).status).toBe(401);
    const customer = await loginAs();
    expect((await get(`/chat/message?chatId=${id}`, { ...customer.headers, uid: B })).status).toBe(404);
    // The staff console is staff-only.
    expect((await get('/api/staff/chats', customer.headers)).status).toBe(403);
    expect((await get('/api/staff/chats')).status).toBe(401);
  });

  it('validates messages (422 with field errors)', async () => {
    const live = await (await json('POST', '/chat/live', {}, { uid: A })).json();
    const empty = await json(
      'POST',
      '/chat/message',
      { chatId: live.chat.id, message: '   ' },
      { uid: A, 'x-locale': 'nl' },
    );
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.message).toEqual(['Dit veld is verplicht']);
    const long = await json(
      'POST',
      '/chat/message',
      { chatId: live.chat.id, message: 'x'.repeat(2001) },
      { uid: A, 'x-locale': 'en' },
    );
    expect((await long.json()).errors.message).toEqual(['At most 2000 characters']);
  });

  it('accepts files by content only, and serves them to the owner and staff only', async () => {
    const live = await (await json('POST', '/chat/live', {}, { uid: A })).json();
    const bad = await upload(
      '/chat/files',
      new File([FAKE_PNG], 'foto.png', { type: 'image/png' }),
      { chatId: String(live.chat.id) },
      { uid: A },
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.file[0]).toContain('niet toegestaan');
    const big = await upload(
      '/chat/files',
      new File([Buffer.alloc(5 * 1024 * 1024 + 1)], 'big.pdf'),
      { chatId: String(live.chat.id) },
      { uid: A },
    );
    expect(big.status).toBe(422);

    const ok = await upload(
      '/chat/files',
      new File([PNG], '../../foto.bin', { type: 'application/octet-stream' }),
      { chatId: String(live.chat.id) },
      { uid: A },
    );
    expect(ok.status).toBe(201);
    const msg = (await ok.json()).data;
    expect(msg.file).toMatchObject({ name: 'foto.bin', contentType: 'image/png', size: PNG.length });

    const mine = await json('POST', '/chat/file/info', { fileId: msg.file.id }, { uid: A });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await json('POST', '/chat/file/info', { fileId: msg.file.id }, { uid: B })).status).toBe(404);
    const staff = await loginAs({ role: 'staff' });
    expect((await json('POST', '/chat/file/info', { fileId: msg.file.id }, staff.headers)).status).toBe(200);
  });

  it('prints an escaped transcript', async () => {
    const live = await (await json('POST', '/chat/live', {}, { uid: A })).json();
    await json(
      'POST',
      '/chat/message',
      { chatId: live.chat.id, message: '<img src=x onerror=alert(1)>' },
      { uid: A },
    );
    const res = await json(
      'POST',
      '/event/chat/print',
      { chatId: live.chat.id },
      { uid: A, 'x-locale': 'nl' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`Chatgesprek #${live.chat.id}`);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('staff see open conversations with unread counts, reply live, and close them', async () => {
    const staff = await loginAs({ role: 'staff' });
    const shopperUid = `visitorChatStaff${backend.slice(0, 3)}`;
    const live = await (await json('POST', '/chat/live', { page: '/product/x' }, { uid: shopperUid })).json();
    await json('POST', '/chat/message', { chatId: live.chat.id, message: 'Eén' }, { uid: shopperUid });
    await json('POST', '/chat/message', { chatId: live.chat.id, message: 'Twee' }, { uid: shopperUid });

    const list = (await (await get('/api/staff/chats', staff.headers)).json()).data;
    const entry = list.find((c: { id: number }) => c.id === live.chat.id);
    expect(entry).toMatchObject({ unread: 2, lastMessage: 'Twee', currentPage: '/product/x' });

    const detail = await (await get(`/api/staff/chats/${live.chat.id}`, staff.headers)).json();
    expect(detail.data.messages).toHaveLength(2);
    const after = (await (await get('/api/staff/chats', staff.headers)).json()).data.find(
      (c: { id: number }) => c.id === live.chat.id,
    );
    expect(after.unread).toBe(0);

    // The shopper's private channel receives the reply live (auth through the app's own endpoint).
    const client = appClient({ uid: shopperUid });
    const got: { message: { body: string; sender: string } }[] = [];
    try {
      const ch = await subscribe(client, `private-user.${shopperUid}`);
      ch.bind('ChatMessage', (d: (typeof got)[number]) => got.push(d));
      const reply = await json(
        'POST',
        `/api/staff/chats/${live.chat.id}/messages`,
        { message: 'Ja, 4 stuks' },
        staff.headers,
      );
      expect(reply.status).toBe(201);
      await expect.poll(() => got.map((g) => g.message.body)).toEqual(['Ja, 4 stuks']);
      expect(got[0].message.sender).toBe('staff');
    } finally {
      client.disconnect();
    }

    const closed = await json('POST', `/api/staff/chats/${live.chat.id}/close`, undefined, staff.headers);
    expect((await closed.json()).data.status).toBe('closed');
    const list2 = (await (await get('/api/staff/chats', staff.headers)).json()).data;
    expect(list2.find((c: { id: number }) => c.id === live.chat.id)).toBeUndefined();
    // A new shopper message reopens it, and the history is still there.
    await json(
      'POST',
      '/chat/message',
      { chatId: live.chat.id, message: 'Nog een vraag' },
      { uid: shopperUid },
    );
    const hist = await (await get(`/chat/message?chatId=${live.chat.id}`, { uid: shopperUid })).json();
    expect(hist.chat.status).toBe('open');
    expect(hist.data.map((m: { body: string }) => m.body)).toEqual([
      'Eén',
      'Twee',
      'Ja, 4 stuks',
      'Nog een vraag',
    ]);
  });

  it('a customer finds their conversation again from another device (uid)', async () => {
    const { headers } = await loginAs();
    const first = await (
      await json('POST', '/chat/live', {}, { ...headers, uid: 'visitorDeviceOne0001' })
    ).json();
    await json(
      'POST',
      '/chat/message',
      { chatId: first.chat.id, message: 'hallo' },
      { ...headers, uid: 'visitorDeviceOne0001' },
    );
    const second = await (
      await json('POST', '/chat/live', {}, { ...headers, uid: 'visitorDeviceTwo0001' })
    ).json();
    expect(second.chat.id).toBe(first.chat.id);
    expect(second.messages).toHaveLength(1);
  });
  it('is staffed while a console is open, whatever the hours; otherwise answers go by e-mail', async () => {
    const hours = await workTime();
    expect(hours.staffed).toBe(true);
    staffConsole?.disconnect();
    staffConsole = undefined;
    await expect.poll(async () => (await workTime()).staffed).toBe(false);
    const status = await workTime();
    // The opening hours still say when the seller is back.
    expect(status.next === null || typeof status.next.time === 'string').toBe(true);

    const guest = `visitorChatAway${backend.slice(0, 3)}01`;
    const live = await (await json('POST', '/chat/live', {}, { uid: guest })).json();
    expect(live.work.staffed).toBe(false);
    expect(live.replyTo).toBeNull();
    const body = { chatId: live.chat.id, message: 'Kunnen jullie mij morgen bellen?' };
    const missing = await json('POST', '/chat/message', body, { uid: guest, 'x-locale': 'nl' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.email).toEqual(['Dit veld is verplicht']);
    const bad = await json('POST', '/chat/message', { ...body, email: 'geen-adres' }, { uid: guest });
    expect(bad.status).toBe(422);
    const before = (await readMailFiles()).length;
    const sent = await json('POST', '/chat/message', { ...body, email: 'jan@example.test' }, { uid: guest });
    expect(sent.status).toBe(201);
    const mails = await readMailFiles();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`Chatbericht #${live.chat.id} buiten bezetting: antwoord per e-mail`);
    expect(mails.at(-1)!.text).toContain('jan@example.test');
    expect(mails.at(-1)!.text).toContain('Kunnen jullie mij morgen bellen?');

    // A logged-in customer is answered at their own address.
    const customer = await loginAs();
    const own = await (
      await json('POST', '/chat/live', {}, { ...customer.headers, uid: `${guest}c` })
    ).json();
    expect(own.replyTo).toBe(customer.customer.email);
    const mine = await json(
      'POST',
      '/chat/message',
      { chatId: own.chat.id, message: 'Graag een offerte' },
      { ...customer.headers, uid: `${guest}c` },
    );
    expect(mine.status).toBe(201);
    expect((await readMailFiles()).at(-1)!.text).toContain(customer.customer.email);

    staffConsole = await openConsole();
    expect((await workTime()).staffed).toBe(true);
  });
});
