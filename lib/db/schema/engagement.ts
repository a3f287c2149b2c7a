import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** FAQ groups ("types" of spec §7 /api/public/faq) and their questions, in both languages. */
export const faqTypes = pgTable('faq_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Hidden groups (and their questions) stay in the back office but not in the shop. */
  hidden: boolean('hidden').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Name of the member of staff who changed it last (null: the seed). */
  updatedBy: text('updated_by'),
});

export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => faqTypes.id, { onDelete: 'cascade' }),
    questionNl: text('question_nl').notNull(),
    questionEn: text('question_en').notNull(),
    answerNl: text('answer_nl').notNull(),
    answerEn: text('answer_en').notNull(),
    sort: integer('sort').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [index('faq_items_type_idx').on(t.typeId)],
);

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Shop reviews (productId null) and product reviews; visible once staff approved them. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    /** 1–5 stars. */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull().default('nl'),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by'),
  },
  (t) => [index('reviews_status_product_idx').on(t.status, t.productId, t.createdAt)],
);

/** Where a message stands in the back office's inbox (features/backoffice/server/inbox.ts). */
export type InboxStatus = 'new' | 'answered' | 'closed';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('nl'),
    uid: text('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The inbox: new until staff answer or close it, and the staff account working on it. */
    status: text('status').$type<InboxStatus>().notNull().default('new'),
    assigneeId: integer('assignee_id'),
  },
  (t) => [index('contact_messages_inbox_idx').on(t.status, t.createdAt)],
);

export const preOrders = pgTable(
  'pre_orders',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    message: text('message'),
    locale: text('locale').notNull().default('nl'),
    uid: text('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The inbox: new until staff answer or close it, and the staff account working on it. */
    status: text('status').$type<InboxStatus>().notNull().default('new'),
    assigneeId: integer('assignee_id'),
  },
  (t) => [index('pre_orders_inbox_idx').on(t.status, t.createdAt)],
);

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Newsletter subscribers with double opt-in: pending until the mailed link is opened. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    /** Random token in the confirm and unsubscribe links. */
    token: text('token').notNull(),
    locale: text('locale').notNull().default('nl'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscribers_email_uq').on(t.email), uniqueIndex('subscribers_token_uq').on(t.token)],
);

/** Countries and regions for the address forms (reference data, seeded by a migration). */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
  eu: boolean('eu').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('regions_country_idx').on(t.countryCode)],
);
