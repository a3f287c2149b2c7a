import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';

/**
 * Above an unpublished product's page, which only staff can open: says it is a preview shoppers cannot
 * see, and leads back to the editor.
 */
export async function ProductPreviewBar({ productId, locale }: { productId: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'backoffice.products.preview' });
  return (
    <div className="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="product-preview-bar">
      <p className="container-shop flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
        <strong>{t('bar')}</strong>
        <span>{t('hidden')}</span>
        <a href={localePath(locale, `/staff/products/${productId}`)} className="underline">
          {t('edit')}
        </a>
      </p>
    </div>
  );
}
