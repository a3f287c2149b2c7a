/** Structured data (schema.org JSON-LD) of catalogue pages: pure, from the page's data. */
import type { ProductCondition } from './model';
import { isSaleActive } from './model';

export interface SeoProduct {
  name: string;
  description: string;
  images: string[];
  article: string;
  sku: string;
  brand: string;
  priceNds: number;
  quantity: number;
  state: ProductCondition;
  rating: number;
  ratingCount: number;
  sale: boolean;
  finishSale: number | null;
  indefinitePeriod: boolean;
}

const CONDITION: Record<ProductCondition, string> = {
  new: 'https://schema.org/NewCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
  recertified: 'https://schema.org/RefurbishedCondition',
};

export function organizationLd(base: string, name: string, contact: { phone: string; email: string }) {
  return {
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name,
    url: `${base}/`,
    email: contact.email,
    telephone: contact.phone,
  };
}

/** schema.org Product with an Offer (price incl. VAT, availability, condition) and its rating. */
/**
 * schema.org Product. `reviews` carries aggregateRating/review built from the product's approved reviews
 * (the reviews feature); without it the product has no rating in its structured data.
 */
export function productLd(
  p: SeoProduct,
  url: string,
  base: string,
  {
    reviews = {},
    nowSeconds = Math.floor(Date.now() / 1000),
  }: { reviews?: object; nowSeconds?: number } = {},
) {
  const abs = (src: string) => (src.startsWith('http') ? src : `${base}${src}`);
  const onSale = isSaleActive(p, nowSeconds) && !p.indefinitePeriod && p.finishSale;
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    description: p.description,
    image: p.images.map(abs),
    sku: p.sku,
    mpn: p.article,
    brand: { '@type': 'Brand', name: p.brand },
    itemCondition: CONDITION[p.state],
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: (p.priceNds / 100).toFixed(2),
      availability: p.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
      itemCondition: CONDITION[p.state],
      seller: { '@id': `${base}/#organization` },
      ...(onSale ? { priceValidUntil: new Date(p.finishSale! * 1000).toISOString().slice(0, 10) } : {}),
    },
    ...reviews,
  };
}

/** schema.org BreadcrumbList from locale-prefixed absolute URLs. */
export function breadcrumbLd(items: { name: string; url: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((b, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: b.name,
      item: b.url,
    })),
  };
}

export function graph(...nodes: object[]) {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
