import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-configurator-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call } from '../support/shop';
import { auditLog, products } from '@/lib/db/schema';

// The back office's configurator editor through the real API: every seeded configuration passes the shop's
// own check unchanged; a price and maximum change shows in the shop's configurator at once; values added
// and removed; a rule that leaves a group without a valid choice, or breaks the defaults, is refused with
// the group named and nothing stored; stale forms refused; 422 at the field paths; staff only.

type Headers = Record<string, string>;
type Value = {
  id: number | null;
  productId: number | null;
  nameNl: string | null;
  nameEn: string | null;
  price: number | null;
  isDefault: boolean;
  isBase: boolean;
  baseQuantity: number;
  maxQuantity: number;
  visible: boolean;
  sort: number;
  facts: Record<string, unknown> | null;
  part?: unknown;
};
type Group = { id: number | null; partId: string; labelNl: string; disabled: boolean; values: Value[] };
type Loaded = {
  version: string | null;
  updatedBy: string | null;
  platform: Record<string, unknown>;
  groups: Group[];
  product: { id: number };
};
type ShopData = {
  data: {
    options: {
      partId: string;
      values: { value: number; price: number; maxQuantity: number; name: string }[];
    }[];
  };
};

/** What the editor sends: the loaded configuration without the read-only parts. */
const draftOf = (c: Loaded) => ({
  platform: { ...c.platform },
  groups: c.groups.map((g) => ({
    ...g,
    values: g.values.map(({ part: _part, ...v }) => ({ ...v })),
  })),
});

describe.each(backends())('back office configurator on %s', (backend) => {
  let t: TestDb;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let ids: number[];
  let id: number;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    anna = await loginAs({ role: 'staff' });
    ids = (await t.db.select({ id: products.id }).from(products).where(eq(products.configurable, true))).map(
      (r) => r.id,
    );
    id = ids[0];
  });
  afterAll(async () => t?.close());

  const api = (
    method: string,
    p: string,
    body?: unknown,
    headers: Headers = anna.headers,
    locale: 'nl' | 'en' = 'nl',
  ) => call(method, `/api/staff/products/${p}`, { headers, body, locale });
  const load = async (pid = id): Promise<Loaded> => {
    const res = await api('GET', `${pid}/configurator`);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    return res.data.configuration;
  };
  const shop = async (pid = id): Promise<ShopData> =>
    (await call('GET', `/api/catalog/catalog-products/${pid}?option=`)).data;
  const groupOf = (c: { groups: Group[] }, partId: string) => c.groups.findIndex((g) => g.partId === partId);

  it('is for verified staff only, and only for configurable products', async () => {
    const shopper = await loginAs();
    const c = await load();
    for (const [method, p, body] of [
      ['GET', `${id}/configurator`],
      ['PUT', `${id}/configurator`, { ...draftOf(c), version: c.version }],
      ['POST', `${id}/configurator/preview`, draftOf(c)],
    ] as [string, string, unknown?][]) {
      expect((await api(method, p, body, {})).status).toBe(401);
      expect((await api(method, p, body, shopper.headers)).status).toBe(403);
    }
    const [plain] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.configurable, false))
      .limit(1);
    const res = await api('GET', `${plain.id}/configurator`);
    expect(res.status).toBe(404);
    expect(res.data.message).toBe('Dit product is niet samenstelbaar');
    expect((await api('GET', '999999999/configurator')).status).toBe(404);
  });

  it('passes every seeded configuration unchanged through the shop’s own check (preview)', async () => {
    expect(ids.length).toBeGreaterThanOrEqual(25);
    for (const pid of ids) {
      const c = await load(pid);
      const res = await api('POST', `${pid}/configurator/preview`, draftOf(c));
      expect(res.status, `${pid}: ${JSON.stringify(res.data)}`).toBe(200);
      expect(res.data.data.data.options.length).toBe(c.groups.length);
    }
  });

  it('saves a changed price and maximum; the shop shows them at once; audited; unchanged saves change nothing', async () => {
    const c = await load();
    const mi = groupOf(c, 'memory');
    const value = c.groups[mi].values.find((v) => !v.isDefault && v.visible)!;
    const before = await shop();
    expect(before.data.options[mi]).toBeDefined();
    const draft = draftOf(c);
    const dv = draft.groups[mi].values.find((v) => v.id === value.id)!;
    dv.price = 12_345;
    dv.maxQuantity = 6;
    const preview = await api('POST', `${id}/configurator/preview`, draft);
    expect(preview.status).toBe(200);
    const pv = preview.data.data.data.options
      .find((g: { partId: string }) => g.partId === 'memory')
      .values.find((v: { value: number }) => v.value === value.id);
    expect(pv).toMatchObject({ price: 12_345, maxQuantity: 6 });
    // A preview stores nothing.
    expect((await load()).version).toBe(c.version);

    const saved = await api('PUT', `${id}/configurator`, { ...draft, version: c.version });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.changed).toBe(true);
    expect(saved.data.configuration.version).not.toBe(c.version);
    expect(saved.data.configuration.updatedBy).toBe(anna.customer.name);
    const after = await shop();
    const sv = after.data.options
      .find((g) => g.partId === 'memory')!
      .values.find((v) => v.value === value.id)!;
    expect(sv.price).toBe(12_345);
    expect(sv.maxQuantity).toBe(6);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'product'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'configurator'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0].data).toEqual({
      valuesChanged: {
        memory: { [String(value.id)]: { price: [null, 12_345], maxQuantity: [value.maxQuantity, 6] } },
      },
    });

    const again = await api('PUT', `${id}/configurator`, {
      ...draftOf(saved.data.configuration),
      version: saved.data.configuration.version,
    });
    expect(again.status).toBe(200);
    expect(again.data.changed).toBe(false);
    expect(again.data.configuration.version).toBe(saved.data.configuration.version);
  });

  it('adds and removes values, keeping the ids of the others', async () => {
    const c = await load();
    const ci = groupOf(c, 'cpu');
    const draft = draftOf(c);
    const removed = draft.groups[ci].values.pop()!;
    const kept = draft.groups[ci].values.map((v) => v.id);
    draft.groups[ci].values.push({
      id: null,
      productId: null,
      nameNl: 'Testprocessor 8 kernen',
      nameEn: 'Test processor 8 cores',
      price: 9_900,
      isDefault: false,
      isBase: false,
      baseQuantity: 0,
      maxQuantity: 1,
      visible: true,
      sort: 99,
      facts: { kind: 'cpu', socket: String(c.platform.cpuSocket), tdp: 95 },
    });
    const saved = await api('PUT', `${id}/configurator`, { ...draft, version: c.version });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    const values = (await shop()).data.options.find((g) => g.partId === 'cpu')!.values;
    expect(values.map((v) => v.value)).not.toContain(removed.id);
    expect(values.slice(0, kept.length).map((v) => v.value)).toEqual(kept);
    expect(values.at(-1)).toMatchObject({ name: 'Testprocessor 8 kernen', price: 9_900 });
  });

  it('refuses a rule that leaves a group without a valid choice, naming the group; nothing stored', async () => {
    const c = await load();
    const gi = groupOf(c, 'gpu');
    const draft = draftOf(c);
    draft.platform.gpuMax = 0;
    const res = await api('PUT', `${id}/configurator`, { ...draft, version: c.version });
    expect(res.status).toBe(422);
    expect(res.data.message).toBe(
      'Deze configuratie kan zo niet in de winkel: zie de redenen bij de groepen',
    );
    expect(res.data.errors[`groups.${gi}`]).toEqual([
      'Groep Grafische kaart (GPU): geen enkele zichtbare waarde past bij het platform en de standaardkeuzes van de andere groepen. Deze behuizing ondersteunt maximaal 0 grafische kaarten.',
    ]);
    const en = await api('POST', `${id}/configurator/preview`, draft, anna.headers, 'en');
    expect(en.status).toBe(422);
    expect(en.data.errors[`groups.${gi}`][0]).toMatch(/^Group Graphics card.*: no visible value fits/);
    const now = await load();
    expect(now.version).toBe(c.version);
    expect(now.platform.gpuMax).toBe(c.platform.gpuMax);

    // Defaults that cannot be built together: the culprit group named with the rule.
    const mi = groupOf(c, 'memory');
    const ddr5 = draftOf(c);
    ddr5.platform.memoryType = 'DDR5';
    const broken = await api('PUT', `${id}/configurator`, { ...ddr5, version: c.version });
    expect(broken.status).toBe(422);
    expect(broken.data.errors[`groups.${mi}`][0]).toMatch(
      /^Groep Geheugen: de standaardkeuzes samen zijn niet te bouwen\. Dit is DDR4-geheugen; dit platform gebruikt DDR5\./,
    );

    // Every value of an optional group hidden: nothing to choose.
    const xi = groupOf(c, 'memory_extra');
    const hidden = draftOf(c);
    for (const v of hidden.groups[xi].values) v.visible = false;
    const empty = await api('PUT', `${id}/configurator`, { ...hidden, version: c.version });
    expect(empty.status).toBe(422);
    expect(empty.data.errors[`groups.${xi}`]).toEqual([
      'Groep Extra geheugen: er is geen enkele zichtbare waarde om te kiezen.',
    ]);
    expect((await load()).version).toBe(c.version);
  });

  it('answers 422 at the field paths (both languages), unknown parts included', async () => {
    const c = await load();
    const draft = draftOf(c);
    draft.groups[2].values[0].maxQuantity = -1;
    draft.groups[1].values[0].baseQuantity = 9;
    draft.groups[1].values[0].maxQuantity = 8;
    draft.groups[0].values[1].isDefault = true;
    draft.groups[3].partId = draft.groups[4].partId;
    (draft.platform as Record<string, unknown>).cpuSockets = 0;
    const res = await api('PUT', `${id}/configurator`, { ...draft, version: c.version }, anna.headers, 'en');
    expect(res.status).toBe(422);
    expect(Object.keys(res.data.errors)).toEqual(
      expect.arrayContaining([
        'groups.2.values.0.maxQuantity',
        'groups.1.values.0.baseQuantity',
        'groups.0.values.1.isDefault',
        'groups.4.partId',
        'platform.cpuSockets',
      ]),
    );
    expect(res.data.errors['groups.1.values.0.baseQuantity']).toEqual([
      'The base quantity may not exceed the maximum',
    ]);
    expect(res.data.errors['groups.0.values.1.isDefault']).toEqual([
      'A group has at most one default choice',
    ]);

    const missing = draftOf(c);
    missing.groups[1].values[1].productId = 999_999_999;
    const res2 = await api('POST', `${id}/configurator/preview`, missing);
    expect(res2.status).toBe(422);
    expect(res2.data.errors).toEqual({ 'groups.1.values.1.productId': ['Dit product bestaat niet (meer)'] });
    expect((await load()).version).toBe(c.version);
  });

  it('refuses a stale form, naming who changed it when', async () => {
    const c = await load();
    const bram = await loginAs({ role: 'staff' });
    const draft = draftOf(c);
    draft.platform.baseWatts = Number(c.platform.baseWatts) + 1;
    const first = await api('PUT', `${id}/configurator`, { ...draft, version: c.version }, bram.headers);
    expect(first.status).toBe(200);
    draft.platform.baseWatts = Number(c.platform.baseWatts) + 2;
    const stale = await api('PUT', `${id}/configurator`, { ...draft, version: c.version });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(`gewijzigd door ${bram.customer.name} op`);
    expect((await load()).platform.baseWatts).toBe(Number(c.platform.baseWatts) + 1);
  });
});
