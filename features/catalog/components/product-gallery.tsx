import { getTranslations } from 'next-intl/server';
import { IMAGE_SIZES, imageSrcSet } from '@/lib/product-image-variants';
import { ProductGalleryView } from './product-gallery-view';

/**
 * Product images (spec §2): each image's alt text as staff set it in the page's language, else one made
 * from the product's name here; uploads with the `srcset` of their stored widths (worked out on the server,
 * so the browser's code stays as small).
 */
export async function ProductGallery({
  images,
  alts = [],
  name,
}: {
  images: string[];
  alts?: string[];
  name: string;
}) {
  if (!images.length) return null;
  const t = await getTranslations('catalogProduct');
  return (
    <ProductGalleryView
      images={images}
      alts={images.map((_, i) => alts[i] || t('imageAlt', { name, n: i + 1, total: images.length }))}
      srcSets={images.map(imageSrcSet)}
      sizes={IMAGE_SIZES.gallery}
      fullscreenLabel={t('fullscreen')}
    />
  );
}
