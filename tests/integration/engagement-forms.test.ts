import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { workflowApp } from '@/app/api/workflow/app';
import { readMailFiles } from '@/lib/mail';
import { backends, createTestDb, type TestDb } from '../support/db';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'engagement-forms-'));

let ipSeq = 0;
const freshIp = () => `10.8.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function call(method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  return workflowApp.request(`/api/workflow${p}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-client-ip': freshIp(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const contact = {
  name: 'Jan de Vries',
  email: 'jan@example.nl',
  phone: '+31 (0)20 123 45 67',
  message: 'Ik zoek een R740 met 256 GB geheugen en acht SSDs, kunnen jullie dat leveren?',
};

describe.each(backends())('public forms on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
  });
  afterAll(async () => t?.close());

  const rows = async (q: ReturnType<typeof sql>) =>
    ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('stores and mails a valid contact message', async () => {
    const res = await call('POST', '/api/public/contact/form', {
      ...contact,
      email: `contact-${backend}@example.nl`,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Bedankt voor je feedback!');
    const stored = await rows(
      sql`select * from contact_messages where email = ${`contact-${backend}@example.nl`}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].phone).toBe(contact.phone);
    const mails = await readMailFiles();
    const mail = mails.find((m) => m.text.includes(`contact-${backend}@example.nl`));
    expect(mail?.to).toBe('info@serverstore.nl');
    expect(mail?.text).toContain(contact.message);
  });

  it('answers 422 with field messages for bad contact input, in both languages', async () => {
    const res = await call('POST', '/api/public/contact/form', {
      name: 'J',
      email: 'nope',
      phone: 'bel me',
      message: 'kort',
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toBe('Onjuiste gegevens');
    expect(body.errors.name).toEqual(['Minimaal 2 tekens']);
    expect(body.errors.email).toEqual(['Vul een geldig e-mailadres in']);
    expect(body.errors.phone[0]).toMatch(/telefoonnummer|Minimaal/);
    expect(body.errors.message).toEqual(['Minimaal 30 tekens']);
    const missing = await (await call('POST', '/api/public/contact/form', {}, { 'x-locale': 'en' })).json();
    expect(missing.message).toBe('Invalid data');
    expect(Object.keys(missing.errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(missing.errors.phone).toEqual(['This field is required']);
    const long = await (
      await call('POST', '/api/public/contact/form', {
        ...contact,
        message: 'x'.repeat(601),
        phone: '12345678901234567890123456789012345678901234567890123',
      })
    ).json();
    expect(long.errors.message).toEqual(['Maximaal 600 tekens']);
    expect(long.errors.phone).toEqual(['Maximaal 50 tekens']);
    const letters = await (
      await call('POST', '/api/public/contact/form', { ...contact, phone: 'abcdefghij' })
    ).json();
    expect(letters.errors.phone).toEqual(['Vul een geldig telefoonnummer in']);
  });

  it('rate-limits the contact form per IP', async () => {
    const ip = { 'x-client-ip': `10.99.0.${backend === 'pglite' ? 1 : 2}` };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call('POST', '/api/public/contact/form', contact, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });

  it('serves the pre-order form for a product and stores a request', async () => {
    const [p] = await rows(sql`select id, article from products order by quantity asc, id limit 1`);
    const form = await (await call('GET', `/api/public/pre-order/form?product_id=${p.id}`)).json();
    expect(form.data.product.article).toBe(p.article);
    expect((await call('GET', '/api/public/pre-order/form?product_id=99999999')).status).toBe(404);
    expect((await call('GET', '/api/public/pre-order/form?product_id=abc')).status).toBe(422);

    const email = `pre-${backend}@example.nl`;
    const res = await call('POST', '/api/public/pre-order/form', {
      product_id: p.id,
      quantity: 3,
      name: 'Piet',
      email,
      phone: '0612345678',
      company: 'Piet BV',
    });
    expect(res.status).toBe(201);
    const stored = await rows(sql`select * from pre_orders where email = ${email}`);
    expect(stored[0].quantity).toBe(3);
    const mails = (await readMailFiles()).filter(
      (m) => m.text.includes(String(p.article)) && m.text.includes(email),
    );
    expect(mails.map((m) => m.to).sort()).toEqual([email, 'info@serverstore.nl'].sort());

    const bad = await (
      await call('POST', '/api/public/pre-order/form', {
        product_id: p.id,
        quantity: 0,
        name: 'P',
        email: 'x',
        phone: '1',
      })
    ).json();
    expect(Object.keys(bad.errors).sort()).toEqual(['email', 'name', 'phone', 'quantity']);
    const unknown = await call('POST', '/api/public/pre-order/form', {
      product_id: 99999999,
      quantity: 1,
      name: 'Piet',
      email,
      phone: '0612345678',
    });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors.product_id).toEqual(['Dit product bestaat niet']);
  });

  it('signs up for the newsletter with double opt-in, reports duplicates and unsubscribes', async () => {
    const email = `News-${backend}@Example.nl`;
    const first = await call('PUT', '/api/subscribers/type/subscriber', { name: 'Nina', email });
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe('Bedankt, je e-mailadres is toegevoegd aan onze nieuwsbrief!');
    const second = await call('PUT', '/api/subscribers/type/subscriber', {
      name: 'Nina',
      email: email.toLowerCase(),
    });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe('De mail is al ondertekend!');
    const [row] = await rows(sql`select status, token from subscribers where email = ${email.toLowerCase()}`);
    expect(row.status).toBe('pending');
    const mail = (await readMailFiles()).filter((m) => m.to === email.toLowerCase());
    expect(mail).toHaveLength(1);
    const link = mail[0].text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=(\S+)/);
    expect(link?.[1]).toBe(row.token);

    expect((await call('POST', '/api/subscribers/confirm', { token: 'x'.repeat(30) })).status).toBe(404);
    expect((await call('POST', '/api/subscribers/confirm', { token: '<bad>' })).status).toBe(422);
    const ok = await call('POST', '/api/subscribers/confirm', { token: row.token });
    expect(ok.status).toBe(200);
    expect(
      (await rows(sql`select status from subscribers where email = ${email.toLowerCase()}`))[0].status,
    ).toBe('confirmed');
    expect((await call('PUT', '/api/subscribers/type/subscriber', { name: 'Nina', email })).status).toBe(409);

    expect((await call('POST', '/api/subscribers/unsubscribe', { token: row.token })).status).toBe(200);
    expect(
      (await rows(sql`select status from subscribers where email = ${email.toLowerCase()}`))[0].status,
    ).toBe('unsubscribed');
    // Signing up again after unsubscribing starts a new opt-in.
    expect((await call('PUT', '/api/subscribers/type/subscriber', { name: 'Nina', email })).status).toBe(201);

    const bad = await call(
      'PUT',
      '/api/subscribers/type/subscriber',
      { name: '', email: 'geen' },
      { 'x-locale': 'en' },
    );
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.errors.name).toEqual(['This field is required']);
    expect(body.errors.email).toEqual(['Enter a valid email address']);
  });

  it('serves countries, regions and opening hours', async () => {
    const all = (await (await call('GET', '/api/public/countries')).json()).data;
    expect(all[0]).toEqual({ code: 'NL', name: 'Nederland', eu: true });
    expect(all.length).toBeGreaterThan(27);
    const en = (
      await (
        await call('GET', '/api/public/countries?filterName=germ', undefined, { 'x-locale': 'en' })
      ).json()
    ).data;
    expect(en).toEqual([{ code: 'DE', name: 'Germany', eu: true }]);
    expect((await (await call('GET', '/api/public/countries?filterName=%25')).json()).data).toEqual([]);
    expect((await call('GET', `/api/public/countries?filterName=${'x'.repeat(80)}`)).status).toBe(422);
    const nl = (await (await call('GET', '/api/public/regions?countryName=Nederland')).json()).data;
    expect(nl.map((r: { name: string }) => r.name)).toContain('Noord-Holland');
    expect(nl.every((r: { country: string }) => r.country === 'NL')).toBe(true);
    const be = (await (await call('GET', '/api/public/regions?countryName=BE')).json()).data;
    expect(be.length).toBe(11);
    const work = (await (await call('GET', '/api/public/work-time')).json()).data;
    expect(work.days).toHaveLength(7);
    expect(typeof work.open).toBe('boolean');
    expect(typeof work.staffed).toBe('boolean');
  });
});
