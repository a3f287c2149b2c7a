import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { getOwnedCart, loadLines, type OrderRow } from '@/features/cart/server/cart';
import type { Owner } from '@/features/cart/server/owner';
import {
  applyDeliveryType,
  availableMethods,
  deliveryCost,
  DELIVERY_TYPES,
  optionAvailability,
  type DeliveryOption,
} from '../model';
import type { DeliveryForm, PaymentAddress } from '../schemas';
import { checkVatNumber, vatModeFor, type VatCheck } from './vat';

const invalid = (locale: Locale, errors: Record<string, string[]>) =>
  new ApiError(422, translateMessage(locale, 'errors.invalidData'), errors);

/** Prefill of the payment address: what the order has, else what the logged-in customer's account knows. */
export async function customerInfo(owner: Owner, order: OrderRow): Promise<Partial<PaymentAddress>> {
  if (order.paymentAddress) return order.paymentAddress as Partial<PaymentAddress>;
  if (!owner.customer) return {};
  const db = await getDb();
  const [c] = await db.select().from(customers).where(eq(customers.id, owner.customer.id)).limit(1);
  if (!c) return {};
  return {
    customerName: c.name,
    email: c.email,
    phone: c.phone ?? '',
    ...(c.companyName ? { category: 'business' as const, username: c.companyName } : {}),
  };
}

/**
 * Saves the payment address. A business VAT number is checked (jsvat, then VIES): invalid numbers are a
 * 422 at the btw field; VIES unreachable saves the address with VAT charged and says why.
 */
export async function savePaymentAddress(
  owner: Owner,
  orderId: number,
  address: PaymentAddress,
  locale: Locale,
): Promise<{ order: OrderRow; btw: VatCheck | null }> {
  const order = await getOwnedCart(owner, orderId, locale);
  let check: VatCheck | null = null;
  if (address.category === 'business' && address.btw) {
    check = await checkVatNumber(address.btw, locale, address.country);
    if (check.status === 'format' || check.status === 'invalid' || check.status === 'country')
      throw invalid(locale, { 'customer.btw': [check.error ?? ''] });
  }
  const vatMode = vatModeFor(address.category, check, address.country);
  const stored: Record<string, string> = {
    ...address,
    btw: address.category === 'business' ? address.btw : '',
    kvk: address.category === 'business' ? address.kvk : '',
  };
  const db = await getDb();
  const [row] = await db
    .update(orders)
    .set({
      paymentAddress: stored,
      vatMode,
      // The VIES answer (name, address, request identifier and date) is the evidence for 0% VAT.
      vies: vatMode === 'reverse_charge' ? { ...check!.vies } : null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return { order: row, btw: check };
}

export interface DeliveryInfo {
  type: number | null;
  checkboxes: string[];
  form: DeliveryForm | Record<string, string> | null;
  description: string;
  allInStock: boolean;
  availability: Record<DeliveryOption, boolean>;
  deliveries: { id: number; key: string; cost: number }[];
  cost: number;
}

export async function deliveryInfo(
  order: OrderRow,
  locale: Locale,
  type?: number | null,
  checkboxes?: string[],
): Promise<DeliveryInfo> {
  const db = await getDb();
  const lines = await loadLines(db, order, locale);
  const allInStock = lines.every((l) => l.stock >= l.quantity);
  const t = type === undefined ? order.deliveryType : type;
  const opts = checkboxes ?? order.deliveryOptions;
  return {
    type: t,
    checkboxes: opts,
    form: order.deliveryForm,
    description: order.description,
    allInStock,
    availability: optionAvailability(t, allInStock),
    deliveries: (Object.entries(DELIVERY_TYPES) as [string, number][]).map(([key, id]) => ({
      id,
      key,
      cost: deliveryCost(id, []),
    })),
    cost: deliveryCost(t, opts),
  };
}

/**
 * Saves the delivery choice (spec §4/§5): a type is required, options must apply to the type and the
 * products, pickup clears date and time. The cost is computed here and stored with the order.
 */
export async function saveDelivery(
  owner: Owner,
  orderId: number,
  input: { type: number | null | undefined; checkboxes: DeliveryOption[]; form: DeliveryForm },
  locale: Locale,
): Promise<OrderRow> {
  const order = await getOwnedCart(owner, orderId, locale);
  if (!order.paymentAddress)
    throw new ApiError(409, translateMessage(locale, 'checkout.errors.addressRequired'));
  if (input.type == null)
    throw invalid(locale, { type: [translateMessage(locale, 'checkout.noDeliveryType')] });
  const info = await deliveryInfo(order, locale, input.type, input.checkboxes);
  const unavailable = input.checkboxes.filter((o) => !info.availability[o]);
  if (unavailable.length)
    throw invalid(locale, { checkboxes: [translateMessage(locale, 'checkout.optionUnavailable')] });
  const { form, options } = applyDeliveryType(input.type, input.form, input.checkboxes, info.allInStock);
  const db = await getDb();
  const current = order.paymentMethod;
  // A method that no longer fits (cash needs pickup) falls back to the default, iDEAL.
  const method = availableMethods({ loggedIn: !!owner.customer, deliveryType: input.type }).includes(
    current as never,
  )
    ? current
    : 'ideal';
  const [row] = await db
    .update(orders)
    .set({
      deliveryType: input.type,
      deliveryOptions: options,
      deliveryForm: form as Record<string, string>,
      deliveryCost: deliveryCost(input.type, options),
      paymentMethod: method,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return row;
}

export async function savePaymentMethod(
  owner: Owner,
  orderId: number,
  method: string,
  locale: Locale,
): Promise<OrderRow> {
  const order = await getOwnedCart(owner, orderId, locale);
  if (
    !availableMethods({ loggedIn: !!owner.customer, deliveryType: order.deliveryType }).includes(
      method as never,
    )
  ) {
    throw invalid(locale, { method: [translateMessage(locale, 'checkout.errors.methodUnavailable')] });
  }
  const db = await getDb();
  const [row] = await db
    .update(orders)
    .set({ paymentMethod: method, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  return row;
}
