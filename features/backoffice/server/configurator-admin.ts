import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import {
  aliases,
  configuratorGroups,
  configuratorPlatforms,
  configuratorTrays,
  configuratorValues,
  configuratorWarranties,
  configuratorWarrantyDelivery,
  products,
} from '@/lib/db/schema';
import { invalidate } from '@/lib/cache';
import type { FieldErrors } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/routing';
import { translateMessage } from '@/lib/i18n/translate';
import type { CurrentCustomer } from '@/features/accounts';
import { getVatRate } from '@/features/content';
import {
  assembleConfigurator,
  checkCompatibility,
  initialState,
  readParts,
  sortedGroups,
  wouldBreak,
  type ConfiguratorData,
  type ConfiguratorRows,
  type Violation,
} from '@/features/configurator';
import type {
  ConfigurationDraft,
  ConfigurationSave,
  GroupInput,
  PlatformInput,
  ValueInput,
} from '../configurator-schemas';
import { actorName, recordAudit } from './audit';

type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

/** A part product as the editor shows it beside a value. */
export type StaffPart = {
  id: number;
  nameNl: string;
  nameEn: string;
  article: string;
  price: number;
  quantity: number;
  active: boolean;
};

export type StaffConfigurator = {
  product: {
    id: number;
    nameNl: string;
    nameEn: string;
    article: string;
    price: number;
    path: string | null;
  };
  /** The configuration's version (null before its first save here): a save must carry it back. */
  version: string | null;
  updatedBy: string | null;
  vatRate: number;
  platform: PlatformInput | null;
  groups: (Omit<GroupInput, 'values'> & {
    id: number;
    values: (ValueInput & { part: StaffPart | null })[];
  })[];
  warranties: { productId: number; article: string; nameNl: string; nameEn: string; price: number }[];
  trays: { form: string; included: number; part: StaffPart | null }[];
};

/** Why a configuration was refused: unknown or not configurable, a stale form, or field/group reasons. */
export type ConfiguratorRefusal =
  | { refusal: 'notFound' }
  | { refusal: 'notConfigurable' }
  | { refusal: 'stale'; by: string | null; at: string }
  | { refusal: 'invalid'; errors: FieldErrors };

const partOf = (p: typeof products.$inferSelect): StaffPart => ({
  id: p.id,
  nameNl: p.nameNl,
  nameEn: p.nameEn,
  article: p.article,
  price: p.price,
  quantity: p.quantity,
  active: p.active,
});

const platformOf = (pl: typeof configuratorPlatforms.$inferSelect): PlatformInput => ({
  cpuSocket: pl.cpuSocket,
  cpuSockets: pl.cpuSockets,
  memoryType: pl.memoryType,
  memoryKinds: pl.memoryKinds,
  memorySpeedMin: pl.memorySpeedMin,
  memorySpeedMax: pl.memorySpeedMax,
  dimmSlots: pl.dimmSlots,
  baysSff: pl.baysSff,
  baysLff: pl.baysLff,
  baysNvme: pl.baysNvme,
  m2Slots: pl.m2Slots,
  pcieSlots: pl.pcieSlots,
  gpuMax: pl.gpuMax,
  psuWatts: pl.psuWatts,
  baseWatts: pl.baseWatts,
});

/** A value's fields as staff edit them. */
const VALUE_FIELDS = [
  'productId',
  'nameNl',
  'nameEn',
  'price',
  'isDefault',
  'isBase',
  'baseQuantity',
  'maxQuantity',
  'visible',
  'sort',
  'facts',
] as const;
/** A group's fields as staff edit them (besides its values). */
const GROUP_FIELDS = [
  'partId',
  'labelNl',
  'labelEn',
  'sort',
  'categoryId',
  'maxQuantity',
  'priceBase',
  'hardDiskRecalculate',
  'quantityMinCategory',
  'disabled',
] as const;
/** The named fields of a row (a stored one or the draft's). */
const pick = <T, K extends keyof T>(x: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, x[k]])) as Pick<T, K>;

type Db = Awaited<ReturnType<typeof getDb>> | Tx;

async function productRow(db: Db, id: number) {
  const [row] = await db
    .select({ p: products, path: aliases.path })
    .from(products)
    .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

/** The rows the configuration keeps as they are (the editor shows them; the preview needs them). */
async function fixedRows(productId: number) {
  const db = await getDb();
  const [trays, warranties, deliveries, vatRate] = await Promise.all([
    db.select().from(configuratorTrays).where(eq(configuratorTrays.productId, productId)),
    db
      .select()
      .from(configuratorWarranties)
      .where(eq(configuratorWarranties.productId, productId))
      .orderBy(asc(configuratorWarranties.sort)),
    db.select().from(configuratorWarrantyDelivery).orderBy(asc(configuratorWarrantyDelivery.sort)),
    getVatRate(),
  ]);
  return { trays, warranties, deliveries, vatRate };
}

/** The editor's view of a configurable product's configuration; a refusal for an unknown or plain product. */
export async function getConfiguration(
  productId: number,
): Promise<{ ok: true; configuration: StaffConfigurator } | ({ ok: false } & ConfiguratorRefusal)> {
  const db = await getDb();
  const row = await productRow(db, productId);
  if (!row) return { ok: false, refusal: 'notFound' };
  if (!row.p.configurable) return { ok: false, refusal: 'notConfigurable' };
  const [[platform], groups, fixed] = await Promise.all([
    db.select().from(configuratorPlatforms).where(eq(configuratorPlatforms.productId, productId)),
    db
      .select()
      .from(configuratorGroups)
      .where(eq(configuratorGroups.productId, productId))
      .orderBy(asc(configuratorGroups.sort), asc(configuratorGroups.id)),
    fixedRows(productId),
  ]);
  const values = groups.length
    ? await db
        .select()
        .from(configuratorValues)
        .where(
          inArray(
            configuratorValues.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(configuratorValues.sort), asc(configuratorValues.id))
    : [];
  const { parts } = await readParts([
    ...values.map((v) => v.productId),
    ...fixed.trays.map((t) => t.trayProductId),
    ...fixed.warranties.map((w) => w.warrantyProductId),
  ]);
  const part = new Map(parts.map((x) => [x.p.id, x.p]));
  const p = row.p;
  return {
    ok: true,
    configuration: {
      product: {
        id: p.id,
        nameNl: p.nameNl,
        nameEn: p.nameEn,
        article: p.article,
        price: p.price,
        path: row.path,
      },
      version: platform?.updatedAt?.toISOString() ?? null,
      updatedBy: platform?.updatedBy ?? null,
      vatRate: fixed.vatRate,
      platform: platform ? platformOf(platform) : null,
      groups: groups.map((g) => ({
        id: g.id,
        ...pick(g, GROUP_FIELDS),
        values: values
          .filter((v) => v.groupId === g.id)
          .map((v) => {
            const pp = v.productId !== null ? part.get(v.productId) : undefined;
            return {
              id: v.id,
              ...pick(v, VALUE_FIELDS),
              facts: (v.facts as ValueInput['facts']) ?? null,
              part: pp ? partOf(pp) : null,
            };
          }),
      })),
      warranties: fixed.warranties.flatMap((w) => {
        const pp = part.get(w.warrantyProductId);
        return pp
          ? [{ productId: pp.id, article: pp.article, nameNl: pp.nameNl, nameEn: pp.nameEn, price: pp.price }]
          : [];
      }),
      trays: fixed.trays.map((t) => {
        const pp = t.trayProductId !== null ? part.get(t.trayProductId) : undefined;
        return { form: t.form, included: t.included, part: pp ? partOf(pp) : null };
      }),
    },
  };
}

/** The draft in the shop's order: groups by sort, values by sort (what the shop reads from the database). */
const bySort = <T extends { sort: number }>(xs: T[]) =>
  xs.map((x, i) => ({ x, i })).sort((a, b) => a.x.sort - b.x.sort || a.i - b.i);

/**
 * Builds the shop's configurator data from a draft with the shop's own assembly, then checks it with the
 * shop's rules: the defaults together must be buildable, and every group the shopper can change must keep
 * at least one visible value that fits the platform and the other groups' defaults. Reasons are per group
 * (`groups.<i>`) or per field (`groups.<i>.values.<j>.productId`), in the request's language.
 */
export async function checkDraft(
  productId: number,
  draft: ConfigurationDraft,
  locale: Locale,
): Promise<
  | { ok: true; data: ConfiguratorData; product: typeof products.$inferSelect }
  | ({ ok: false } & ConfiguratorRefusal)
> {
  const db = await getDb();
  const row = await productRow(db, productId);
  if (!row) return { ok: false, refusal: 'notFound' };
  if (!row.p.configurable) return { ok: false, refusal: 'notConfigurable' };
  const fixed = await fixedRows(productId);
  const { parts, specs } = await readParts([
    ...draft.groups.flatMap((g) => g.values.map((v) => v.productId)),
    ...fixed.trays.map((t) => t.trayProductId),
    ...fixed.warranties.map((w) => w.warrantyProductId),
  ]);
  const known = new Set(parts.map((x) => x.p.id));
  const errors: FieldErrors = {};
  const t = (key: string, values?: Record<string, string | number>) =>
    translateMessage(locale, `backoffice.configurator.${key}`, values);
  draft.groups.forEach((g, i) =>
    g.values.forEach((v, j) => {
      if (v.productId !== null && !known.has(v.productId))
        errors[`groups.${i}.values.${j}.productId`] = [t('validation.partMissing')];
    }),
  );
  if (Object.keys(errors).length) return { ok: false, refusal: 'invalid', errors };

  // Draft ids: a group by its place; a value keeps its stored id (what carts and share links name), a new
  // one gets a negative stand-in that cannot clash.
  let fresh = 0;
  const usedIds = new Set<number>();
  const groups: ConfiguratorRows['groups'] = [];
  const values: ConfiguratorRows['values'] = [];
  for (const { x: g, i } of bySort(draft.groups)) {
    groups.push({ id: i + 1, ...pick(g, GROUP_FIELDS) });
    for (const { x: v } of bySort(g.values)) {
      const id = v.id !== null && !usedIds.has(v.id) ? v.id : --fresh;
      usedIds.add(id);
      values.push({ id, groupId: i + 1, ...pick(v, VALUE_FIELDS) });
    }
  }
  const data = assembleConfigurator(
    {
      product: row.p,
      path: row.path,
      platform: draft.platform,
      groups,
      values,
      ...fixed,
      parts,
      specs,
    },
    locale,
  );

  const groupIndex = new Map(draft.groups.map((g, i) => [g.partId, i]));
  const label = (partId: string) => {
    const g = draft.groups[groupIndex.get(partId) ?? -1];
    return g ? (locale === 'en' ? g.labelEn : g.labelNl) : partId;
  };
  const reason = (v: Violation) => translateMessage(locale, `configurator.rules.${v.rule}`, v.params);
  const refuseGroup = (partId: string, why: string) => {
    const key = `groups.${groupIndex.get(partId) ?? 0}`;
    (errors[key] ??= []).push(t('refused.group', { group: label(partId), reason: why }));
  };

  const state = initialState(data);
  const broken = checkCompatibility(data, state);
  for (const v of broken) refuseGroup(v.culprit, t('refused.defaults', { reason: reason(v) }));
  if (!broken.length)
    for (const g of sortedGroups(data)) {
      if (g.disabled) continue;
      const visible = g.values.filter((v) => v.visible);
      if (!visible.length) {
        // A group without a default and nothing to choose shows the shopper an empty choice.
        if (!g.values.some((v) => v.isDefault)) refuseGroup(g.partId, t('refused.noValues'));
        continue;
      }
      const why = visible.map((v) => ({
        v,
        broken:
          state.selected[g.partId]?.value === v.value
            ? []
            : wouldBreak(data, state, { type: 'select', partId: g.partId, value: v.value }),
      }));
      if (why.some((w) => w.broken.length === 0)) continue;
      const reasons = [...new Set(why.flatMap((w) => w.broken.map(reason)))].slice(0, 3);
      refuseGroup(g.partId, t('refused.noChoice', { reasons: reasons.join(' ') }));
    }
  if (Object.keys(errors).length) return { ok: false, refusal: 'invalid', errors };
  return { ok: true, data, product: row.p };
}

/** JSON with sorted keys: jsonb hands stored facts back in its own key order. */
const canon = (x: unknown): string =>
  x !== null && typeof x === 'object' && !Array.isArray(x)
    ? `{${Object.keys(x)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canon((x as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : Array.isArray(x)
      ? `[${x.map(canon).join(',')}]`
      : JSON.stringify(x ?? null);
const same = (a: unknown, b: unknown) => canon(a) === canon(b);

/** The version a save stamps: now, but always after the one it replaces, at the millisecond a form carries. */
const nextVersion = sql`date_trunc('milliseconds', greatest(now(), coalesce(${configuratorPlatforms.updatedAt}, now()) + interval '1 millisecond'))`;

/**
 * Saves a checked configuration in one transaction with the product row locked: refuses a stale version,
 * writes the platform, groups and values (stored ids kept, missing ones deleted), stamps who and when,
 * audits a compact diff; then drops the shop's cached configurator so it shows at once.
 */
export async function saveConfiguration(
  productId: number,
  input: ConfigurationSave,
  staff: Staff,
  locale: Locale,
): Promise<
  { ok: true; changed: boolean; configuration: StaffConfigurator } | ({ ok: false } & ConfiguratorRefusal)
> {
  const { version, ...draft } = input;
  const checked = await checkDraft(productId, draft, locale);
  if (!checked.ok) return checked;
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: products.id, configurable: products.configurable })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!locked) return { ok: false as const, refusal: 'notFound' as const };
    if (!locked.configurable) return { ok: false as const, refusal: 'notConfigurable' as const };
    const [platform] = await tx
      .select()
      .from(configuratorPlatforms)
      .where(eq(configuratorPlatforms.productId, productId));
    const stored = platform?.updatedAt?.getTime() ?? null;
    const loaded = version ? new Date(version).getTime() : null;
    if (platform && stored !== loaded)
      return {
        ok: false as const,
        refusal: 'stale' as const,
        by: platform.updatedBy,
        at: (platform.updatedAt ?? new Date()).toISOString(),
      };
    // Parts taken out of the catalogue between the check and the lock.
    const partIds = [...new Set(draft.groups.flatMap((g) => g.values.flatMap((v) => v.productId ?? [])))];
    if (partIds.length) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, partIds));
      if (found.length !== partIds.length) {
        const have = new Set(found.map((f) => f.id));
        const errors: FieldErrors = {};
        draft.groups.forEach((g, i) =>
          g.values.forEach((v, j) => {
            if (v.productId !== null && !have.has(v.productId))
              errors[`groups.${i}.values.${j}.productId`] = [
                translateMessage(locale, 'backoffice.configurator.validation.partMissing'),
              ];
          }),
        );
        return { ok: false as const, refusal: 'invalid' as const, errors };
      }
    }

    const diff: Record<string, unknown> = {};
    const before = platform ? platformOf(platform) : null;
    const platformDiff: Record<string, [unknown, unknown]> = {};
    for (const k of Object.keys(draft.platform) as (keyof PlatformInput)[])
      if (!before || !same(before[k], draft.platform[k]))
        platformDiff[k] = [before?.[k] ?? null, draft.platform[k]];
    if (Object.keys(platformDiff).length) diff.platform = platformDiff;

    const oldGroups = await tx
      .select()
      .from(configuratorGroups)
      .where(eq(configuratorGroups.productId, productId));
    const oldValues = oldGroups.length
      ? await tx
          .select()
          .from(configuratorValues)
          .where(
            inArray(
              configuratorValues.groupId,
              oldGroups.map((g) => g.id),
            ),
          )
      : [];
    const groupById = new Map(oldGroups.map((g) => [g.id, g]));
    const valueById = new Map(oldValues.map((v) => [v.id, v]));
    const keepGroups = new Set(
      draft.groups.flatMap((g) => (g.id !== null && groupById.has(g.id) ? [g.id] : [])),
    );
    const keepValues = new Set(
      draft.groups.flatMap((g) =>
        g.values.flatMap((v) => (v.id !== null && valueById.has(v.id) ? [v.id] : [])),
      ),
    );
    const removedGroups = oldGroups.filter((g) => !keepGroups.has(g.id));
    const removedValues = oldValues.filter((v) => !keepValues.has(v.id));
    if (removedValues.length)
      await tx.delete(configuratorValues).where(
        inArray(
          configuratorValues.id,
          removedValues.map((v) => v.id),
        ),
      );
    // Partids move between groups and a removed group's partId may come back as a new group: the unique
    // index would meet them half way, so renamed and removed groups are parked under their id first.
    // Removed groups go at the end, after values moved out of them found their new group.
    const renamed = draft.groups.filter((g) => g.id !== null && groupById.get(g.id)?.partId !== g.partId);
    const parked = [
      ...removedGroups.map((g) => g.id),
      ...renamed.flatMap((g) => (g.id !== null && groupById.has(g.id) ? [g.id] : [])),
    ];
    for (const id of parked)
      await tx
        .update(configuratorGroups)
        .set({ partId: `~${id}` })
        .where(eq(configuratorGroups.id, id));

    const groupsAdded: string[] = [];
    const groupsChanged: Record<string, Record<string, [unknown, unknown]>> = {};
    const valuesAdded: Record<string, number> = {};
    const valuesChanged: Record<string, Record<string, Record<string, [unknown, unknown]>>> = {};
    // An id the draft names twice is kept once; the other copy is a new row.
    const claimed = new Map<unknown, Set<number>>();
    const claim = <T>(id: number | null, from: Map<number, T>): T | undefined => {
      const taken = claimed.get(from) ?? claimed.set(from, new Set()).get(from)!;
      if (id === null || taken.has(id) || !from.has(id)) return undefined;
      taken.add(id);
      return from.get(id);
    };
    for (const g of draft.groups) {
      const { values, id: _id, ...fields } = g;
      const old = claim(g.id, groupById);
      let groupId: number;
      if (old) {
        const changes: Record<string, [unknown, unknown]> = {};
        for (const k of GROUP_FIELDS) if (!same(old[k], fields[k])) changes[k] = [old[k], fields[k]];
        if (Object.keys(changes).length || renamed.includes(g)) {
          await tx.update(configuratorGroups).set(fields).where(eq(configuratorGroups.id, old.id));
          if (Object.keys(changes).length) groupsChanged[g.partId] = changes;
        }
        groupId = old.id;
      } else {
        const [ins] = await tx
          .insert(configuratorGroups)
          .values({ ...fields, productId })
          .returning({ id: configuratorGroups.id });
        groupId = ins.id;
        groupsAdded.push(g.partId);
      }
      for (const v of values) {
        const { id: _vid, ...vfields } = v;
        const row = { ...vfields, groupId, facts: v.facts as Record<string, unknown> | null };
        const prev = claim(v.id, valueById);
        if (prev) {
          const changes: Record<string, [unknown, unknown]> = {};
          for (const k of VALUE_FIELDS) if (!same(prev[k], v[k])) changes[k] = [prev[k], v[k]];
          if (prev.groupId !== groupId) changes.group = [prev.groupId, groupId];
          if (Object.keys(changes).length) {
            await tx.update(configuratorValues).set(row).where(eq(configuratorValues.id, prev.id));
            (valuesChanged[g.partId] ??= {})[String(prev.id)] = changes;
          }
        } else {
          await tx.insert(configuratorValues).values(row);
          valuesAdded[g.partId] = (valuesAdded[g.partId] ?? 0) + 1;
        }
      }
    }
    if (removedGroups.length) {
      await tx.delete(configuratorGroups).where(
        inArray(
          configuratorGroups.id,
          removedGroups.map((g) => g.id),
        ),
      );
      diff.groupsRemoved = removedGroups.map((g) => g.partId);
    }
    if (groupsAdded.length) diff.groupsAdded = groupsAdded;
    if (Object.keys(groupsChanged).length) diff.groupsChanged = groupsChanged;
    if (Object.keys(valuesAdded).length) diff.valuesAdded = valuesAdded;
    if (removedValues.length) diff.valuesRemoved = removedValues.map((v) => v.id);
    if (Object.keys(valuesChanged).length) diff.valuesChanged = valuesChanged;
    if (!Object.keys(diff).length) return { ok: true as const, changed: false };

    const stamp = { updatedAt: nextVersion, updatedBy: actorName(staff) };
    if (platform)
      await tx
        .update(configuratorPlatforms)
        .set({ ...draft.platform, ...stamp })
        .where(eq(configuratorPlatforms.productId, productId));
    else
      await tx.insert(configuratorPlatforms).values({
        ...draft.platform,
        productId,
        updatedAt: sql`date_trunc('milliseconds', now())`,
        updatedBy: actorName(staff),
      });
    await recordAudit(tx, staff, {
      entity: 'product',
      entityId: productId,
      action: 'configurator',
      data: diff,
    });
    return { ok: true as const, changed: true };
  });
  if (!result.ok) return result;
  if (result.changed) invalidate('configurator', 'products');
  const now = await getConfiguration(productId);
  if (!now.ok) return now;
  return { ok: true, changed: result.changed, configuration: now.configuration };
}

/** Whether a product is a build-your-own product (its editor links to the configurator editor). */
export async function isConfigurable(productId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ configurable: products.configurable })
    .from(products)
    .where(eq(products.id, productId));
  return row?.configurable ?? false;
}
