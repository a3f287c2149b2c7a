import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './types';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Name of the member of staff who changed it last (null: the seed). */
  updatedBy: text('updated_by'),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  placement: text('placement').notNull().default('main'),
  titleNl: text('title_nl').notNull(),
  titleEn: text('title_en').notNull(),
  textNl: text('text_nl').notNull().default(''),
  textEn: text('text_en').notNull().default(''),
  image: text('image'),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Name of the member of staff who changed it last (null: the seed). */
  updatedBy: text('updated_by'),
});

/** Editable menus ('main', 'footer'); the category menu is derived from the category tree. */
export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  menu: text('menu').notNull(),
  parentId: integer('parent_id'),
  labelNl: text('label_nl').notNull(),
  labelEn: text('label_en').notNull(),
  route: text('route').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleNl: text('title_nl').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionNl: text('description_nl').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  /** Structured page content (sections), per locale. */
  bodyNl: jsonb('body_nl').notNull().default([]),
  bodyEn: jsonb('body_en').notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export const htmlBlocks = pgTable('html_blocks', {
  hook: text('hook').primaryKey(),
  htmlNl: text('html_nl').notNull(),
  htmlEn: text('html_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** Stored files served under /media/… (seeded product images, logos, chat files). */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
