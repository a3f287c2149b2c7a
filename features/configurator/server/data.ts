import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  aliases,
  configuratorGroups,
  configuratorPlatforms,
  configuratorTrays,
  configuratorValues,
  configuratorWarranties,
  configuratorWarrantyDelivery,
  products,
  productSpecs,
} from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { formatEuro } from '@/lib/money';
import { getVatRate } from '@/features/content';
import { partFacts, storedFacts } from '../facts';
import type { BayForm, ConfiguratorData, OptionGroup } from '../types';

export const CONFIGURATOR_TAG = 'configurator';

/**
 * The configurator of a build-your-own product from the database (spec §3 response), or null. `fresh`
 * skips the minute-long cache (confirm checks the parts' stock and prices as they are now).
 */
export function loadConfigurator(
  productId: number,
  locale: Locale,
  opts: { fresh?: boolean } = {},
): Promise<ConfiguratorData | null> {
  if (opts.fresh) return readConfigurator(productId, locale);
  return cached(`configurator:${productId}:${locale}`, () => readConfigurator(productId, locale), {
    ttlSeconds: 60,
    tags: [CONFIGURATOR_TAG, `product:${productId}`],
  });
}

async function readConfigurator(productId: number, locale: Locale): Promise<ConfiguratorData | null> {
  const db = await getDb();
  const [row] = await db
    .select({ p: products, path: aliases.path, platform: configuratorPlatforms })
    .from(products)
    .innerJoin(configuratorPlatforms, eq(configuratorPlatforms.productId, products.id))
    .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
    .where(and(eq(products.id, productId), eq(products.configurable, true), eq(products.active, true)))
    .limit(1);
  if (!row) return null;
  const [groups, trays, warranties, deliveries, vatRate] = await Promise.all([
    db
      .select()
      .from(configuratorGroups)
      .where(eq(configuratorGroups.productId, productId))
      .orderBy(asc(configuratorGroups.sort)),
    db.select().from(configuratorTrays).where(eq(configuratorTrays.productId, productId)),
    db
      .select()
      .from(configuratorWarranties)
      .where(eq(configuratorWarranties.productId, productId))
      .orderBy(asc(configuratorWarranties.sort)),
    db.select().from(configuratorWarrantyDelivery).orderBy(asc(configuratorWarrantyDelivery.sort)),
    getVatRate(),
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
        .orderBy(asc(configuratorValues.sort))
    : [];
  const { parts, specs } = await readParts([
    ...values.map((v) => v.productId),
    ...trays.map((t) => t.trayProductId),
    ...warranties.map((w) => w.warrantyProductId),
  ]);
  return assembleConfigurator(
    {
      product: row.p,
      path: row.path,
      platform: row.platform,
      groups,
      values,
      trays,
      warranties,
      deliveries,
      vatRate,
      parts,
      specs,
    },
    locale,
  );
}

type PartRow = { p: typeof products.$inferSelect; path: string | null };

/** The part products (with their shop path) and their specs, from which the parts' facts derive. */
export async function readParts(
  ids: (number | null)[],
): Promise<{ parts: PartRow[]; specs: (typeof productSpecs.$inferSelect)[] }> {
  const partIds = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!partIds.length) return { parts: [], specs: [] };
  const db = await getDb();
  const [parts, specs] = await Promise.all([
    db
      .select({ p: products, path: aliases.path })
      .from(products)
      .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
      .where(inArray(products.id, partIds)),
    db.select().from(productSpecs).where(inArray(productSpecs.productId, partIds)),
  ]);
  return { parts, specs };
}

/** Everything the configurator of one product is built from: stored rows, or the back office's draft. */
export interface ConfiguratorRows {
  product: typeof products.$inferSelect;
  path: string | null;
  platform: Omit<typeof configuratorPlatforms.$inferSelect, 'productId' | 'updatedAt' | 'updatedBy'>;
  groups: Omit<typeof configuratorGroups.$inferSelect, 'productId'>[];
  values: (typeof configuratorValues.$inferSelect)[];
  trays: (typeof configuratorTrays.$inferSelect)[];
  warranties: (typeof configuratorWarranties.$inferSelect)[];
  deliveries: (typeof configuratorWarrantyDelivery.$inferSelect)[];
  vatRate: number;
  parts: PartRow[];
  specs: (typeof productSpecs.$inferSelect)[];
}

/**
 * The shop's configurator data (spec §3 response) from its rows. One function for the shop and the back
 * office's preview, so what staff preview is what shoppers get.
 */
export function assembleConfigurator(rows: ConfiguratorRows, locale: Locale): ConfiguratorData {
  const { groups, values, trays, warranties, deliveries, vatRate, parts, specs } = rows;
  const en = locale === 'en';
  const specMap = new Map<number, Record<string, string>>();
  for (const s of specs)
    (specMap.get(s.productId) ?? specMap.set(s.productId, {}).get(s.productId)!)[s.key] = s.value;
  const partById = new Map(parts.map((x) => [x.p.id, x]));
  const t = translator(locale);

  const options: OptionGroup[] = groups.map((g) => {
    const groupValues = values
      .filter((v) => v.groupId === g.id)
      .flatMap((v) => {
        const part = v.productId !== null ? partById.get(v.productId) : undefined;
        if (v.productId !== null && (!part || !part.p.active)) return [];
        const price = v.price ?? part?.p.price ?? 0;
        const facts =
          storedFacts(v.facts) ??
          (part ? partFacts(part.p.categoryId, specMap.get(part.p.id) ?? {}) : { kind: 'other' as const });
        return [
          {
            value: v.id,
            productId: v.productId,
            isProduct: v.productId !== null,
            name: part ? (en ? part.p.nameEn : part.p.nameNl) : ((en ? v.nameEn : v.nameNl) ?? ''),
            article: part?.p.article ?? '',
            sku: part?.p.sku ?? '',
            path: part?.path ?? null,
            state: part?.p.condition ?? null,
            price,
            priceBase: v.isBase ? price * v.baseQuantity : 0,
            isDefault: v.isDefault,
            isBase: v.isBase,
            installed: v.isBase,
            baseQuantity: v.baseQuantity,
            maxQuantity: v.maxQuantity,
            quantity: part?.p.quantity ?? 999,
            visible: v.visible,
            hardDiskRecalculate: g.hardDiskRecalculate,
            facts,
            textPrice: price === 0 ? t('configurator.included') : `+ ${formatEuro(price, locale)}`,
          },
        ];
      });
    return {
      partId: g.partId,
      label: en ? g.labelEn : g.labelNl,
      sort: g.sort,
      disabled: g.disabled,
      maxQuantity: g.maxQuantity,
      priceBase: groupValues.reduce((s, v) => s + v.priceBase, 0),
      categoryId: g.categoryId,
      hardDiskRecalculate: g.hardDiskRecalculate,
      quantityMinCategory: g.quantityMinCategory,
      values: groupValues,
    };
  });

  const p = rows.product;
  const pl = rows.platform;
  return {
    data: {
      id: p.id,
      name: en ? p.nameEn : p.nameNl,
      path: rows.path ?? `/product/${p.id}`,
      article: p.article,
      sku: p.sku,
      image: p.images[0] ?? null,
      price: p.price,
      quantity: p.quantity,
      family: p.family,
      generation: p.generation,
      options,
    },
    trays: trays.map((tr) => {
      const part = tr.trayProductId !== null ? partById.get(tr.trayProductId) : undefined;
      return {
        form: tr.form as BayForm,
        included: tr.included,
        productId: tr.trayProductId,
        name: part ? (en ? part.p.nameEn : part.p.nameNl) : t('configurator.tray'),
        price: part?.p.price ?? 0,
      };
    }),
    service: [
      t('configurator.service.assembled'),
      t('configurator.service.tested'),
      t('configurator.service.firmware'),
    ],
    warranty_options: {
      label: t('configurator.warranty'),
      values: warranties.flatMap((w) => {
        const part = partById.get(w.warrantyProductId);
        return part
          ? [
              {
                id: part.p.id,
                article: part.p.article,
                name: en ? part.p.nameEn : part.p.nameNl,
                priceOption: part.p.price,
                sort: w.sort,
              },
            ]
          : [];
      }),
    },
    configurator: {
      vatRate,
      platform: {
        cpuSocket: pl.cpuSocket,
        cpuSockets: pl.cpuSockets,
        memoryType: pl.memoryType,
        memoryKinds: pl.memoryKinds,
        memorySpeedMin: pl.memorySpeedMin,
        memorySpeedMax: pl.memorySpeedMax,
        dimmSlots: pl.dimmSlots,
        bays: { sff: pl.baysSff, lff: pl.baysLff, nvme: pl.baysNvme },
        m2Slots: pl.m2Slots,
        pcieSlots: pl.pcieSlots,
        gpuMax: pl.gpuMax,
        psuWatts: pl.psuWatts,
        baseWatts: pl.baseWatts,
      },
    },
    warranty_delivery: deliveries.map((d) => ({
      id: d.id,
      label: en ? d.labelEn : d.labelNl,
      price: d.price,
    })),
  };
}
