import { z } from 'zod';
import { MAX_ID, recordId } from '@/lib/validation';

/** What an uploaded product image may be: checked on the server by content, shown to staff at the input. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Per file. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Each side, in pixels, after the camera's rotation is applied. */
export const IMAGE_MIN_SIDE = 200;
export const IMAGE_MAX_SIDE = 6000;
/** Files in one upload request. */
export const IMAGE_MAX_FILES = 10;
/** Images one product can have. */
export const IMAGE_MAX_PER_PRODUCT = 24;
export const IMAGE_ALT_MAX = 200;

export const productImageParam = z.object({ id: recordId(), imageId: recordId() });

const alt = z.string().trim().max(IMAGE_ALT_MAX, 'validation.tooLong');

/** DELETE /api/staff/products/:id/images/:imageId: the list's version the form loaded (as for a save). */
export const productImageDeleteSchema = z.object({
  version: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable(),
});

/**
 * PUT /api/staff/products/:id/images: every image of the product in the new order with its alt texts,
 * and the version of the list the form loaded (null while it was never changed).
 */
export const productImagesSaveSchema = z.object({
  version: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable(),
  images: z
    .array(z.object({ id: recordId(), altNl: alt.default(''), altEn: alt.default('') }))
    .max(IMAGE_MAX_PER_PRODUCT, 'validation.invalid')
    .refine((list) => new Set(list.map((i) => i.id)).size === list.length, 'validation.invalid'),
});
export type ProductImagesSave = z.output<typeof productImagesSaveSchema>;

/** One image as the editor shows it. */
export type StaffProductImage = {
  id: number;
  /** The main stored variant (what `products.images` lists). */
  path: string;
  /** A small variant for the editor's thumbnail. */
  thumb: string;
  altNl: string;
  altEn: string;
  width: number | null;
  height: number | null;
};

/** A product's image list with its version (for the stale-form check). */
export type StaffProductImages = {
  images: StaffProductImage[];
  version: string | null;
  updatedBy: string | null;
};

/** The editor's form: the images in their new order with alt texts (the version is added when sent). */
export const productImagesFormSchema = z.object({
  images: z.array(z.object({ id: z.number().int().positive().max(MAX_ID), altNl: alt, altEn: alt })),
});
export type ProductImagesForm = z.output<typeof productImagesFormSchema>;
