import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { ProductImport } from '@/features/backoffice/components/product-import';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.products.import',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: the product CSV import (check first, then apply all or nothing) and the export link. */
export default async function StaffProductImportPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.products.import' }),
    getTranslations({ locale, namespace: 'backoffice.products' }),
  ]);
  return (
    <div className="container-shop space-y-6 py-8">
      <p>
        <Link href="/staff/products" className="link inline-flex min-h-11 items-center">
          {tp('editor.back')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      <ProductImport />
    </div>
  );
}
