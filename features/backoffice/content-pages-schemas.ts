import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/form-fields';

/**
 * Back-office content pages: home banners, the USP bar, content pages (about, brand pages, …) and html
 * blocks. The forms' fields and the API's bodies; rich text arrives as HTML and is sanitised on the server
 * before it is stored, so these only bound its size.
 */

/** The record's `updatedAt` as the form loaded it: a colleague's change in between is refused (409). */
const version = z.iso.datetime({ offset: true });

/** Rich text from the editor (HTML); the server sanitises it on save. */
const richText = (max: number) =>
  z.string({ error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** A path within the shop ('/servers', not '//elsewhere') or an https address. */
export const LINK_RE = /^(\/(?!\/)[^\s\\]*|https:\/\/[^\s/]+[^\s]*)$/;

/** A stored image: a path under /media/ (an upload or an existing file). */
export const MEDIA_PATH_RE = /^\/media\/[a-zA-Z0-9/_.-]{1,200}$/;

const optionalMatch = (re: RegExp, error: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine((v) => v === '' || re.test(v), { error })
    .optional()
    .default('');

export const bannerFieldsSchema = z.object({
  titleNl: requiredText(2, 160),
  titleEn: requiredText(2, 160),
  textNl: optionalText(500),
  textEn: optionalText(500),
  link: optionalMatch(LINK_RE, 'backoffice.content.validation.link', 500),
  image: optionalMatch(MEDIA_PATH_RE, 'backoffice.content.validation.image', 220),
  active: z.boolean().default(true),
});
export type BannerCreateInput = z.output<typeof bannerFieldsSchema>;

export const bannerUpdateSchema = bannerFieldsSchema.extend({ updatedAt: version });
export type BannerUpdateInput = z.output<typeof bannerUpdateSchema>;

export const versionOnlySchema = z.object({ updatedAt: version });

/** Icons the USP bar can show (lucide icons, chosen by name). */
export const USP_ICONS = [
  'truck',
  'shield',
  'wrench',
  'percent',
  'clock',
  'award',
  'headset',
  'leaf',
] as const;

const uspItem = z.object({
  icon: z.enum(USP_ICONS, { error: 'validation.required' }),
  textNl: requiredText(2, 80),
  textEn: requiredText(2, 80),
});
export type UspItem = z.output<typeof uspItem>;

/** The USP bar under the home banner (settings key 'usps'): one to six points. */
export const uspsFieldsSchema = z.object({
  items: z
    .array(uspItem)
    .min(1, { error: 'backoffice.content.validation.uspCount' })
    .max(6, { error: 'backoffice.content.validation.uspCount' }),
});
export const uspsSchema = uspsFieldsSchema.extend({ updatedAt: version });
export type UspsInput = z.output<typeof uspsSchema>;

export const pageSlugParam = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });
export const hookParam = z.object({ hook: z.string().regex(/^[a-z0-9_-]{1,64}$/) });

/**
 * One section of a content page in both languages. `ref` is the section's place in the stored page when it
 * was loaded: its other fields (type, the brand of a brand section, …) are kept from there; a section
 * without `ref` is a new text section.
 */
export const pageSectionSchema = z.object({
  ref: z.number().int().min(0).max(99).nullable().default(null),
  titleNl: optionalText(160),
  titleEn: optionalText(160),
  htmlNl: richText(20_000),
  htmlEn: richText(20_000),
});

export const pageFieldsSchema = z.object({
  titleNl: requiredText(2, 120),
  titleEn: requiredText(2, 120),
  descriptionNl: optionalText(300),
  descriptionEn: optionalText(300),
  sections: z.array(pageSectionSchema).max(30, { error: 'validation.tooLong' }),
});
export const pageUpdateSchema = pageFieldsSchema.extend({ updatedAt: version });
export type PageUpdateInput = z.output<typeof pageUpdateSchema>;

export const htmlBlockFieldsSchema = z.object({
  htmlNl: richText(20_000),
  htmlEn: richText(20_000),
});
export const htmlBlockUpdateSchema = htmlBlockFieldsSchema.extend({ updatedAt: version });
export type HtmlBlockUpdateInput = z.output<typeof htmlBlockUpdateSchema>;

/** Banner images: JPEG, PNG or WebP by content, at most 5 MB and 4000 px a side (re-encoded on upload). */
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_IMAGE_MAX_SIDE = 4000;

/** A content page as the staff editor loads it and a save answers it; a section's ref is its stored place. */
export interface EditablePage {
  slug: string;
  titleNl: string;
  titleEn: string;
  descriptionNl: string;
  descriptionEn: string;
  sections: {
    ref: number;
    type: string;
    label: string | null;
    titleNl: string;
    titleEn: string;
    htmlNl: string;
    htmlEn: string;
  }[];
  updatedAt: string;
}
