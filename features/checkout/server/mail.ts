import 'server-only';
import { sendMail } from '@/lib/mail';
import { formatEuro } from '@/lib/money';
import { translator } from '@/lib/i18n/translate';
import type { OrderRow } from '@/features/cart';
import { documentPdf } from '@/features/documents';
import { orderNumber } from '@/features/documents';
import { getDb } from '@/lib/db/client';
import { orderMails } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { successUrl } from './urls';

type Mail = Parameters<typeof sendMail>[0];

/**
 * Sends a mail about an order and keeps a note of it (kind, to, subject, Message-ID) for the back office's
 * order page. The note is best effort: the mail went out, so a failed insert is only logged.
 */
async function sendOrderMail(orderId: number, kind: string, mail: Mail): Promise<void> {
  const messageId = await sendMail(mail);
  try {
    const db = await getDb();
    await db.insert(orderMails).values({ orderId, kind, to: mail.to, subject: mail.subject, messageId });
  } catch (err) {
    logger.warn({ err, orderId, kind }, 'order mail sent, but not noted');
  }
}

/** The order confirmation: a short text mail with the order PDF attached; its link is on `base` (publicUrl). */
export async function sendConfirmationMail(order: OrderRow, base?: string): Promise<void> {
  const to = order.paymentAddress?.email;
  if (!to) return;
  const locale = order.locale;
  const t = translator(locale);
  const { pdf, filename, data } = await documentPdf(order, 'order', locale);
  const eur = (c: number) => formatEuro(c, locale);
  const lines = data.lines.map(
    (l) =>
      `${l.quantity} × ${l.name} (${l.article}) – ${eur(l.unitPrice * l.quantity)} ${t('product.exVat')}`,
  );
  const p = data.prices;
  const text = [
    ...(order.testMode ? [t('checkout.testOrder'), ''] : []),
    t('checkout.mail.greeting', { name: order.paymentAddress?.customerName ?? '' }),
    '',
    t('checkout.mail.intro', { number: data.number }),
    '',
    ...lines,
    '',
    `${t('documents.net')}: ${eur(p.priceNet)}`,
    `${t('documents.tax', { rate: p.nds })}: ${eur(p.priceFullNDS)}`,
    `${t('documents.total')}: ${eur(p.priceFullWithNDS)}`,
    ...(p.vatMode === 'reverse_charge' ? ['', t('documents.reverseCharge')] : []),
    '',
    `${t('documents.paymentMethod')}: ${data.paymentMethod ?? ''}`,
    order.status === 'paid' ? t('checkout.mail.paid') : t('checkout.mail.pending'),
    '',
    await successUrl(order, base),
  ].join('\n');
  await sendOrderMail(order.id, 'confirmation', {
    to,
    subject: `${order.testMode ? `[${t('common.testModeLabel')}] ` : ''}${t('checkout.mail.subject', { number: data.number })}`,
    text,
    attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
  });
}

/** A payment completed after the order was canceled or expired: the customer hears what happens now. */
export async function sendPaidAfterCancelMail(order: OrderRow, amount: number): Promise<void> {
  const to = order.paymentAddress?.email;
  if (!to) return;
  const t = translator(order.locale);
  const number = orderNumber(order.id);
  const text = [
    t('checkout.mail.greeting', { name: order.paymentAddress?.customerName ?? '' }),
    '',
    t('checkout.paidAfterCancelMail.text', { number, amount: formatEuro(amount, order.locale) }),
    '',
    await successUrl(order),
  ].join('\n');
  await sendOrderMail(order.id, 'paidAfterCancel', {
    to,
    subject: t('checkout.paidAfterCancelMail.subject', { number }),
    text,
  });
}

type Translate = ReturnType<typeof translator>;

/**
 * A short text mail about an order's progress, in the order's language: for a test order the test line
 * and the subject's test-mode prefix, the greeting, the body, and the link to the order's page.
 */
async function sendOrderNotice(
  order: OrderRow,
  kind: 'shipped' | 'canceled' | 'refunded',
  subject: (t: Translate, number: string) => string,
  body: (t: Translate, number: string) => string[],
): Promise<void> {
  const to = order.paymentAddress?.email;
  if (!to) return;
  const t = translator(order.locale);
  const number = orderNumber(order.id);
  const text = [
    ...(order.testMode ? [t('checkout.testOrder'), ''] : []),
    t('checkout.mail.greeting', { name: order.paymentAddress?.customerName ?? '' }),
    '',
    ...body(t, number),
    '',
    await successUrl(order),
  ].join('\n');
  const prefix = order.testMode ? `[${t('common.testModeLabel')}] ` : '';
  await sendOrderMail(order.id, kind, { to, subject: `${prefix}${subject(t, number)}`, text });
}

/** The order left the warehouse: the customer gets the carrier and the track-and-trace code, if given. */
export const sendShippedMail = (order: OrderRow) =>
  sendOrderNotice(
    order,
    'shipped',
    (t, number) => t('checkout.shippedMail.subject', { number }),
    (t, number) => [
      t('checkout.shippedMail.text', { number }),
      ...(order.carrier ? [`${t('checkout.shippedMail.carrier')}: ${order.carrier}`] : []),
      ...(order.trackingCode ? [`${t('checkout.shippedMail.trackingCode')}: ${order.trackingCode}`] : []),
    ],
  );

/** Staff canceled the unpaid order: the customer hears it, with the order's link. */
export const sendCanceledMail = (order: OrderRow) =>
  sendOrderNotice(
    order,
    'canceled',
    (t, number) => t('checkout.canceledMail.subject', { number }),
    (t, number) => [t('checkout.canceledMail.text', { number }), t('checkout.canceledMail.questions')],
  );

/** Money went back to the customer (part or all of the order): the amount and, when canceled, that too. */
export const sendRefundedMail = (order: OrderRow, amount: number, canceled: boolean) =>
  sendOrderNotice(
    order,
    'refunded',
    (t, number) => t('checkout.refundedMail.subject', { number }),
    (t, number) => [
      t('checkout.refundedMail.text', { number, amount: formatEuro(amount, order.locale) }),
      ...(canceled ? [t('checkout.refundedMail.canceled')] : []),
      t('checkout.canceledMail.questions'),
    ],
  );
