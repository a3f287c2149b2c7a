/**
 * How uploaded product images are stored and referenced, shared by the back office (which writes them)
 * and the shop (which builds `srcset` from the path alone, so no extra read or client code is needed).
 *
 * An upload is stored in `media` as WebP at each width of IMAGE_WIDTHS (never enlarged), under
 * `/media/product-images/<product id>/<key>-<width>.webp`; the 800 px one is the image's main path, the
 * one `products.images` lists. Seeded files (`/media/products/….svg`) match nothing here and are served
 * as they are.
 */

/** Widths stored per upload: cards (≈ 300–400 px, 2× on phones), the product page (800×600), fullscreen. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width whose path stands for the image in `products.images`. */
export const MAIN_WIDTH: ImageWidth = 800;

const UPLOADED = /^(\/media\/product-images\/\d+\/[A-Za-z0-9_-]+)-800\.webp$/;

/** The main path of an upload's variants, from their common stem. */
export const mainPath = (stem: string) => `${stem}-${MAIN_WIDTH}.webp`;
export const variantPath = (stem: string, width: ImageWidth) => `${stem}-${width}.webp`;

/** The stem of an uploaded image's main path; null for anything else (a seeded file). */
export function uploadStem(path: string): string | null {
  return UPLOADED.exec(path)?.[1] ?? null;
}

/** An image path at (about) the given width: the stored variant for an upload, the path itself otherwise. */
export function imageAt(path: string, width: ImageWidth): string {
  const stem = uploadStem(path);
  return stem ? variantPath(stem, width) : path;
}

/** `srcset` of an uploaded image (every stored width); undefined for a seeded file. */
export function imageSrcSet(path: string): string | undefined {
  const stem = uploadStem(path);
  return stem ? IMAGE_WIDTHS.map((w) => `${variantPath(stem, w)} ${w}w`).join(', ') : undefined;
}

/** `sizes` of the shop's image slots: a product card in the grid, and the product page's gallery. */
export const IMAGE_SIZES = {
  card: '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw',
  gallery: '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw',
} as const;
