import { z } from 'zod';
import { recordId } from '@/lib/validation';

/** The back office's configurator editor: what a save (or a preview) sends, checked on the server. */

const m = (key: string) => `backoffice.configurator.validation.${key}`;
const count = (max: number) => z.number().int().min(0).max(max);
const cents = z.number().int().min(0).max(100_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);

export const platformSchema = z
  .object({
    cpuSocket: text(40),
    cpuSockets: z.number().int().min(1).max(8),
    memoryType: text(20),
    memoryKinds: z.array(text(20)).min(1).max(6),
    memorySpeedMin: count(20_000),
    memorySpeedMax: count(20_000),
    dimmSlots: count(128),
    baysSff: count(64),
    baysLff: count(64),
    baysNvme: count(64),
    m2Slots: count(16),
    pcieSlots: count(32),
    gpuMax: count(16),
    psuWatts: count(10_000),
    baseWatts: count(10_000),
  })
  .superRefine((p, ctx) => {
    if (p.memorySpeedMax < p.memorySpeedMin)
      ctx.addIssue({ code: 'custom', path: ['memorySpeedMax'], message: m('speedRange') });
  });

const driveIface = z.enum(['SATA', 'SAS', 'NVMe']);

/** Compatibility facts of a value that is not a product (a product's come from its specs). */
export const factsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cpu'), socket: text(40), tdp: count(1000) }),
  z.object({
    kind: z.literal('memory'),
    type: text(20),
    module: text(20),
    speed: count(20_000),
    sizeGb: count(4096),
  }),
  z.object({
    kind: z.literal('drive'),
    iface: driveIface,
    form: z.enum(['2.5"', '3.5"', 'M.2', 'U.2', 'U.3', 'PCIe']),
    watts: count(1000),
  }),
  z.object({
    kind: z.literal('controller'),
    protocols: z.array(driveIface).min(1).max(3),
    raid: z.boolean(),
  }),
  z.object({
    kind: z.literal('backplane'),
    form: z.enum(['2.5"', '3.5"']),
    bays: count(64),
    nvme: z.boolean(),
  }),
  z.object({ kind: z.literal('gpu'), watts: count(1000), slots: z.number().int().min(1).max(4) }),
  z.object({ kind: z.literal('psu'), watts: count(10_000) }),
  z.object({ kind: z.literal('other') }),
]);

export const valueSchema = z
  .object({
    /** The stored value's id (kept so carts and share links that name it stay valid); null for a new one. */
    id: recordId().nullable().default(null),
    productId: recordId().nullable(),
    nameNl: z.string().trim().max(200).nullable().default(null),
    nameEn: z.string().trim().max(200).nullable().default(null),
    /** Unit price in cents excl. VAT: overrides the part's price; a non-product value must have one. */
    price: cents.nullable(),
    isDefault: z.boolean(),
    isBase: z.boolean(),
    baseQuantity: count(999),
    /** 0 = no maximum. */
    maxQuantity: count(999),
    visible: z.boolean(),
    sort: z.number().int().min(-10_000).max(10_000),
    facts: factsSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.productId === null) {
      if (!v.nameNl) ctx.addIssue({ code: 'custom', path: ['nameNl'], message: m('nameRequired') });
      if (!v.nameEn) ctx.addIssue({ code: 'custom', path: ['nameEn'], message: m('nameRequired') });
      if (v.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: m('priceRequired') });
    }
    if (v.maxQuantity > 0 && v.baseQuantity > v.maxQuantity)
      ctx.addIssue({ code: 'custom', path: ['baseQuantity'], message: m('baseAboveMax') });
  });

export const groupSchema = z.object({
  id: recordId().nullable().default(null),
  /** The group's key in a selection (and in carts and share links). */
  partId: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/i, m('partId')),
  labelNl: text(100),
  labelEn: text(100),
  sort: z.number().int().min(-10_000).max(10_000),
  /** The catalogue category the group's parts come from; the rules find the processor, RAID, … groups by it. */
  categoryId: recordId().nullable(),
  maxQuantity: count(999),
  priceBase: cents,
  hardDiskRecalculate: z.boolean(),
  quantityMinCategory: recordId().nullable(),
  disabled: z.boolean(),
  values: z.array(valueSchema).max(200),
});

export const configurationDraftSchema = z
  .object({
    platform: platformSchema,
    groups: z.array(groupSchema).max(60),
  })
  .superRefine((d, ctx) => {
    const seen = new Map<string, number>();
    d.groups.forEach((g, i) => {
      const key = g.partId.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['groups', i, 'partId'], message: m('partIdTaken') });
      else seen.set(key, i);
      // The model takes the first default; a second one would silently never be chosen.
      const defaults = g.values.flatMap((v, j) => (v.isDefault ? [j] : []));
      for (const j of defaults.slice(1))
        ctx.addIssue({
          code: 'custom',
          path: ['groups', i, 'values', j, 'isDefault'],
          message: m('oneDefault'),
        });
    });
  });

/** PUT: the draft plus the version the editor loaded (null before the first save). */
export const configurationSaveSchema = z.intersection(
  configurationDraftSchema,
  z.object({ version: z.iso.datetime({ offset: true }).nullable() }),
);

export type PlatformInput = z.infer<typeof platformSchema>;
export type ValueInput = z.infer<typeof valueSchema>;
export type GroupInput = z.infer<typeof groupSchema>;
export type ConfigurationDraft = z.infer<typeof configurationDraftSchema>;
export type ConfigurationDraftInput = z.input<typeof configurationDraftSchema>;
export type ConfigurationSave = z.infer<typeof configurationSaveSchema>;

export const configuratorProductParam = z.object({ id: recordId() });
