import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-content-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import { getFaqGroups } from '@/features/faq/server/faq';
import { getContact } from '@/features/content/server/settings';

// The back office's content through the real API: FAQ groups and questions (create, edit, hide, reorder,
// delete) seen at once by the shop's FAQ (API and page data), the shop settings seen at once by
// /api/settings/{key}, stale forms refused with who and when, validation in both languages, the audit log.

type Headers = Record<string, string>;

/** GET through the workflow API (where /api/public/faq lives). */
async function workflow(p: string, locale: 'nl' | 'en' = 'nl') {
  const { workflowApp } = await import('@/app/api/workflow/app');
  const res = await workflowApp.request(`/api/workflow${p}`, { headers: { 'x-locale': locale } });
  return { status: res.status, data: await res.json() };
}

const questions = (groups: { items: { question: string; answer: string }[] }[]) =>
  groups.flatMap((g) => g.items.map((i) => i.question));

async function auditEntries(entityId: string) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, entityId)));
}

describe.each(backends())('back office content on %s', (backend) => {
  let t: TestDb;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    anna = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  const api = (
    method: string,
    p: string,
    body?: unknown,
    headers: Headers = anna.headers,
    locale: 'nl' | 'en' = 'nl',
  ) => call(method, `/api/staff/content${p}`, { headers, body, locale });

  it('is for verified staff only', async () => {
    const shopper = await loginAs();
    const routes: [string, string, unknown?][] = [
      ['GET', '/faq'],
      ['POST', '/faq/groups', { key: 'x1', nameNl: 'Xx', nameEn: 'Xx' }],
      ['PUT', '/faq/items/1', {}],
      ['DELETE', '/faq/items/1', {}],
      ['POST', '/faq/items/1/move', { direction: 'up' }],
      ['GET', '/settings'],
      ['PUT', '/settings/contact', {}],
    ];
    for (const [method, p, body] of routes) {
      expect((await api(method, p, body, {})).status, `${method} ${p}`).toBe(401);
      expect((await api(method, p, body, shopper.headers)).status, `${method} ${p}`).toBe(403);
    }
    expect((await api('GET', '/faq/items/999999')).status).toBe(404);
    expect((await api('POST', '/faq/items/999999/move', { direction: 'up' })).status).toBe(404);
  });

  it('creates, edits, reorders, hides and deletes FAQ questions, and the shop shows it at once', async () => {
    // Warm the shop's caches first: the change must reach them anyway.
    const before = await workflow('/api/public/faq');
    expect(before.status).toBe(200);
    await getFaqGroups('en');

    const group = await api('POST', '/faq/groups', {
      key: 'bo-test',
      nameNl: 'Testgroep',
      nameEn: 'Test group',
    });
    expect(group.status, JSON.stringify(group.data)).toBe(201);
    const typeId: number = group.data.id;
    const again = await api(
      'POST',
      '/faq/groups',
      { key: 'bo-test', nameNl: 'Dubbel', nameEn: 'Double' },
      anna.headers,
      'en',
    );
    expect(again.status).toBe(422);
    expect(again.data.errors.key[0]).toBe('This key is already in use.');

    const body = (n: number) => ({
      typeId,
      questionNl: `Testvraag ${n}?`,
      questionEn: `Test question ${n}?`,
      answerNl: `Antwoord ${n} <script>alert(1)</script><img src=x onerror=alert(1)>`,
      answerEn: `Answer ${n}.`,
    });
    const one = await api('POST', '/faq/items', body(1));
    const two = await api('POST', '/faq/items', body(2));
    expect([one.status, two.status]).toEqual([201, 201]);

    let shop = await workflow('/api/public/faq/type/bo-test');
    expect(questions(shop.data.data)).toEqual(['Testvraag 1?', 'Testvraag 2?']);
    expect(questions(await getFaqGroups('en'))).toEqual(expect.arrayContaining(['Test question 1?']));
    // Answers are plain text: stored as typed and rendered by React as text (never as HTML).
    expect(shop.data.data[0].items[0].answer).toBe(body(1).answerNl);

    // Edit the first (English), with the version it was loaded with.
    const edit = await api('PUT', `/faq/items/${one.data.id}`, {
      ...body(1),
      answerEn: 'A better answer.',
      updatedAt: one.data.updatedAt,
    });
    expect(edit.status, JSON.stringify(edit.data)).toBe(200);
    expect(edit.data.updatedBy).toBe(anna.customer.name);
    const en = await workflow('/api/public/faq/type/bo-test', 'en');
    expect(en.data.data[0].items[0]).toMatchObject({
      question: 'Test question 1?',
      answer: 'A better answer.',
    });

    // A second edit from the same (now stale) form is refused with who and when, in both languages.
    const staleNl = await api('PUT', `/faq/items/${one.data.id}`, {
      ...body(1),
      updatedAt: one.data.updatedAt,
    });
    expect(staleNl.status).toBe(409);
    expect(staleNl.data.message).toContain(`gewijzigd door ${anna.customer.name} op`);
    const staleEn = await api(
      'PUT',
      `/faq/items/${one.data.id}`,
      { ...body(1), updatedAt: one.data.updatedAt },
      anna.headers,
      'en',
    );
    expect(staleEn.data.message).toContain(`changed meanwhile by ${anna.customer.name} on`);

    // Reorder: the second moves up; moving the top one up changes nothing.
    expect((await api('POST', `/faq/items/${two.data.id}/move`, { direction: 'up' })).data).toEqual({
      moved: true,
    });
    expect((await api('POST', `/faq/items/${two.data.id}/move`, { direction: 'up' })).data).toEqual({
      moved: false,
    });
    shop = await workflow('/api/public/faq/type/bo-test');
    expect(questions(shop.data.data)).toEqual(['Testvraag 2?', 'Testvraag 1?']);

    // Hide the first; then hide the whole group.
    const current = (await api('GET', `/faq/items/${one.data.id}`)).data;
    const hidden = await api('PUT', `/faq/items/${one.data.id}`, {
      ...body(1),
      answerEn: 'A better answer.',
      hidden: true,
      updatedAt: current.updatedAt,
    });
    expect(hidden.status).toBe(200);
    shop = await workflow('/api/public/faq/type/bo-test');
    expect(questions(shop.data.data)).toEqual(['Testvraag 2?']);
    const groupNow = (await api('GET', '/faq')).data.data.find((g: { id: number }) => g.id === typeId);
    expect(groupNow.items).toHaveLength(2);
    const hideGroup = await api('PUT', `/faq/groups/${typeId}`, {
      nameNl: 'Testgroep',
      nameEn: 'Test group',
      hidden: true,
      updatedAt: groupNow.updatedAt,
    });
    expect(hideGroup.status).toBe(200);
    expect((await workflow('/api/public/faq/type/bo-test')).data.data).toEqual([]);
    expect((await getFaqGroups('nl')).some((g) => g.type === 'bo-test')).toBe(false);
    await api('PUT', `/faq/groups/${typeId}`, {
      nameNl: 'Testgroep',
      nameEn: 'Test group',
      hidden: false,
      updatedAt: hideGroup.data.updatedAt,
    });

    // Delete the second (stale version refused first).
    const twoNow = (await api('GET', `/faq/items/${two.data.id}`)).data;
    expect((await api('DELETE', `/faq/items/${two.data.id}`, { updatedAt: two.data.updatedAt })).status).toBe(
      409,
    );
    expect((await api('DELETE', `/faq/items/${two.data.id}`, { updatedAt: twoNow.updatedAt })).status).toBe(
      200,
    );
    expect((await api('DELETE', `/faq/items/${two.data.id}`, { updatedAt: twoNow.updatedAt })).status).toBe(
      404,
    );
    expect((await workflow('/api/public/faq/type/bo-test')).data.data).toEqual([]);

    // Everything is in the audit log under the member of staff.
    const actions = (await auditEntries(`faq:${one.data.id}`)).map((e) => e.action).sort();
    expect(actions).toEqual(['create', 'update', 'update']);
    expect((await auditEntries(`faq:${two.data.id}`)).map((e) => e.action).sort()).toEqual([
      'create',
      'delete',
      'moveUp',
    ]);
    expect((await auditEntries(`faq-group:${typeId}`)).every((e) => e.actorId === anna.customer.id)).toBe(
      true,
    );
  });

  it('refuses invalid FAQ input with field messages in both languages', async () => {
    const nl = await api('POST', '/faq/items', {
      typeId: 1,
      questionNl: '',
      questionEn: 'Hi',
      answerNl: 'x',
      answerEn: 'Long enough',
    });
    expect(nl.status).toBe(422);
    expect(Object.keys(nl.data.errors).sort()).toEqual(['answerNl', 'questionEn', 'questionNl']);
    const en = await api(
      'POST',
      '/faq/groups',
      { key: 'NOT OK', nameNl: 'Goed', nameEn: 'Good' },
      anna.headers,
      'en',
    );
    expect(en.status).toBe(422);
    expect(en.data.errors.key[0]).toBe('Use 2 to 40 lower-case letters, digits or dashes.');
    const nlKey = await api('POST', '/faq/groups', { key: 'NOT OK', nameNl: 'Goed', nameEn: 'Good' });
    expect(nlKey.data.errors.key[0]).toBe('Gebruik 2 tot 40 kleine letters, cijfers of streepjes.');
  });

  it('edits the shop settings, and /api/settings answers the new values at once', async () => {
    expect((await call('GET', '/api/settings/contact')).data.data.phone).toBe('+31 (0)20 123 45 67');
    await getContact(); // cached now
    const loaded = (await api('GET', '/settings')).data;
    const contact = await api('PUT', '/settings/contact', {
      phone: '+31 (0)10 765 43 21',
      email: 'verkoop@serverstore.nl',
      updatedAt: loaded.contact.updatedAt,
    });
    expect(contact.status, JSON.stringify(contact.data)).toBe(200);
    const shown = (await call('GET', '/api/settings/contact')).data.data;
    expect(shown).toMatchObject({
      phone: '+31 (0)10 765 43 21',
      phoneHref: '+31107654321',
      email: 'verkoop@serverstore.nl',
      kvk: '81234567',
    });
    expect((await getContact()).email).toBe('verkoop@serverstore.nl');

    // The same form again: stale.
    const stale = await api(
      'PUT',
      '/settings/contact',
      { phone: '020 1234567', email: 'a@b.nl', updatedAt: loaded.contact.updatedAt },
      anna.headers,
      'en',
    );
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(anna.customer.name);

    const days = loaded.work_time.value.days.map((d: { open: string | null; close: string | null }) => ({
      open: d.open,
      close: d.close,
    }));
    days[5] = { open: '10:00', close: '14:00' };
    const hours = await api('PUT', '/settings/work_time', { days, updatedAt: loaded.work_time.updatedAt });
    expect(hours.status, JSON.stringify(hours.data)).toBe(200);
    const wt = (await call('GET', '/api/settings/work_time')).data.data;
    expect(wt.days[5]).toEqual({ day: 6, key: 'saturday', open: '10:00', close: '14:00' });
    expect(wt.days[6]).toEqual({ day: 7, key: 'sunday', open: null, close: null });

    const cutoff = await api('PUT', '/settings/shipping', {
      cutoff: '16:30',
      updatedAt: loaded.shipping.updatedAt,
    });
    expect(cutoff.status).toBe(200);
    expect((await call('GET', '/api/settings/shipping')).data.data).toEqual({
      cutoff: '16:30',
      timezone: 'Europe/Amsterdam',
    });

    const audit = await auditEntries('setting:contact');
    expect(audit).toHaveLength(1);
    expect(audit[0].data).toMatchObject({
      before: { phone: '+31 (0)20 123 45 67' },
      after: { phone: '+31 (0)10 765 43 21' },
    });
  });

  it('refuses invalid settings with field messages in both languages', async () => {
    const loaded = (await api('GET', '/settings')).data;
    const nl = await api('PUT', '/settings/contact', {
      phone: 'bel me',
      email: 'geen-mail',
      updatedAt: loaded.contact.updatedAt,
    });
    expect(nl.status).toBe(422);
    expect(Object.keys(nl.data.errors).sort()).toEqual(['email', 'phone']);
    const days = Array.from({ length: 7 }, () => ({ open: '09:00', close: '17:00' }));
    days[0] = { open: '17:00', close: '09:00' };
    days[1] = { open: '9:00', close: '17:00' };
    days[2] = { open: '09:00', close: '' };
    const en = await api(
      'PUT',
      '/settings/work_time',
      { days, updatedAt: loaded.work_time.updatedAt },
      anna.headers,
      'en',
    );
    expect(en.status).toBe(422);
    expect(en.data.errors['days.0.close'][0]).toBe('The closing time must be after the opening time.');
    expect(en.data.errors['days.1.open'][0]).toBe('Enter a time as HH:MM, for example 08:30.');
    expect(en.data.errors['days.2.close'][0]).toBe('Fill in both opening and closing, or leave both empty.');
    const cut = await api('PUT', '/settings/shipping', {
      cutoff: '25:00',
      updatedAt: loaded.shipping.updatedAt,
    });
    expect(cut.data.errors.cutoff[0]).toBe('Vul een tijd in als UU:MM, bijvoorbeeld 08:30.');
  });

  it('lets one of two simultaneous edits of the same version win; the other gets 409', async () => {
    const loaded = (await api('GET', '/settings')).data;
    const results = await Promise.all(
      ['15:15', '15:45'].map((cutoff) =>
        api('PUT', '/settings/shipping', { cutoff, updatedAt: loaded.shipping.updatedAt }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
