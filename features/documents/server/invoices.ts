import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { documentCounters, invoices, orders } from '@/lib/db/schema';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import type { OrderRow } from '@/features/cart';
import {
  invoiceNumber,
  orderNumber,
  reviveDocument,
  shopYear,
  type DocumentData,
  type DocumentLine,
} from '../model';
import { buildDocument } from './documents';
import { renderDocumentPdf } from './document-pdf';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An issued invoice or credit note as lists show it (the PDF is rendered from the stored document). */
export interface IssuedDocument {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  total: number;
  issuedAt: string;
  refundId: number | null;
}

export const issuedOf = (r: InvoiceRow): IssuedDocument => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  total: r.total,
  issuedAt: r.issuedAt.toISOString(),
  refundId: r.refundId,
});

/**
 * The next number of a series in a year. The upsert's row lock is held until the issuing transaction ends,
 * so concurrent issues queue, and a rolled-back issue gives its number back: numbers are gap-free.
 */
async function nextSeq(tx: Tx, series: 'invoice' | 'credit_note', year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row.last;
}

const asStored = (d: DocumentData) => JSON.parse(JSON.stringify(d)) as Record<string, unknown>;

/**
 * The invoice of a confirmed order as it would be printed now. Built outside the issuing transaction (it
 * reads settings and lines through their own connections); a confirmed order's lines and totals are
 * frozen, so nothing in it can change before the issue, except the supply date, which the issue sets.
 */
export async function draftInvoice(order: OrderRow): Promise<DocumentData> {
  return buildDocument(order, 'invoice', order.locale as Locale);
}

/**
 * Issues the order's invoice once, in the caller's transaction (which holds the order row lock): an
 * order that has one answers it unchanged (an invoice is never changed once issued).
 */
export async function issueInvoice(tx: Tx, orderId: number, draft: DocumentData): Promise<InvoiceRow> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const now = new Date();
  const year = shopYear(now);
  const seq = await nextSeq(tx, 'invoice', year);
  const number = invoiceNumber('invoice', year, seq);
  const data: DocumentData = {
    ...draft,
    kind: 'invoice',
    number,
    date: now,
    validUntil: null,
    supplyDate: order.shippedAt ?? order.paidAt ?? order.confirmedAt,
    orderReference: orderNumber(orderId),
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      year,
      seq,
      number,
      orderId,
      total: data.prices.priceFullWithNDS,
      issuedAt: now,
      data: asStored(data),
    })
    .returning();
  return row;
}

/** What a credit note credits: lines (product, quantity) or an amount, with net and VAT as refunded. */
export interface CreditInput {
  refundId: number;
  net: number;
  vat: number;
  lines: { article: string; name: string; quantity: number; unitPrice: number }[];
}

/**
 * Issues the credit note of a refund, in the caller's transaction, against the order's invoice (issued
 * first when there is none yet: a credit note corrects an invoice). Negative amounts; once per refund.
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  draft: DocumentData,
  credit: CreditInput,
): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.refundId, credit.refundId));
  if (existing) return existing;
  const invoice = await issueInvoice(tx, orderId, draft);
  const base = reviveDocument(invoice.data);
  const t = translator(base.locale);
  const now = new Date();
  const year = shopYear(now);
  const seq = await nextSeq(tx, 'credit_note', year);
  const number = invoiceNumber('credit_note', year, seq);
  const lines: DocumentLine[] = credit.lines.map((l) => ({ ...l, unitPrice: -l.unitPrice }));
  const linesNet = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (lines.length === 0)
    lines.push({
      article: '',
      name: t('documents.refundLine', { number: orderNumber(orderId) }),
      quantity: 1,
      unitPrice: -credit.net,
    });
  // Lines are credited at their price; the order's discounts had lowered what was paid for them.
  else if (linesNet !== -credit.net)
    lines.push({
      article: '',
      name: t('documents.discountShare'),
      quantity: 1,
      unitPrice: -credit.net - linesNet,
    });
  const data: DocumentData = {
    ...base,
    kind: 'credit_note',
    number,
    date: now,
    creditFor: invoice.number,
    lines,
    prices: {
      ...base.prices,
      priceFullDiscountBefore: -credit.net,
      couponCode: null,
      couponDiscount: 0,
      statusDiscount: 0,
      statusDiscountPercent: 0,
      deliveryCost: 0,
      priceNet: -credit.net,
      priceFullNDS: -credit.vat,
      priceFullWithNDS: -(credit.net + credit.vat),
    },
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      year,
      seq,
      number,
      orderId,
      refundId: credit.refundId,
      total: data.prices.priceFullWithNDS,
      issuedAt: now,
      data: asStored(data),
    })
    .returning();
  return row;
}

/** The credit note of a refund, or null (a refund that failed has none). */
export async function creditNoteOf(refundId: number): Promise<IssuedDocument | null> {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.refundId, refundId));
  return row ? issuedOf(row) : null;
}

/** An order's invoice and credit notes, in the order issued. */
export async function documentsOfOrder(orderId: number): Promise<IssuedDocument[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
  return rows.map(issuedOf);
}

/** An issued invoice or credit note by number, rendered from what was stored when it was issued. */
export async function issuedPdf(
  number: string,
): Promise<{ pdf: Buffer; filename: string; orderId: number } | null> {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number));
  if (!row) return null;
  return {
    pdf: await renderDocumentPdf(reviveDocument(row.data)),
    filename: `${row.number}.pdf`,
    orderId: row.orderId,
  };
}

/** The packing slip of a confirmed order: what is in the box and where it goes, without prices. */
export async function packingSlipPdf(order: OrderRow): Promise<{ pdf: Buffer; filename: string }> {
  const locale = order.locale as Locale;
  const t = translator(locale);
  const d = await buildDocument(order, 'packing_slip', locale);
  const f = order.deliveryForm;
  const dropShip = f && (f.address || f.customerName);
  const deliverTo =
    order.deliveryType === 3
      ? t('documents.pickup')
      : dropShip
        ? [f.username, f.customerName, f.address, [f.postcode, f.region].filter(Boolean).join(' '), f.country]
            .filter(Boolean)
            .join(', ')
        : (d.customer?.address ?? null);
  const slip: DocumentData = { ...d, orderReference: null, deliverTo };
  return {
    pdf: await renderDocumentPdf(slip),
    filename: `${t('documents.packing_slipTitle').toLowerCase()}-${d.number}.pdf`,
  };
}
