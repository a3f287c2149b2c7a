import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { productCategories } from '@/features/backoffice/server/products';
import { ProductEditor } from '@/features/backoffice/components/product-editor';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.products',
  });
  return { title: t('editor.newTitle'), robots: { index: false } };
}

/** Staff page: a new product, in the same editor; saving opens the product's own page. */
export default async function StaffNewProductPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, cats, vatRate] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.products' }),
    productCategories(),
    getVatRate(),
  ]);
  return (
    <div className="container-shop space-y-6 py-8">
      <p>
        <Link href="/staff/products" className="link inline-flex min-h-11 items-center">
          {t('editor.back')}
        </Link>
      </p>
      <PageHead title={t('editor.newTitle')} />
      <ProductEditor
        product={null}
        vatRate={vatRate}
        categories={cats.map((c) => ({ id: c.id, name: locale === 'en' ? c.nameEn : c.nameNl }))}
      />
    </div>
  );
}
