import {
  boolean,
  doublePrecision,
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
import { sql } from 'drizzle-orm';

/** Category tree. Ids of spec §3 are kept verbatim (ram 282, servers 116, …). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Technical key (e.g. 'ram', 'sata_ssd'), stable across locales. */
    key: text('key').notNull(),
    slug: text('slug').notNull(),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionNl: text('description_nl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    inMenu: boolean('in_menu').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_key_uq').on(t.key), index('categories_parent_idx').on(t.parentId)],
);

export const PRODUCT_TYPES = {
  geen: 0,
  zelf_samenstellen: 1,
  ready_to_go: 2,
  sale: 3,
  multibatch: 4,
} as const;
export const PRODUCT_CONDITIONS = ['new', 'refurbished', 'recertified'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    slug: text('slug').notNull(),
    article: text('article').notNull(),
    sku: text('sku').notNull(),
    brand: text('brand').notNull().default(''),
    /** Product type enumeration of spec §3: 0 geen, 1 zelf_samenstellen, 2 ready_to_go, 3 sale, 4 multibatch. */
    type: smallint('type').notNull().default(2),
    condition: text('condition').$type<ProductCondition>().notNull().default('refurbished'),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionNl: text('description_nl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Price excluding VAT, integer cents. */
    price: integer('price').notNull(),
    priceOld: integer('price_old'),
    sale: boolean('sale').notNull().default(false),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    indefinitePeriod: boolean('indefinite_period').notNull().default(false),
    quantity: integer('quantity').notNull().default(0),
    /** 0–100, the star fill percentage. */
    rating: smallint('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /**
     * Version of the image list as the back office edits it (upload, order, alt texts, removal), apart from
     * `updatedAt` so an image change does not make an open product form stale; null until first changed.
     */
    imagesUpdatedAt: timestamp('images_updated_at', { withTimezone: true }),
    imagesUpdatedBy: text('images_updated_by'),
    /** Warranty months shown on the product page. */
    warrantyMonths: smallint('warranty_months').notNull().default(12),
    /** Weight in grams, for delivery. */
    weight: integer('weight').notNull().default(1000),
    /** Build-your-own products carry configurator option data. */
    configurable: boolean('configurable').notNull().default(false),
    /** Server family ('dell' | 'hpe' …) and generation ('G14', 'Gen10') for brand filters. */
    family: text('family'),
    generation: text('generation'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last changed the product in the back office (their name as it was), for 'changed by … at …'. */
    updatedBy: text('updated_by'),
    /** The page's <title> and meta description per language when set (≤ 70 / ≤ 160); null: derived. */
    seoTitleNl: text('seo_title_nl'),
    seoTitleEn: text('seo_title_en'),
    seoDescriptionNl: text('seo_description_nl'),
    seoDescriptionEn: text('seo_description_en'),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_sku_uq').on(t.sku),
    index('products_article_idx').on(t.article),
    // Category listings and their counts, the filter panel's too, read only this index (index-only scans at
    // 100k products).
    index('products_category_idx').on(
      t.categoryId,
      t.active,
      t.price,
      t.id,
      t.soldCount,
      t.quantity,
      t.rating,
      t.ratingCount,
      t.type,
      t.condition,
      t.family,
      t.generation,
    ),
    // The same for products on sale (the sale page, 'sale_is=1'), partial: ≈ 1 in 10 products; without it
    // those listings scanned the whole table (65 ms at 100k products, 0.4 ms with it).
    index('products_sale_idx')
      .on(
        t.categoryId,
        t.active,
        t.price,
        t.id,
        t.soldCount,
        t.quantity,
        t.rating,
        t.ratingCount,
        t.type,
        t.condition,
        t.family,
        t.generation,
        t.indefinitePeriod,
        t.saleEndsAt,
      )
      .where(sql`${t.sale}`),
    index('products_price_idx').on(t.price),
    index('products_sold_idx').on(t.soldCount),
    index('products_type_idx').on(t.type),
  ],
);

/** Spec metrics of a product: one row per metric, so facets can be counted with an index. */
export const productSpecs = pgTable(
  'product_specs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Metric key, e.g. 'memory_size', 'interface', 'form_factor', 'cpu_family', 'generation'. */
    key: text('key').notNull(),
    labelNl: text('label_nl').notNull(),
    labelEn: text('label_en').notNull(),
    /** Text value (also for numbers, as written), used for facets. */
    value: text('value').notNull(),
    /** Numeric value in the base unit, when the metric is a quantity. */
    num: doublePrecision('num'),
    /** Unit of spec §3: 'B', 'W', 'V', 'nm', 'ns', 'Hz', 'Wh', 'bit', 'bit/s', 'Ah', 'mAh', 'dB', 'A', 'cd/m2', 'rpm', 'inch', 'ratio'. */
    unit: text('unit'),
    facet: boolean('facet').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.key] }),
    index('product_specs_key_value_idx').on(t.key, t.value, t.productId),
    // The filter panel counts facet values from this index alone.
    index('product_specs_facet_idx')
      .on(t.key, t.value, t.productId)
      .where(sql`${t.facet}`),
  ],
);

export const productSimilar = pgTable(
  'product_similar',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.similarId] })],
);

/** URL aliases: a readable path resolves to a route and target, or redirects. */
export const aliases = pgTable(
  'aliases',
  {
    path: text('path').primaryKey(),
    /** 'category' | 'product' | 'page' | 'redirect' */
    route: text('route').notNull(),
    targetId: integer('target_id'),
    redirectTo: text('redirect_to'),
    status: smallint('status'),
    /** Version of a redirect staff edit: any update moves it, so a stale form is refused. */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Who changed it last in the back office (null: the seed or a product's path change). */
    updatedBy: text('updated_by'),
  },
  (t) => [index('aliases_target_idx').on(t.route, t.targetId)],
);
