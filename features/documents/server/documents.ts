import 'server-only';
import { getDb } from '@/lib/db/client';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { getSetting } from '@/features/content';
import { loadLines, priceOrder, type OrderRow } from '@/features/cart';
import {
  addDays,
  orderNumber,
  QUOTE_VALID_DAYS,
  quoteNumber,
  type DocumentData,
  type DocumentKind,
} from '../model';
import { renderDocumentPdf } from './document-pdf';

interface ShopContact {
  name?: string;
  phone: string;
  email: string;
  address?: string;
  kvk?: string;
  btw?: string;
  iban?: string;
}

type Customer = DocumentData['customer'];

function customerFromAddress(a: Record<string, string> | null): Customer {
  if (!a) return null;
  return {
    name: a.customerName,
    company: a.category === 'business' ? a.username || undefined : undefined,
    address: [
      a.address && `${a.address} ${a.house ?? ''}`.trim(),
      [a.postcode, a.region].filter(Boolean).join(' '),
      a.country,
    ]
      .filter(Boolean)
      .join(', '),
    email: a.email,
    phone: a.phone,
    kvk: a.kvk || undefined,
    btw: a.btw || undefined,
  };
}

/** Builds the document of a cart (quote) or a confirmed order from the database, never from the browser. */
export async function buildDocument(
  order: OrderRow,
  kind: DocumentKind,
  locale: Locale,
  extra?: Customer,
): Promise<DocumentData> {
  const db = await getDb();
  const lines = await loadLines(db, order, locale);
  const prices = await priceOrder(order, lines);
  const shop = (await getSetting<ShopContact>('contact')) ?? { phone: '', email: '' };
  const t = translator(locale);
  const now = new Date();
  const fromAddress = customerFromAddress(order.paymentAddress);
  const customer = fromAddress ?? (extra && Object.values(extra).some(Boolean) ? extra : null);
  return {
    kind,
    locale,
    number: kind === 'quote' ? quoteNumber(order.id, now) : orderNumber(order.id),
    date: kind === 'quote' ? now : (order.confirmedAt ?? now),
    validUntil: kind === 'quote' ? addDays(now, QUOTE_VALID_DAYS) : null,
    shop: {
      name: shop.name ?? 'ServerStore',
      phone: shop.phone,
      email: shop.email,
      address: shop.address,
      kvk: shop.kvk,
      btw: shop.btw,
      iban: shop.iban,
    },
    customer,
    lines: lines.map((l) => ({ article: l.article, name: l.name, quantity: l.quantity, unitPrice: l.price })),
    prices,
    description: order.description || undefined,
    delivery: order.deliveryType ? t(`checkout.deliveryTypes.${order.deliveryType}.title`) : null,
    paymentMethod: kind !== 'quote' ? t(`checkout.methods.${order.paymentMethod}`) : null,
    testMode: kind !== 'quote' && order.testMode,
    vies: order.vies
      ? {
          requestDate: (order.vies.requestDate as string) ?? null,
          requestIdentifier: (order.vies.requestIdentifier as string) ?? null,
        }
      : null,
  };
}

export async function documentPdf(
  order: OrderRow,
  kind: 'quote' | 'order',
  locale: Locale,
  extra?: Customer,
) {
  const data = await buildDocument(order, kind, locale, extra);
  return { pdf: await renderDocumentPdf(data), filename: `${data.number}.pdf`, data };
}
