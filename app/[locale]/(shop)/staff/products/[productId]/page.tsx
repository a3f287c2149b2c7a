import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { getVatRate } from '@/features/content';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { productCategories, productDetail } from '@/features/backoffice/server/products';
import { auditOf } from '@/features/backoffice/server/audit';
import { isConfigurable } from '@/features/backoffice/server/configurator-admin';
import { RecordVersion } from '@/features/backoffice/components/content-forms';
import { ProductEditor } from '@/features/backoffice/components/product-editor';
import { ProductImages } from '@/features/backoffice/components/product-images';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string; productId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'backoffice.products' });
  return { title: t('editor.title'), robots: { index: false } };
}

/**
 * Staff page: one product's editor, who changed it last and when, its shop address, and its audit
 * entries. Anyone but staff gets the 404 page.
 */
export default async function StaffProductPage({ params }: Props) {
  const { locale: l, productId: raw } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const id = routeId(raw);
  const product = id ? await productDetail(id) : null;
  if (!product) notFound();
  const [t, ta, tc, cats, vatRate, audit, configurable] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.products' }),
    getTranslations({ locale, namespace: 'backoffice.audit' }),
    getTranslations({ locale, namespace: 'backoffice.configurator' }),
    productCategories(),
    getVatRate(),
    auditOf('product', product.id),
    isConfigurable(product.id),
  ]);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const name = locale === 'en' ? product.nameEn : product.nameNl;
  return (
    <div className="container-shop space-y-6 py-8">
      <p>
        <Link href="/staff/products" className="link inline-flex min-h-11 items-center">
          {t('editor.back')}
        </Link>
      </p>
      <PageHead title={name} intro={`${product.article} · ${product.sku}`} />
      <div className="space-y-1 text-sm text-slate-700">
        {product.updatedBy ? (
          <p data-testid="product-last-changed">
            {t('editor.lastChanged', { by: product.updatedBy, at: date.format(new Date(product.updatedAt)) })}
          </p>
        ) : null}
        {product.path ? (
          <p>
            {t('editor.path', { path: product.path })}{' '}
            <a href={localePath(locale, product.path)} className="link">
              {t('editor.view')}
            </a>
          </p>
        ) : null}
        {configurable ? (
          <p>
            <Link
              href={`/staff/products/${product.id}/configurator`}
              className="link inline-flex min-h-11 items-center"
              data-testid="product-configurator-link"
            >
              {tc('link')}
            </Link>
          </p>
        ) : null}
      </div>
      {/* A new version of the product remounts the form with its values (its stock as the shop has it
          now); the save's message outlives that, kept by the RecordVersion. */}
      <RecordVersion updatedAt={product.updatedAt}>
        <ProductEditor
          key={product.updatedAt}
          product={product}
          vatRate={vatRate}
          categories={cats.map((c) => ({ id: c.id, name: locale === 'en' ? c.nameEn : c.nameNl }))}
        />
      </RecordVersion>
      {/* Images save on their own (own version): an image change never makes the open form stale. */}
      <ProductImages productId={product.id} />
      <section
        className="card space-y-3 p-4"
        aria-labelledby="product-audit-title"
        data-testid="product-audit"
      >
        <h2 id="product-audit-title" className="text-lg font-semibold">
          {t('editor.audit')}
        </h2>
        <ol className="space-y-1 text-sm">
          {audit.map((e) => (
            <li key={e.id}>
              {date.format(new Date(e.at))} · {e.actorName} ·{' '}
              <strong>{translateIfKey(ta, `actions.${e.action}`)}</strong>
              {e.data ? <span className="text-slate-600"> · {Object.keys(e.data).join(', ')}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
