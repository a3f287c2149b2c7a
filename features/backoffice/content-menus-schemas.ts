import { z } from 'zod';
import { requiredText } from '@/lib/form-fields';
import { MAX_ID } from '@/lib/validation';

/** Back-office menus and redirects: the forms' fields and the API's bodies. */

/** The shop's own pages outside the aliases table (spec §2 route table plus the info pages). */
export const STATIC_ROUTES = [
  '/',
  '/about',
  '/chat',
  '/contact',
  '/contact-success',
  '/customer',
  '/customer/login',
  '/elements',
  '/faq',
  '/mobile-menu',
  '/order',
  '/privacy',
  '/register',
  '/register/step-one',
  '/register/step-two',
  '/register/success',
  '/routers',
  '/sale',
  '/search',
  '/server-dell',
  '/server-hp',
  '/sitemap',
  '/terms',
] as const;

/**
 * First path segments a redirect may never take over: the locale prefix, the app's own machinery and the
 * shop's own pages with everything under them (the proxy answers redirects before any page is reached).
 */
const RESERVED_SEGMENTS = new Set([
  'en',
  'api',
  'staff',
  'media',
  '_next',
  'pay',
  'configurator',
  'newsletter',
  ...STATIC_ROUTES.map((r) => r.split('/')[1]).filter(Boolean),
]);

export const EDITABLE_MENUS = ['main', 'footer'] as const;
export type EditableMenu = (typeof EDITABLE_MENUS)[number];

/** The record's version as the form loaded it: a colleague's change in between is refused (409). */
const version = z.iso.datetime({ offset: true });

const HTTPS_RE = /^https:\/\/[^\s/$.?#][^\s]*$/i;
const PATH_RE = /^\/[a-z0-9\-._~/%]*$/i;
const FROM_RE = /^\/[a-z0-9\-._~/]*$/i;

/** One leading slash, no trailing slash, lower case: how the alias resolver matches a request path. */
export function normaliseShopPath(path: string): string {
  return `/${path.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
}

/** Whether a target is an external https address rather than a shop path. */
export const isExternal = (target: string) => HTTPS_RE.test(target);

/**
 * A menu link or redirect target: an https URL as typed, or a shop path (normalised; a '#fragment' or
 * '?query' on it is kept). Whether the path resolves is checked on the server against the aliases.
 */
const target = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(500, { error: 'validation.tooLong' })
  .refine((v) => isExternal(v) || PATH_RE.test(v.split(/[?#]/)[0]), {
    error: 'backoffice.content.menus.validation.route',
  })
  .transform((v) => {
    if (isExternal(v)) return v;
    const [, path, rest] = /^([^?#]*)(.*)$/.exec(v)!;
    return `${normaliseShopPath(path)}${rest}`;
  });

export const menuParam = z.object({ menu: z.enum(EDITABLE_MENUS) });

const menuLeaf = z.object({
  labelNl: requiredText(1, 60),
  labelEn: requiredText(1, 60),
  route: target,
});

/** The editor's rows: the menu flattened, `depth` 1 for an item under the top-level item above it. */
export const menuRowsSchema = z.object({
  rows: z.array(menuLeaf.extend({ depth: z.union([z.literal(0), z.literal(1)]) })).max(200),
});
export type MenuRowsInput = z.input<typeof menuRowsSchema>;
export type MenuRowsOutput = z.output<typeof menuRowsSchema>;

/** PUT /api/staff/content/menus/{main|footer}: the whole menu, nested one level, in its order. */
export const menuSaveSchema = z.object({
  updatedAt: version,
  items: z
    .array(menuLeaf.extend({ children: z.array(menuLeaf).max(30).default([]) }))
    .max(30, { error: 'validation.tooLong' }),
});
export type MenuSaveInput = z.output<typeof menuSaveSchema>;

/** PUT /api/staff/content/menus/category: every category's place among its siblings and visibility. */
export const categoryMenuSaveSchema = z.object({
  updatedAt: version,
  /** In menu order: the position within each parent follows this list. */
  items: z
    .array(z.object({ id: z.number().int().positive().max(MAX_ID), inMenu: z.boolean() }))
    .min(1)
    .max(2000),
});
export type CategoryMenuSaveInput = z.output<typeof categoryMenuSaveSchema>;

const fromPath = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(300, { error: 'validation.tooLong' })
  // No '%': the shop matches request paths decoded, so an encoded path could never be hit.
  .refine((v) => FROM_RE.test(v.startsWith('/') ? v : `/${v}`) && !v.startsWith('//'), {
    error: 'backoffice.content.redirects.validation.fromPath',
    abort: true,
  })
  .transform(normaliseShopPath)
  .refine((v) => v !== '/' && !RESERVED_SEGMENTS.has(v.split('/')[1]), {
    error: 'backoffice.content.redirects.validation.fromReserved',
  });

const redirectFields = z.object({
  from: fromPath,
  to: target,
  status: z.union([z.literal(301), z.literal(302)], { error: 'validation.required' }).default(301),
});

/** POST /api/staff/content/redirects. */
export const redirectCreateSchema = redirectFields;
export type RedirectCreateInput = z.output<typeof redirectCreateSchema>;
export type RedirectFormInput = z.input<typeof redirectCreateSchema>;

/** PUT /api/staff/content/redirects: `path` is the redirect as loaded, `from` its (maybe new) path. */
export const redirectUpdateSchema = redirectFields.extend({
  path: z.string().min(1).max(300),
  updatedAt: version,
});
export type RedirectUpdateInput = z.output<typeof redirectUpdateSchema>;

/** DELETE /api/staff/content/redirects. */
export const redirectDeleteSchema = z.object({ path: z.string().min(1).max(300), updatedAt: version });

export const redirectListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  perPage: z.coerce.number().int().min(5).max(100).default(25),
});
export type RedirectListQuery = z.output<typeof redirectListQuerySchema>;

export interface StaffMenuItem {
  labelNl: string;
  labelEn: string;
  route: string;
  children: Omit<StaffMenuItem, 'children'>[];
}
export interface StaffMenu {
  menu: EditableMenu;
  items: StaffMenuItem[];
  updatedAt: string;
  updatedBy: string | null;
}

export interface StaffCategoryMenuItem {
  id: number;
  parentId: number | null;
  nameNl: string;
  nameEn: string;
  path: string;
  inMenu: boolean;
  sort: number;
}
export interface StaffCategoryMenu {
  items: StaffCategoryMenuItem[];
  updatedAt: string;
  updatedBy: string | null;
}

export interface StaffRedirect {
  path: string;
  to: string;
  status: number;
  /** Left by a product's path change: which product. */
  product: { id: number; nameNl: string; nameEn: string } | null;
  updatedAt: string;
  updatedBy: string | null;
}
export interface StaffRedirectList {
  data: StaffRedirect[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}
