import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** Facts of a configurable chassis that the compatibility rules check (one row per configurable product). */
export const configuratorPlatforms = pgTable('configurator_platforms', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  cpuSocket: text('cpu_socket').notNull(),
  cpuSockets: smallint('cpu_sockets').notNull(),
  memoryType: text('memory_type').notNull(),
  memoryKinds: jsonb('memory_kinds').$type<string[]>().notNull(),
  memorySpeedMin: integer('memory_speed_min').notNull(),
  memorySpeedMax: integer('memory_speed_max').notNull(),
  dimmSlots: smallint('dimm_slots').notNull(),
  baysSff: smallint('bays_sff').notNull().default(0),
  baysLff: smallint('bays_lff').notNull().default(0),
  baysNvme: smallint('bays_nvme').notNull().default(0),
  m2Slots: smallint('m2_slots').notNull().default(0),
  pcieSlots: smallint('pcie_slots').notNull(),
  gpuMax: smallint('gpu_max').notNull().default(0),
  psuWatts: integer('psu_watts').notNull(),
  baseWatts: integer('base_watts').notNull(),
  /** Version of the whole configuration (platform, groups, values) the back office's editor saves: when and who. */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: text('updated_by'),
});

/** Option groups of a configurable product (spec §3 Configurator). */
export const configuratorGroups = pgTable(
  'configurator_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partId: text('part_id').notNull(),
    labelNl: text('label_nl').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
    categoryId: integer('category_id'),
    maxQuantity: integer('max_quantity').notNull().default(0),
    priceBase: integer('price_base').notNull().default(0),
    hardDiskRecalculate: boolean('hard_disk_recalculate').notNull().default(false),
    quantityMinCategory: integer('quantity_min_category'),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('configurator_groups_product_part_uq').on(t.productId, t.partId)],
);

/**
 * Values of a group: a real part (productId; price from the product unless overridden) or a
 * non-product value (included parts, 'none', power supplies) with its own name, price and facts.
 */
export const configuratorValues = pgTable(
  'configurator_values',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => configuratorGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    nameNl: text('name_nl'),
    nameEn: text('name_en'),
    /** Unit price override in cents excl. VAT (non-product values must set it). */
    price: integer('price'),
    isDefault: boolean('is_default').notNull().default(false),
    isBase: boolean('is_base').notNull().default(false),
    baseQuantity: integer('base_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Compatibility facts of a non-product value (products derive theirs from their specs). */
    facts: jsonb('facts').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('configurator_values_group_idx').on(t.groupId),
    index('configurator_values_product_idx').on(t.productId),
  ],
);

/** Warranty extensions offered with a configurable product. */
export const configuratorWarranties = pgTable(
  'configurator_warranties',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warrantyProductId: integer('warranty_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warrantyProductId] })],
);

/** How warranty service is delivered (bring-in, on-site), priced on top of the warranty. */
export const configuratorWarrantyDelivery = pgTable('configurator_warranty_delivery', {
  id: text('id').primaryKey(),
  labelNl: text('label_nl').notNull(),
  labelEn: text('label_en').notNull(),
  price: integer('price').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/** Drive trays (caddies): how many come with the chassis per form factor, and the tray part for more. */
export const configuratorTrays = pgTable(
  'configurator_trays',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    form: text('form').$type<'2.5"' | '3.5"'>().notNull(),
    included: smallint('included').notNull().default(0),
    trayProductId: integer('tray_product_id').references(() => products.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.form] })],
);

/** Shared configurations: a share link restores the selection. */
export const configuratorShares = pgTable('configurator_shares', {
  id: text('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
