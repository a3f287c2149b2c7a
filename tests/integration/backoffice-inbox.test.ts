import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-inbox-'));
// Without a realtime server the opening hours decide whether the chat is staffed; this test closes them.
process.env.REALTIME_ENABLED = 'false';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { call, newUid, stockedProducts } from '../support/shop';
import { loginAs } from '../support/auth';
import { getDb } from '@/lib/db/client';
import { clearCache } from '@/lib/cache';
import { auditLog, inboxReplies, settings, subscribers } from '@/lib/db/schema';
import { readMailFiles } from '@/lib/mail';
import { countUnanswered } from '@/features/backoffice/server/inbox';

// The back office's inbox through the real API: contact messages, pre-order requests and chats left while
// nobody was online, made through the shop's own public forms; replies by e-mail (sent once per key),
// status and assignment with their races; the newsletter's confirmed subscribers and their CSV export.

type Headers = Record<string, string>;

let ipSeq = 0;
/** Each public form post from an address of its own: the forms' rate limits are not what is tested here. */
async function publicCall(method: string, p: string, body: unknown, locale: 'nl' | 'en' = 'nl') {
  const { workflowApp } = await import('@/app/api/workflow/app');
  ipSeq += 1;
  const res = await workflowApp.request(`/api/workflow${p}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-locale': locale,
      'x-client-ip': `10.77.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: await res.json() };
}

async function sendContact(
  email: string,
  opts: { name?: string; message?: string; locale?: 'nl' | 'en' } = {},
) {
  const res = await publicCall(
    'POST',
    '/api/public/contact/form',
    {
      name: opts.name ?? 'Jan de Vries',
      email,
      phone: '020 123 45 67',
      message: opts.message ?? 'Kunnen jullie een R740 met 256 GB geheugen en acht SSDs leveren?',
    },
    opts.locale,
  );
  expect(res.status, JSON.stringify(res.data)).toBe(201);
}

/** Sets a key in the `settings` table and drops the cached copy. */
async function setSetting(key: string, value: unknown) {
  const db = await getDb();
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  clearCache();
}

const inbox = (headers: Headers, query = '', locale: 'nl' | 'en' = 'nl') =>
  call('GET', `/api/staff/inbox?perPage=100${query ? `&${query}` : ''}`, { headers, locale });

type Row = { kind: string; id: number; email: string; status: string; assignee: { id: number } | null };
const find = (rows: Row[], email: string) => rows.find((r) => r.email === email);
const keyOf = () => `k${newUid()}`;

describe.each(backends())('back office inbox on %s', (backend) => {
  let t: TestDb;
  let anna: Awaited<ReturnType<typeof loginAs>>;
  let bram: Awaited<ReturnType<typeof loginAs>>;
  let productId: number;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    // Never open: a chat message goes to the inbox (and the seller's mailbox) with an address to answer.
    await setSetting('work_time', { timezone: 'Europe/Amsterdam', days: [] });
    productId = (await stockedProducts(1, 1))[0].id;
    anna = await loginAs({ role: 'staff' });
    bram = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  it('is for staff with a second factor only', async () => {
    const customer = await loginAs();
    for (const [method, p, body] of [
      ['GET', '/api/staff/inbox', undefined],
      ['GET', '/api/staff/inbox/assignees', undefined],
      ['GET', '/api/staff/inbox/contact/1', undefined],
      ['POST', '/api/staff/inbox/contact/1/reply', { body: 'Hallo', key: keyOf() }],
      ['POST', '/api/staff/inbox/contact/1/status', { status: 'closed', from: 'new' }],
      ['POST', '/api/staff/inbox/contact/1/assign', { assigneeId: null, from: null }],
      ['GET', '/api/staff/subscribers', undefined],
      ['GET', '/api/staff/subscribers/export', undefined],
    ] as const) {
      expect((await call(method, p, { body })).status, p).toBe(401);
      const refused = await call(method, p, { body, headers: customer.headers, locale: 'en' });
      expect(refused.status, p).toBe(403);
      expect(refused.data.message).toBe('Staff only');
    }
  });

  it('lists contact messages, pre-order requests and chats left outside opening hours, newest first', async () => {
    const tag = `${backend}-list`;
    await sendContact(`contact-${tag}@example.test`, { name: 'Carla Contact' });
    const pre = await publicCall('POST', '/api/public/pre-order/form', {
      product_id: productId,
      quantity: 4,
      name: 'Piet Pre',
      email: `pre-${tag}@example.test`,
      phone: '0612345678',
      company: 'Piet BV',
      message: 'Graag vier stuks zodra ze binnen zijn.',
    });
    expect(pre.status).toBe(201);
    const uid = newUid();
    const live = await call('POST', '/chat/live', { uid, body: {}, locale: 'en' });
    expect(live.data.work.staffed).toBe(false);
    const chatMessage = { chatId: live.data.chat.id, message: 'Can you call me back tomorrow morning?' };
    const chat = await call('POST', '/chat/message', {
      uid,
      locale: 'en',
      body: { ...chatMessage, email: `chat-${tag}@example.test` },
    });
    expect(chat.status).toBe(201);

    const list = await inbox(anna.headers);
    expect(list.status).toBe(200);
    const rows = list.data.data as Row[];
    const mine = rows.filter((r) => r.email.endsWith(`${tag}@example.test`));
    expect(mine.map((r) => r.kind)).toEqual(['chat', 'preorder', 'contact']);
    expect(mine.every((r) => r.status === 'new' && r.assignee === null)).toBe(true);
    expect(find(rows, `pre-${tag}@example.test`)).toMatchObject({
      name: 'Piet Pre',
      product: { id: productId },
      excerpt: 'Graag vier stuks zodra ze binnen zijn.',
    });
    expect(find(rows, `chat-${tag}@example.test`)).toMatchObject({
      kind: 'chat',
      id: live.data.chat.id,
      locale: 'en',
      excerpt: chatMessage.message,
      replies: 0,
    });
    expect(list.data.meta).toMatchObject({ page: 1, perPage: 100, total: rows.length });
    expect(await countUnanswered()).toBe(rows.filter((r) => r.status === 'new').length);

    // Filters and search (name, e-mail address, text; a chat's every shopper message).
    const ids = async (query: string) =>
      ((await inbox(anna.headers, query)).data.data as Row[]).map((r) => `${r.kind}:${r.email}`);
    expect(await ids('kind=preorder')).toEqual(expect.arrayContaining([`preorder:pre-${tag}@example.test`]));
    expect((await ids('kind=preorder')).every((k) => k.startsWith('preorder:'))).toBe(true);
    expect(await ids(`q=${encodeURIComponent('carla contact')}`)).toEqual([
      `contact:contact-${tag}@example.test`,
    ]);
    expect(await ids('q=call%20me%20back')).toEqual([`chat:chat-${tag}@example.test`]);
    expect(await ids(`q=PRE-${tag}`)).toEqual([`preorder:pre-${tag}@example.test`]);
    expect(await ids('q=100%25')).toEqual([]);
    // Paged on the server.
    const one = await call('GET', '/api/staff/inbox?perPage=1&page=2', { headers: anna.headers });
    expect(one.data.data).toHaveLength(1);
    expect(one.data.meta).toMatchObject({ page: 2, perPage: 1, lastPage: rows.length });

    // A chat not left outside opening hours is not in the inbox.
    const other = await call('POST', '/chat/live', { uid: newUid(), body: {} });
    expect(
      (await call('GET', `/api/staff/inbox/chat/${other.data.chat.id}`, { headers: anna.headers })).status,
    ).toBe(404);

    const bad = await call('GET', '/api/staff/inbox?status=lost&kind=fax&assignee=someone&perPage=1000', {
      headers: anna.headers,
      locale: 'en',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['assignee', 'kind', 'perPage', 'status']);
    expect(bad.data.errors.assignee).toEqual(['Choose someone from the list']);
  });

  it('opens a message with its product, the customer account with its address, and a chat with its conversation', async () => {
    const tag = `${backend}-detail`;
    const account = await loginAs({ email: `klant-${tag}@example.test` });
    await sendContact(`klant-${tag}@example.test`);
    await publicCall('POST', '/api/public/pre-order/form', {
      product_id: productId,
      quantity: 2,
      name: 'Pieter',
      email: `pre-${tag}@example.test`,
      phone: '0612345678',
    });
    const rows = (await inbox(anna.headers, `q=${tag}`)).data.data as Row[];
    const contact = find(rows, `klant-${tag}@example.test`)!;
    const detail = await call('GET', `/api/staff/inbox/contact/${contact.id}`, { headers: anna.headers });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      kind: 'contact',
      name: 'Jan de Vries',
      phone: '020 123 45 67',
      status: 'new',
      customer: { id: account.customer.id, customerNumber: account.customer.customerNumber },
      replies: [],
      events: [],
    });
    const pre = find(rows, `pre-${tag}@example.test`)!;
    const preDetail = await call('GET', `/api/staff/inbox/preorder/${pre.id}`, {
      headers: anna.headers,
      locale: 'en',
    });
    expect(preDetail.data).toMatchObject({ quantity: 2, customer: null, product: { id: productId } });
    expect(preDetail.data.product.path).toMatch(/^\//);

    // A chat: the whole conversation; a logged-in shopper's own account.
    const uid = newUid();
    const live = await call('POST', '/chat/live', { uid, headers: account.headers, body: {} });
    await call('POST', '/chat/message', {
      uid,
      headers: account.headers,
      body: { chatId: live.data.chat.id, message: 'Eerste vraag' },
    });
    await call('POST', '/chat/message', {
      uid,
      headers: account.headers,
      body: { chatId: live.data.chat.id, message: 'Tweede vraag' },
    });
    const chat = await call('GET', `/api/staff/inbox/chat/${live.data.chat.id}`, { headers: anna.headers });
    expect(chat.data).toMatchObject({
      email: `klant-${tag}@example.test`,
      text: 'Tweede vraag',
      customer: { id: account.customer.id },
    });
    expect(chat.data.conversation.map((l: { body: string }) => l.body)).toEqual([
      'Eerste vraag',
      'Tweede vraag',
    ]);

    for (const p of ['/api/staff/inbox/contact/99999999', '/api/staff/inbox/preorder/99999999']) {
      const missing = await call('GET', p, { headers: anna.headers, locale: 'en' });
      expect(missing.status).toBe(404);
    }
    const badKind = await call('GET', '/api/staff/inbox/fax/1', { headers: anna.headers });
    expect(badKind.status).toBe(422);
    expect(Object.keys(badKind.data.errors)).toEqual(['kind']);
  });

  it("replies by e-mail in the message's language, keeps the reply and marks the message answered", async () => {
    const tag = `${backend}-reply`;
    await sendContact(`en-${tag}@example.test`, { name: 'Emma English', locale: 'en' });
    await sendContact(`nl-${tag}@example.test`, {
      name: 'Nina',
      message: 'Hebben jullie ook rails voor een DL380 Gen10?',
    });
    const rows = (await inbox(anna.headers, `q=${tag}`)).data.data as Row[];
    const en = find(rows, `en-${tag}@example.test`)!;
    const nl = find(rows, `nl-${tag}@example.test`)!;

    const sent = await call('POST', `/api/staff/inbox/contact/${en.id}/reply`, {
      headers: anna.headers,
      body: { body: 'Yes, we can deliver it next week.', key: keyOf() },
    });
    expect(sent.status, JSON.stringify(sent.data)).toBe(201);
    expect(sent.data.repeated).toBe(false);
    expect(sent.data.item).toMatchObject({ status: 'answered' });
    expect(sent.data.item.replies).toEqual([
      expect.objectContaining({
        staffName: anna.customer.name,
        toEmail: `en-${tag}@example.test`,
        body: 'Yes, we can deliver it next week.',
        locale: 'en',
        subject: 'Re: your message to ServerStore',
      }),
    ]);
    expect(sent.data.item.replies[0].sentAt).not.toBeNull();
    expect(sent.data.item.events).toEqual([
      expect.objectContaining({ action: 'reply', actor: anna.customer.name }),
    ]);
    const mails = (await readMailFiles()).filter((m) => m.to === `en-${tag}@example.test`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Re: your message to ServerStore');
    expect(mails[0].text).toContain('Dear Emma English,');
    expect(mails[0].text).toContain('Yes, we can deliver it next week.');
    expect(mails[0].text).toContain('Kind regards,');
    expect(mails[0].text).toContain('> Kunnen jullie een R740');
    expect(mails[0].messageId).toBe(sent.data.item.replies[0].mailId);

    const nlSent = await call('POST', `/api/staff/inbox/contact/${nl.id}/reply`, {
      headers: bram.headers,
      body: { body: 'Ja, die hebben we op voorraad.', key: keyOf() },
    });
    expect(nlSent.status).toBe(201);
    const nlMail = (await readMailFiles()).find((m) => m.to === `nl-${tag}@example.test`)!;
    expect(nlMail.subject).toBe('Re: je bericht aan ServerStore');
    expect(nlMail.text).toMatch(
      /^Beste Nina,\n\nJa, die hebben we op voorraad\.\n\nMet vriendelijke groet,\n/,
    );
    expect(nlMail.text).toContain('> Hebben jullie ook rails voor een DL380 Gen10?');

    // The reply is kept with the message, and the message no longer counts as unanswered.
    const after = (await inbox(anna.headers, `q=${tag}&status=answered`)).data.data as Row[];
    expect(after.map((r) => r.email).sort()).toEqual([`en-${tag}@example.test`, `nl-${tag}@example.test`]);
    expect((await inbox(anna.headers, `q=${tag}&status=new`)).data.data).toEqual([]);
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, `contact:${en.id}`)));
    expect(audit).toEqual([expect.objectContaining({ actorId: anna.customer.id, action: 'reply' })]);
  });

  it('sends a reply once when the same click arrives twice, also at the same moment', async () => {
    const tag = `${backend}-twice`;
    await sendContact(`twice-${tag}@example.test`);
    const [row] = (await inbox(anna.headers, `q=twice-${tag}`)).data.data as Row[];
    const reply = { body: 'Dank voor je bericht, we bellen je morgen.', key: keyOf() };
    const url = `/api/staff/inbox/contact/${row.id}/reply`;
    const both = await Promise.all([
      call('POST', url, { headers: anna.headers, body: reply }),
      call('POST', url, { headers: anna.headers, body: reply }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both.find((r) => r.status === 200)!.data.repeated).toBe(true);
    const again = await call('POST', url, { headers: anna.headers, body: reply });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ repeated: true, item: { status: 'answered' } });
    expect(again.data.item.replies).toHaveLength(1);
    expect((await readMailFiles()).filter((m) => m.to === `twice-${tag}@example.test`)).toHaveLength(1);
    // The key belongs to this reply: on another message it is refused.
    await sendContact(`other-${tag}@example.test`);
    const [other] = (await inbox(anna.headers, `q=other-${tag}`)).data.data as Row[];
    const misused = await call('POST', `/api/staff/inbox/contact/${other.id}/reply`, {
      headers: anna.headers,
      body: reply,
    });
    expect(misused.status).toBe(422);
    expect(Object.keys(misused.data.errors)).toEqual(['key']);
    const stored = await (
      await getDb()
    )
      .select()
      .from(inboxReplies)
      .where(eq(inboxReplies.requestKey, reply.key));
    expect(stored).toHaveLength(1);
  });

  it('answers bad replies with 422 at the field in both languages, and an unknown message with 404', async () => {
    await sendContact(`bad-${backend}@example.test`);
    const [row] = (await inbox(anna.headers, `q=bad-${backend}`)).data.data as Row[];
    const url = `/api/staff/inbox/contact/${row.id}/reply`;
    const empty = await call('POST', url, { headers: anna.headers, body: { body: '  ', key: keyOf() } });
    expect(empty.status).toBe(422);
    expect(empty.data.errors.body).toEqual(['Dit veld is verplicht']);
    const long = await call('POST', url, {
      headers: anna.headers,
      locale: 'en',
      body: { body: 'x'.repeat(5001), key: 'short' },
    });
    expect(long.status).toBe(422);
    expect(long.data.message).toBe('Invalid data');
    expect(long.data.errors.body).toEqual(['At most 5000 characters']);
    expect(long.data.errors.key).toEqual(['Invalid request; reload the page']);
    const missing = await call('POST', '/api/staff/inbox/preorder/99999999/reply', {
      headers: anna.headers,
      body: { body: 'Hallo daar', key: keyOf() },
    });
    expect(missing.status).toBe(404);
    expect(
      (await readMailFiles()).filter(
        (m) => m.to === `bad-${backend}@example.test` && m.subject.startsWith('Re:'),
      ),
    ).toEqual([]);
  });

  it('sets the status and the assignee, audited, with a 409 naming who changed it first', async () => {
    const tag = `${backend}-state`;
    await sendContact(`state-${tag}@example.test`);
    const [row] = (await inbox(anna.headers, `q=state-${tag}`)).data.data as Row[];
    const base = `/api/staff/inbox/contact/${row.id}`;

    const assigned = await call('POST', `${base}/assign`, {
      headers: anna.headers,
      body: { assigneeId: bram.customer.id, from: null },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.data.item.assignee).toEqual({ id: bram.customer.id, name: bram.customer.name });
    const bramsRows = (await inbox(bram.headers, `assignee=mine&q=${tag}`)).data.data as Row[];
    expect(bramsRows.map((r) => r.id)).toEqual([row.id]);
    expect((await inbox(anna.headers, `assignee=mine&q=${tag}`)).data.data).toEqual([]);
    expect((await inbox(anna.headers, `assignee=unassigned&q=${tag}`)).data.data).toEqual([]);
    expect(
      ((await inbox(anna.headers, `assignee=${bram.customer.id}&q=${tag}`)).data.data as Row[]).length,
    ).toBe(1);
    // The same assignment again is no change; a colleague who saw it unassigned hears who was first.
    const same = await call('POST', `${base}/assign`, {
      headers: anna.headers,
      body: { assigneeId: bram.customer.id, from: null },
    });
    expect(same.data.repeated).toBe(true);
    const late = await call('POST', `${base}/assign`, {
      headers: bram.headers,
      body: { assigneeId: anna.customer.id, from: null },
      locale: 'en',
    });
    expect(late.status).toBe(409);
    expect(late.data.message).toBe(
      `This message has been changed in the meantime by ${anna.customer.name}. Look at how it stands now.`,
    );
    // Only staff can be given a message.
    const customer = await loginAs();
    const notStaff = await call('POST', `${base}/assign`, {
      headers: anna.headers,
      body: { assigneeId: customer.customer.id, from: bram.customer.id },
    });
    expect(notStaff.status).toBe(422);
    expect(notStaff.data.errors.assigneeId).toEqual(['Kies een medewerker uit de lijst']);

    const closed = await call('POST', `${base}/status`, {
      headers: bram.headers,
      body: { status: 'closed', from: 'new' },
    });
    expect(closed.status).toBe(200);
    expect(closed.data.item).toMatchObject({ status: 'closed' });
    const stale = await call('POST', `${base}/status`, {
      headers: anna.headers,
      body: { status: 'answered', from: 'new' },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toBe(
      `Dit bericht is intussen gewijzigd door ${bram.customer.name}. Bekijk de huidige stand.`,
    );
    const reopened = await call('POST', `${base}/status`, {
      headers: anna.headers,
      body: { status: 'new', from: 'closed' },
    });
    expect(reopened.data.item.status).toBe('new');
    expect(
      reopened.data.item.events.map((e: { action: string; data: unknown }) => [e.action, e.data]),
    ).toEqual([
      ['assign', { from: null, to: bram.customer.id }],
      ['status', { from: 'new', to: 'closed' }],
      ['status', { from: 'closed', to: 'new' }],
    ]);
    const bad = await call('POST', `${base}/status`, {
      headers: anna.headers,
      body: { status: 'done', from: 'new' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['status']);
    const missing = await call('POST', '/api/staff/inbox/contact/99999999/status', {
      headers: anna.headers,
      body: { status: 'closed', from: 'new' },
    });
    expect(missing.status).toBe(404);
  });

  it('lets one of two staff members change a status at the same moment; the other hears why', async () => {
    await sendContact(`race-${backend}@example.test`);
    const [row] = (await inbox(anna.headers, `q=race-${backend}`)).data.data as Row[];
    const base = `/api/staff/inbox/contact/${row.id}/status`;
    const both = await Promise.all([
      call('POST', base, { headers: anna.headers, body: { status: 'closed', from: 'new' } }),
      call('POST', base, { headers: bram.headers, body: { status: 'answered', from: 'new' } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, `contact:${row.id}`)));
    expect(audit).toHaveLength(1);
  });

  it('puts a chat answered before back to new when the shopper writes again outside opening hours', async () => {
    const uid = newUid();
    const email = `again-${backend}@example.test`;
    const live = await call('POST', '/chat/live', { uid, body: {} });
    const chatId = live.data.chat.id;
    await call('POST', '/chat/message', { uid, body: { chatId, message: 'Eerste bericht', email } });
    const reply = await call('POST', `/api/staff/inbox/chat/${chatId}/reply`, {
      headers: anna.headers,
      body: { body: 'We hebben je per mail geantwoord.', key: keyOf() },
    });
    expect(reply.status).toBe(201);
    expect(reply.data.item.status).toBe('answered');
    const mail = (await readMailFiles()).find((m) => m.to === email && m.subject.startsWith('Re:'))!;
    expect(mail.subject).toBe('Re: je chatbericht aan ServerStore');
    expect(mail.text).toContain('> Eerste bericht');
    await call('POST', '/chat/message', { uid, body: { chatId, message: 'Nog een vraag', email } });
    const detail = await call('GET', `/api/staff/inbox/chat/${chatId}`, { headers: anna.headers });
    expect(detail.data).toMatchObject({ status: 'new', text: 'Nog een vraag' });
    expect(detail.data.replies).toHaveLength(1);
  });

  it('lists confirmed newsletter subscribers only, and exports them as CSV in the chosen language', async () => {
    const db = await getDb();
    const signUp = async (name: string, email: string, locale: 'nl' | 'en') => {
      const res = await publicCall('PUT', '/api/subscribers/type/subscriber', { name, email }, locale);
      expect(res.status).toBe(201);
      const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
      return row.token;
    };
    const confirmed = `bevestigd-${backend}@example.test`;
    const english = `confirmed-${backend}@example.test`;
    const pending = `wacht-${backend}@example.test`;
    for (const [name, email, locale] of [
      ['Bea Bevestigd', confirmed, 'nl'],
      ['Connie Confirmed', english, 'en'],
    ] as const) {
      const token = await signUp(name, email, locale);
      expect((await publicCall('POST', '/api/subscribers/confirm', { token })).status).toBe(200);
    }
    await signUp('Walter Wacht', pending, 'nl');

    const list = await call('GET', '/api/staff/subscribers?perPage=100', { headers: anna.headers });
    expect(list.status).toBe(200);
    const emails = list.data.data.map((r: { email: string }) => r.email);
    expect(emails).toEqual(expect.arrayContaining([confirmed, english]));
    expect(emails).not.toContain(pending);
    expect(list.data.data.find((r: { email: string }) => r.email === english)).toMatchObject({
      name: 'Connie Confirmed',
      locale: 'en',
    });
    const found = await call('GET', `/api/staff/subscribers?q=connie`, { headers: anna.headers });
    expect(found.data.data.map((r: { email: string }) => r.email)).toEqual([english]);
    const paged = await call('GET', '/api/staff/subscribers?perPage=1&page=2', { headers: anna.headers });
    expect(paged.data.meta).toMatchObject({ page: 2, perPage: 1, total: emails.length });

    const nl = await call('GET', '/api/staff/subscribers/export?lang=nl', { headers: anna.headers });
    expect(nl.status).toBe(200);
    expect(nl.headers.get('content-type')).toContain('text/csv');
    expect(nl.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nieuwsbrief-abonnees-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const nlText = (nl.data as Buffer).toString('utf8');
    expect(nlText.charCodeAt(0)).toBe(0xfeff);
    const nlLines = nlText.slice(1).trimEnd().split('\r\n');
    expect(nlLines[0]).toBe('E-mailadres;Naam;Taal;Bevestigd op');
    expect(nlLines.find((l) => l.startsWith(`${english};`))).toMatch(
      new RegExp(`^${english};Connie Confirmed;Engels;\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
    );
    expect(nlText).not.toContain(pending);
    expect(nlLines).toHaveLength(emails.length + 1);
    const en = await call('GET', '/api/staff/subscribers/export?lang=en', { headers: anna.headers });
    const enLines = (en.data as Buffer).toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(enLines[0]).toBe('E-mail address,Name,Language,Confirmed on');
    expect(enLines.find((l) => l.startsWith(`${confirmed},`))).toContain(',Bea Bevestigd,Dutch,');
    expect(
      (await call('GET', '/api/staff/subscribers/export?lang=de', { headers: anna.headers })).status,
    ).toBe(422);
  });

  it('counts unanswered messages over the three kinds', async () => {
    const before = await countUnanswered();
    await sendContact(`count-${backend}@example.test`);
    expect(await countUnanswered()).toBe(before + 1);
    const [row] = (await inbox(anna.headers, `q=count-${backend}`)).data.data as Row[];
    await call('POST', `/api/staff/inbox/contact/${row.id}/status`, {
      headers: anna.headers,
      body: { status: 'closed', from: 'new' },
    });
    expect(await countUnanswered()).toBe(before);
  });
});
