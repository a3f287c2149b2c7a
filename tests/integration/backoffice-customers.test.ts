import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-customers-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startFakeVies } from '../../scripts/fake-vies.mjs';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { validRegistration } from '../support/registration';
import { businessAddress, call, newUid, privateAddress, stockedProducts } from '../support/shop';
import { getDb } from '@/lib/db/client';
import {
  auditLog,
  chatMessages,
  chats,
  contactMessages,
  customerAddresses,
  customerNotes,
  customerProfiles,
  customers,
  orders,
  reviews,
  sessions,
  subscribers,
} from '@/lib/db/schema';
import { registerSchema } from '@/features/accounts/schemas';
import { addAddress, registerCustomer } from '@/features/accounts/server/profiles';
import { setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';

// The back office's customers through the real API: list and search, a customer's page, the status
// discount, notes, blocking (the login refuses, sessions end), the GDPR export and erasure, and races.

let vies: Awaited<ReturnType<typeof startFakeVies>>;
beforeAll(async () => {
  vies = await startFakeVies(0);
  process.env.VIES_URL = vies.url;
  process.env.VIES_TIMEOUT_MS = '2000';
  setTestWebhookTransport(async (url, id) => {
    const { portalApp } = await import('@/app/api/portal/app');
    await portalApp.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    });
  });
});
afterAll(async () => vies?.close());

type Headers = Record<string, string>;
const PASSWORD = 'Geheim12345';
let n = 0;
/** A run-unique word, so searches find this test's customers only. */
const run = `r${Date.now().toString(36)}`;

/** A customer registered with the full profile of spec §3 (business, KvK, VAT number). */
async function registered(fields: Partial<typeof validRegistration> = {}) {
  n += 1;
  const input = registerSchema.parse({
    ...validRegistration,
    email: `klant${n}-${run}@example.test`,
    kvk: String(10_000_000 + n * 7919 + Math.floor(Math.random() * 1000)).slice(0, 8),
    ...fields,
  });
  return registerCustomer(input, null);
}

/** Signs in through the real login; the session's headers. */
async function signIn(email: string, locale: 'nl' | 'en' = 'nl') {
  const res = await call('POST', '/accounts/async-login', { body: { email, password: PASSWORD }, locale });
  return res.status === 200 ? { status: 200, headers: { cookie: `session=${res.data.token}` } } : res;
}

/** A confirmed order of a signed-in customer: paid by iDEAL (test provider) or on account (unpaid). */
async function orderAs(
  headers: Headers,
  productId: number,
  how: 'paid' | 'account',
  address: Record<string, string> = privateAddress,
) {
  const h = { uid: newUid(), headers };
  const add = await call('POST', '/cart/product', { ...h, body: { item: { productId, quantity: 1 } } });
  expect(add.status).toBe(201);
  const orderId: number = add.data.orderId;
  const saved = await call('POST', '/cart/pay/data', { ...h, body: { orderId, customer: address } });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  expect(
    (await call('POST', '/cart/delivery', { ...h, body: { orderId, type: 1, checkboxes: [], form: {} } }))
      .status,
  ).toBe(200);
  if (how === 'account') {
    const placed = await call('POST', '/cart/pay/credit', { ...h, body: { orderId, method: 'oprekening' } });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  } else {
    const bank = await call('POST', '/cart/pay/bank', { ...h, body: { orderId, method: 'ideal' } });
    expect(bank.status, JSON.stringify(bank.data)).toBe(201);
    await call('POST', `/pay/test/${String(bank.data.url).split('/pay/test/')[1]}`, {
      body: { status: 'paid' },
    });
  }
  return orderId;
}

const ids = (res: { data: { data: { id: number }[] } }) => res.data.data.map((r) => r.id);

describe.each(backends())('back office customers on %s', (backend) => {
  let t: TestDb;
  let productId: number;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let bram: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    productId = (await stockedProducts(50, 1))[0].id;
    anna = await loginAs({ role: 'staff' });
    bram = await loginAs({ role: 'admin' });
  });
  afterAll(async () => t?.close());

  const get = (p: string, headers: Headers = anna.headers, locale: 'nl' | 'en' = 'nl') =>
    call('GET', `/api/staff/customers${p}`, { headers, locale });
  const post = (p: string, body?: unknown, headers: Headers = anna.headers, locale: 'nl' | 'en' = 'nl') =>
    call('POST', `/api/staff/customers${p}`, { headers, body: body ?? {}, locale });

  it('is for staff only, and knows no staff accounts', async () => {
    const c = await registered();
    const paths: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', `/${c.id}`],
      ['GET', `/${c.id}/export`],
      ['PUT', `/${c.id}/status-discount`, { percent: 5, from: 0 }],
      ['POST', `/${c.id}/notes`, { body: 'Hallo' }],
      ['POST', `/${c.id}/block`, {}],
      ['POST', `/${c.id}/unblock`, {}],
      ['POST', `/${c.id}/erase`, { confirm: c.customerNumber }],
    ];
    const shopper = await loginAs();
    for (const [method, p, body] of paths) {
      const url = `/api/staff/customers${p}`;
      expect((await call(method, url, { body })).status, `${method} ${p}`).toBe(401);
      expect((await call(method, url, { body, headers: shopper.headers })).status, `${method} ${p}`).toBe(
        403,
      );
    }
    // A staff member's or an admin's account is not a customer here, nor is an id nobody has.
    for (const id of [anna.customer.id, bram.customer.id, 999_999]) {
      for (const [method, p, body] of paths.slice(1)) {
        const res = await call(method, `/api/staff/customers${p.replace(String(c.id), String(id))}`, {
          body,
          headers: anna.headers,
        });
        expect(res.status, `${method} ${p} as ${id}`).toBe(404);
      }
    }
    const [row] = await (await getDb()).select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ statusDiscount: 0, blockedAt: null, erasedAt: null });
    expect((await get('/abc')).status).toBe(422);
  });

  it('lists customers a page at a time, found by name, e-mail, company, number, KvK and VAT number', async () => {
    // A word only this test's names and companies hold (the e-mail addresses of every test hold `run`).
    const mark = `zk${run}`;
    const a = await registered({ username: `Anna Zoeker ${mark}`, companyName: `Zoekbedrijf ${mark} BV` });
    const b = await registered({ username: `Bert Zoeker ${mark}`, companyName: 'Ander BV' });
    const consumer = await registered({
      username: `Carla Zoeker ${mark}`,
      category: 'private',
      companyName: 'Thuis',
      kvk: '',
      btw: '',
    });
    const [kvkOfB] = await (
      await getDb()
    )
      .select({ kvk: customerProfiles.kvk })
      .from(customerProfiles)
      .where(eq(customerProfiles.customerId, b.id));
    // Bert orders twice (one paid), Anna once on account.
    const bert = (await signIn(b.email)) as { headers: Headers };
    await orderAs(bert.headers, productId, 'paid');
    await orderAs(bert.headers, productId, 'account');
    await orderAs(((await signIn(a.email)) as { headers: Headers }).headers, productId, 'account');

    const all = await get(`?q=${mark}&perPage=100`);
    expect(all.status).toBe(200);
    // Newest first; staff accounts are never customers.
    expect(ids(all)).toEqual([consumer.id, b.id, a.id]);
    expect(all.data.meta).toMatchObject({ total: 3, page: 1, perPage: 100, lastPage: 1 });
    const rowB = all.data.data[1];
    expect(rowB).toMatchObject({
      customerNumber: b.customerNumber,
      name: `Bert Zoeker ${mark}`,
      company: 'Ander BV',
      email: b.email,
      business: true,
      orders: 2,
      statusDiscount: 0,
      blocked: false,
      erased: false,
    });
    expect(rowB.spent).toBeGreaterThan(0);
    expect(all.data.data[0]).toMatchObject({ business: false, orders: 0, spent: 0, company: 'Thuis' });
    expect(all.data.data[2]).toMatchObject({ orders: 1, spent: 0 });

    for (const [q, want] of [
      [`anna zoeker ${mark}`, a.id],
      [a.email.toUpperCase(), a.id],
      [`zoekbedrijf ${mark}`, a.id],
      [b.customerNumber.toLowerCase(), b.id],
      [kvkOfB.kvk!, b.id],
    ] as const) {
      const found = await get(`?q=${encodeURIComponent(q)}`);
      expect(ids(found), q).toEqual([want]);
    }
    // The VAT number, typed with spaces and dots as on a letterhead.
    expect(ids(await get(`?q=${encodeURIComponent('nl 0044.95445 b01')}&perPage=100`))).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(ids(await get(`?q=${encodeURIComponent('NL004495445B01')}&perPage=100`))).not.toContain(
      consumer.id,
    );
    expect(ids(await get(`?q=${encodeURIComponent('%')}&perPage=100`))).not.toContain(a.id);

    // Sorted by orders and by spending; by name; a page at a time.
    expect(ids(await get(`?q=${mark}&sort=orders`))).toEqual([b.id, a.id, consumer.id]);
    expect(ids(await get(`?q=${mark}&sort=spent`))[0]).toBe(b.id);
    expect(ids(await get(`?q=${mark}&sort=name`))).toEqual([a.id, b.id, consumer.id]);
    expect(ids(await get(`?q=${mark}&sort=oldest`))).toEqual([a.id, b.id, consumer.id]);
    const second = await get(`?q=${mark}&perPage=1&page=2`);
    expect(ids(second)).toEqual([b.id]);
    expect(second.data.meta).toMatchObject({ total: 3, page: 2, perPage: 1, lastPage: 3 });
    expect(ids(await get(`?q=${mark}&perPage=2&page=9`))).toEqual([]);

    const bad = await get('?perPage=1000&sort=richest&page=0', anna.headers, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['page', 'perPage', 'sort']);
    expect((await get(`?q=${'x'.repeat(101)}`)).data.errors.q).toEqual(['Maximaal 100 tekens']);
  });

  it("shows a customer's profile, addresses, orders, VAT state and log", async () => {
    const c = await registered({ username: 'Dirk Detail', companyName: 'Detail BV' });
    await addAddress(c.id, {
      name: 'Magazijn',
      address: 'Havenweg',
      house: '4',
      postcode: '3011 AA',
      city: 'Rotterdam',
      country: 'NL',
    });
    const page = await get(`/${c.id}`);
    expect(page.status).toBe(200);
    expect(page.data.customer).toMatchObject({
      id: c.id,
      customerNumber: c.customerNumber,
      name: 'Dirk Detail',
      companyName: 'Detail BV',
      business: true,
      statusDiscount: 0,
      blockedAt: null,
      erasedAt: null,
      twoFactor: false,
    });
    expect(page.data.customer).not.toHaveProperty('passwordHash');
    expect(page.data.profile).toMatchObject({
      city: 'Amsterdam',
      btw: 'NL004495445B01',
      category: 'business',
    });
    expect(page.data.addresses).toEqual([expect.objectContaining({ name: 'Magazijn', city: 'Rotterdam' })]);
    expect(page.data.orders).toEqual([]);
    // No order carried the number yet: nothing is known from VIES (the page does not ask it).
    expect(page.data.vat).toEqual({ state: 'notChecked', number: 'NL004495445B01' });

    const dirk = (await signIn(c.email)) as { headers: Headers };
    const first = await orderAs(dirk.headers, productId, 'paid', {
      ...businessAddress('NL', 'NL004495445B01'),
      kvk: '12345678',
      email: c.email,
    });
    const second = await orderAs(dirk.headers, productId, 'account');
    const after = (await get(`/${c.id}`)).data;
    expect(after.orders.map((o: { id: number }) => o.id)).toEqual([second, first]);
    expect(after.orders[1]).toMatchObject({
      number: `WS-${String(first).padStart(6, '0')}`,
      status: 'paid',
      paid: true,
    });
    expect(after.orders[0]).toMatchObject({ status: 'awaiting_payment', paid: false });
    expect(after.stats.orders).toBe(2);
    expect(after.stats.spent).toBe(after.orders[1].totalInclVat);
    // A Dutch number: VAT charged either way, no VIES evidence kept with the order.
    expect(after.vat).toMatchObject({
      state: 'domestic',
      number: 'NL004495445B01',
      orderId: first,
      vies: null,
    });

    // A German business with a VIES-valid number: reverse charge, with the consultation kept.
    const max = await loginAs();
    const de = await orderAs(max.headers, productId, 'account', businessAddress('DE', 'DE 136 695 976'));
    const maxPage = (await get(`/${max.customer.id}`)).data;
    expect(maxPage.profile).toBeNull();
    expect(maxPage.vat).toMatchObject({
      state: 'valid',
      number: 'DE136695976',
      orderId: de,
      vies: { valid: true, name: 'Muster Rechenzentrum GmbH' },
    });
    expect(maxPage.vat.vies.requestIdentifier).toMatch(/^WAPI/);
  });

  it('changes the status discount once, refuses a stale form, and logs who did it', async () => {
    const c = await registered();
    const put = (body: unknown, headers = anna.headers, locale: 'nl' | 'en' = 'nl') =>
      call('PUT', `/api/staff/customers/${c.id}/status-discount`, { headers, body, locale });
    const set = await put({ percent: 7, from: 0 });
    expect(set.status).toBe(200);
    expect(set.data).toEqual({ repeated: false, statusDiscount: 7 });
    const [row] = await (await getDb()).select().from(customers).where(eq(customers.id, c.id));
    expect(row.statusDiscount).toBe(7);
    // The same click again: nothing written.
    expect((await put({ percent: 7, from: 0 })).data).toEqual({ repeated: true, statusDiscount: 7 });
    // A colleague whose page still said 0 %: told who set what.
    const stale = await put({ percent: 10, from: 0 }, bram.headers, 'en');
    expect(stale.status).toBe(409);
    expect(stale.data.message).toBe(
      `${anna.customer.name} has meanwhile set the status discount to 7%. Check the current value.`,
    );
    for (const [body, field] of [
      [{ percent: 101, from: 7 }, 'percent'],
      [{ percent: -1, from: 7 }, 'percent'],
      [{ percent: 2.5, from: 7 }, 'percent'],
      [{ percent: 'veel', from: 7 }, 'percent'],
      [{ percent: 5 }, 'from'],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.data.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await put({ percent: 150, from: 7 })).data.errors.percent).toEqual([
      'Vul een heel getal van 0 tot en met 100 in',
    ]);
    expect((await put({ percent: 0, from: 7 }, bram.headers)).data.statusDiscount).toBe(0);
    const audit = (await get(`/${c.id}`)).data.audit;
    expect(
      audit.map((e: { action: string; actorName: string; data: unknown }) => [e.action, e.actorName, e.data]),
    ).toEqual([
      ['statusDiscount', bram.customer.name, { from: 7, to: 0 }],
      ['statusDiscount', anna.customer.name, { from: 0, to: 7 }],
    ]);
  });

  it('keeps staff notes with author and time, once per submission', async () => {
    const c = await registered();
    const added = await post(`/${c.id}/notes`, { body: '  Belt liever na 17:00  ', key: 'note-key-0001' });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      repeated: false,
      note: { author: anna.customer.name, body: 'Belt liever na 17:00' },
    });
    const again = await post(`/${c.id}/notes`, { body: 'Belt liever na 17:00', key: 'note-key-0001' });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ repeated: true, note: { id: added.data.note.id } });
    await post(`/${c.id}/notes`, { body: 'Tweede notitie' }, bram.headers);
    const page = (await get(`/${c.id}`)).data;
    expect(page.notes.map((x: { body: string; author: string }) => [x.body, x.author])).toEqual([
      ['Tweede notitie', bram.customer.name],
      ['Belt liever na 17:00', anna.customer.name],
    ]);
    // The log says a note was added, never what it says.
    expect(page.audit.filter((e: { action: string }) => e.action === 'note')).toHaveLength(2);
    expect(JSON.stringify(page.audit)).not.toContain('17:00');
    for (const body of [{ body: '' }, { body: 'x'.repeat(2001) }, { body: 'ok', key: 'kort' }, {}]) {
      const res = await post(`/${c.id}/notes`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const empty = await post(`/${c.id}/notes`, { body: '   ' }, anna.headers, 'en');
    expect(empty.data.errors.body).toEqual(['This field is required']);
  });

  it('blocks an account: the login refuses it in the right language and its sessions end; unblocking lets it in again', async () => {
    const c = await registered();
    const first = (await signIn(c.email)) as { headers: Headers };
    const second = (await signIn(c.email)) as { headers: Headers };
    expect((await call('GET', '/customer/profile', { headers: first.headers })).status).toBe(200);

    const blocked = await post(`/${c.id}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.data.repeated).toBe(false);
    expect(blocked.data.blockedAt).toEqual(expect.any(String));
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.customerId, c.id))).toEqual([]);
    for (const h of [first.headers, second.headers])
      expect((await call('GET', '/customer/profile', { headers: h })).status).toBe(401);
    // The right password: told the account is blocked, in the shopper's language. A wrong one: as ever.
    const nl = await signIn(c.email);
    expect(nl.status).toBe(422);
    expect((nl as { data: { errors: Record<string, string[]> } }).data.errors.password).toEqual([
      'Dit account is geblokkeerd. Neem contact met ons op als je denkt dat dit niet klopt.',
    ]);
    const en = (await signIn(c.email, 'en')) as {
      status: number;
      data: { errors: Record<string, string[]> };
    };
    expect(en.data.errors.password).toEqual([
      'This account is blocked. Please contact us if you think this is a mistake.',
    ]);
    const wrong = await call('POST', '/accounts/async-login', {
      body: { email: c.email, password: 'Verkeerd12345' },
    });
    expect(wrong.data.errors.password).toEqual(['Onjuist e-mailadres of wachtwoord']);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, c.id))).toEqual([]);
    // Listed as blocked; blocking again changes nothing.
    expect((await get(`?q=${c.customerNumber}`)).data.data[0].blocked).toBe(true);
    const again = await post(`/${c.id}/block`, undefined, bram.headers);
    expect(again.data).toEqual({ repeated: true, blockedAt: blocked.data.blockedAt });

    const lifted = await post(`/${c.id}/unblock`);
    expect(lifted.data).toEqual({ repeated: false, blockedAt: null });
    expect((await post(`/${c.id}/unblock`)).data.repeated).toBe(true);
    const back = (await signIn(c.email)) as { status: number; headers: Headers };
    expect(back.status).toBe(200);
    expect((await call('GET', '/customer/profile', { headers: back.headers })).status).toBe(200);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(c.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['block', 'unblock']);
  });

  it('exports everything held on the customer as JSON, without secrets', async () => {
    const c = await registered({ username: 'Eva Export' });
    const eva = (await signIn(c.email)) as { headers: Headers };
    const orderId = await orderAs(eva.headers, productId, 'paid', { ...privateAddress, email: c.email });
    const db = await getDb();
    await db
      .insert(subscribers)
      .values({ email: c.email, name: 'Eva', token: `tok-${run}-${c.id}`, status: 'confirmed' });
    await db
      .insert(contactMessages)
      .values({ name: 'Eva', email: c.email, phone: '0612345678', message: 'Vraag over levering' });
    await db.insert(reviews).values({ name: 'Eva Export', rating: 5, text: 'Top', customerId: c.id });
    const [chat] = await db.insert(chats).values({ uid: newUid(), customerId: c.id }).returning();
    await db.insert(chatMessages).values({ chatId: chat.id, sender: 'shopper', body: 'Is er nog voorraad?' });
    await post(`/${c.id}/notes`, { body: 'Vaste klant' });

    const res = await get(`/${c.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="customer-${c.customerNumber}.json"`,
    );
    const data = res.data;
    const text = JSON.stringify(data);
    expect(data.account).toMatchObject({ id: c.id, email: c.email, name: 'Eva Export' });
    expect(data.profile).toMatchObject({ bankAccount: expect.any(String), kvk: expect.any(String) });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ id: orderId, billingAddress: { email: c.email } });
    expect(data.orders[0].lines).toEqual([expect.objectContaining({ productId, quantity: 1 })]);
    expect(data.orders[0].payments).toEqual([expect.objectContaining({ provider: 'test', status: 'paid' })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: c.email, status: 'confirmed' })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Vraag over levering' })]);
    expect(data.reviews).toEqual([expect.objectContaining({ text: 'Top' })]);
    expect(data.chats[0].messages).toEqual([
      expect.objectContaining({ from: 'customer', body: 'Is er nog voorraad?' }),
    ]);
    expect(data.notes).toEqual([expect.objectContaining({ body: 'Vaste klant' })]);
    // Nothing that opens anything: no password hash, TOTP secret, tokens, order access uids.
    const [row] = await db.select().from(customers).where(eq(customers.id, c.id));
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    for (const secret of [row.passwordHash, `tok-${run}-${c.id}`, order.uid, 'passwordHash', 'totpSecret'])
      expect(text).not.toContain(secret);
    const audit = (await get(`/${c.id}`)).data.audit;
    expect(audit[0]).toMatchObject({ action: 'export', actorName: anna.customer.name });
  });

  it('erases the person but keeps the orders, once, after the customer number is typed', async () => {
    const c = await registered({ username: 'Frits Vergeten', companyName: 'Vergeten BV', newsletter: true });
    const frits = (await signIn(c.email)) as { headers: Headers };
    const orderId = await orderAs(frits.headers, productId, 'paid', { ...privateAddress, email: c.email });
    // An open cart of theirs too.
    await call('POST', '/cart/product', {
      uid: newUid(),
      headers: frits.headers,
      body: { item: { productId, quantity: 1 } },
    });
    const db = await getDb();
    await addAddress(c.id, {
      name: 'Thuis',
      address: 'Laan',
      house: '1',
      postcode: '1234 AB',
      city: 'Ede',
      country: 'NL',
    });
    await db
      .insert(subscribers)
      .values({ email: c.email, name: 'Frits', token: `tok2-${run}-${c.id}`, status: 'confirmed' });
    await db
      .insert(contactMessages)
      .values({ name: 'Frits', email: c.email.toUpperCase(), phone: '0612345678', message: 'Bel me' });
    const [review] = await db
      .insert(reviews)
      .values({ name: 'Frits V.', rating: 4, text: 'Prima', customerId: c.id, locale: 'en' })
      .returning();
    const [chat] = await db.insert(chats).values({ uid: newUid(), customerId: c.id }).returning();
    await db.insert(chatMessages).values([
      { chatId: chat.id, sender: 'shopper', body: 'Mijn adres is Laan 1' },
      { chatId: chat.id, sender: 'staff', staffName: 'Anna', body: 'Dank je' },
    ]);
    await post(`/${c.id}/notes`, { body: 'Wil gewist worden' });

    // The confirmation must be this customer's number.
    const wrong = await post(`/${c.id}/erase`, { confirm: 'K-0000-000000' }, anna.headers, 'en');
    expect(wrong.status).toBe(422);
    expect(wrong.data.errors.confirm).toEqual(["Type exactly this customer's customer number"]);
    expect((await post(`/${c.id}/erase`, {})).data.errors.confirm).toEqual(['Dit veld is verplicht']);
    expect((await db.select().from(customers).where(eq(customers.id, c.id)))[0].erasedAt).toBeNull();

    const erased = await post(`/${c.id}/erase`, { confirm: ` ${c.customerNumber.toLowerCase()} ` });
    expect(erased.status).toBe(200);
    expect(erased.data).toEqual({ repeated: false, ordersKept: 1 });

    const [row] = await db.select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({
      email: `erased-${c.id}@invalid`,
      name: '',
      companyName: null,
      phone: null,
      totpSecret: null,
      customerNumber: c.customerNumber,
    });
    expect(row.erasedAt).not.toBeNull();
    expect(row.passwordHash.startsWith('scrypt$')).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, c.id))).toEqual([]);
    expect(await db.select().from(customerProfiles).where(eq(customerProfiles.customerId, c.id))).toEqual([]);
    expect(await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, c.id))).toEqual(
      [],
    );
    expect(await db.select().from(customerNotes).where(eq(customerNotes.customerId, c.id))).toEqual([]);
    expect(await db.select().from(subscribers).where(eq(subscribers.email, c.email))).toEqual([]);
    const contacts = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, `erased-${c.id}@invalid`));
    expect(contacts).toEqual([expect.objectContaining({ name: '', phone: '', message: '' })]);
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]).toMatchObject({
      name: 'Anonymous customer',
      text: 'Prima',
    });
    const msgs = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id));
    expect(msgs.map((m) => [m.sender, m.body]).sort()).toEqual([
      ['shopper', ''],
      ['staff', 'Dank je'],
    ]);
    // The order stays, with its billing address and its link to the (erased) account; the cart is gone.
    const kept = await db.select().from(orders).where(eq(orders.customerId, c.id));
    expect(kept.map((o) => [o.id, o.status])).toEqual([[orderId, 'paid']]);
    expect(kept[0].paymentAddress?.email).toBe(c.email);
    // The old login and session are dead.
    expect((await signIn(c.email)).status).toBe(422);
    expect((await call('GET', '/customer/profile', { headers: frits.headers })).status).toBe(401);

    // Staff see an erased customer with their orders; nothing more can be changed; erasing again is harmless.
    const page = (await get(`/${c.id}`)).data;
    expect(page.customer).toMatchObject({ name: '', email: `erased-${c.id}@invalid` });
    expect(page.customer.erasedAt).toEqual(expect.any(String));
    expect(page.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(page.profile).toBeNull();
    expect((await get(`?q=${c.customerNumber}`)).data.data[0]).toMatchObject({ erased: true, orders: 1 });
    const again = await post(`/${c.id}/erase`, { confirm: c.customerNumber }, bram.headers);
    expect(again.data).toEqual({ repeated: true, ordersKept: 1 });
    for (const [p, body] of [
      ['/block', {}],
      ['/notes', { body: 'Nog iets' }],
    ] as const) {
      const res = await post(`/${c.id}${p}`, body, anna.headers, 'en');
      expect(res.status, p).toBe(409);
      expect(res.data.message).toBe("This customer's data was erased; the account can no longer be changed");
    }
    expect(
      (
        await call('PUT', `/api/staff/customers/${c.id}/status-discount`, {
          headers: anna.headers,
          body: { percent: 5, from: 0 },
        })
      ).status,
    ).toBe(409);
    const log = page.audit.map((e: { action: string }) => e.action);
    expect(log[0]).toBe('erase');
    expect(JSON.stringify(page.audit)).not.toContain(c.email);
    const exported = (await get(`/${c.id}/export`)).data;
    expect(exported.account.email).toBe(`erased-${c.id}@invalid`);
    expect(exported.profile).toBeNull();
    expect(exported.orders).toHaveLength(1);
  });

  it('erases once when two staff members erase at once, and a block racing an erase ends erased', async () => {
    const c = await registered();
    const erase = () => post(`/${c.id}/erase`, { confirm: c.customerNumber });
    const both = await Promise.all([
      erase(),
      post(`/${c.id}/erase`, { confirm: c.customerNumber }, bram.headers),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.data.repeated).sort()).toEqual([false, true]);
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityId, String(c.id)),
          eq(auditLog.action, 'erase'),
        ),
      );
    expect(entries).toHaveLength(1);

    const d = await registered();
    const session = (await signIn(d.email)) as { headers: Headers };
    const [blocked, erased] = await Promise.all([
      post(`/${d.id}/block`),
      post(`/${d.id}/erase`, { confirm: d.customerNumber }, bram.headers),
    ]);
    expect(erased.status).toBe(200);
    // Whichever came first: the block went through before the erase, or found the account erased.
    expect([200, 409]).toContain(blocked.status);
    const [row] = await db.select().from(customers).where(eq(customers.id, d.id));
    expect(row.erasedAt).not.toBeNull();
    expect(row.email).toBe(`erased-${d.id}@invalid`);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, d.id))).toEqual([]);
    expect((await call('GET', '/customer/profile', { headers: session.headers })).status).toBe(401);
  });
});
