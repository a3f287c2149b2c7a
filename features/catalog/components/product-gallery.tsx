import { getTranslations } from 'next-intl/server';
import { ProductGalleryView } from './product-gallery-view';

/** Product images (spec §2), their alternative texts translated here. */
export async function ProductGallery({ images, name }: { images: string[]; name: string }) {
  if (!images.length) return null;
  const t = await getTranslations('catalogProduct');
  return (
    <ProductGalleryView
      images={images}
      alts={images.map((_, i) => t('imageAlt', { name, n: i + 1, total: images.length }))}
      fullscreenLabel={t('fullscreen')}
    />
  );
}
