import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { getOwnedCart, loadLines, withLockedCart, type OrderRow } from '@/features/cart';
import type { Owner } from '@/features/cart';
import {
  applyDeliveryType,
  availableMethods,
  deliveryCost,
  DELIVERY_TYPES,
  optionAvailability,
  isDeliveryOption,
  type DeliveryInfo,
  type DeliveryOption,
} from '../model';
import { getProfile, listAddresses } from '@/features/accounts';
import { getVatRate } from '@/features/content';
import { type DeliveryForm, type PaymentAddress } from '../schemas';
import { COUNTRIES } from '@/lib/address-rules';
import { checkVatNumber, vatModeFor, type VatCheck } from './vat';

const invalid = (locale: Locale, errors: Record<string, string[]>) =>
  new ApiError(422, translateMessage(locale, 'errors.invalidData'), errors);

/**
 * Prefill of the payment address (spec §4 "Entering paymentAddress loads customer info"): what the
 * order has, else what the logged-in customer's account knows: the profile's billing address, company,
 * KvK and VAT number, the first saved address where the profile has none. A guest gets nothing.
 */
export async function customerInfo(owner: Owner, order: OrderRow): Promise<Partial<PaymentAddress>> {
  if (order.paymentAddress) return order.paymentAddress as Partial<PaymentAddress>;
  if (!owner.customer) return {};
  const account = await getProfile(owner.customer.id);
  if (!account) return {};
  const p = account.profile;
  const saved = p ? null : (await listAddresses(owner.customer.id))[0];
  const place = p ?? saved;
  const country = (COUNTRIES as readonly string[]).includes(place?.country ?? '')
    ? (place!.country as PaymentAddress['country'])
    : undefined;
  const business = p ? p.category !== 'private' : !!account.companyName;
  const info: Partial<PaymentAddress> = {
    customerName: account.username,
    email: p?.invoiceEmail || account.email,
    phone: account.phone || p?.mobile || '',
    ...(place
      ? { address: place.address, house: place.house, postcode: place.postcode, region: place.city }
      : {}),
    ...(country ? { country } : {}),
    category: business ? 'business' : 'private',
  };
  if (business)
    Object.assign(info, { username: account.companyName ?? '', kvk: p?.kvk ?? '', btw: p?.btw ?? '' });
  return info;
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
  const row = await withLockedCart(owner, order.id, locale, async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        paymentAddress: stored,
        vatMode,
        // The VIES answer (name, address, request identifier and date) is the evidence for 0% VAT.
        vies: vatMode === 'reverse_charge' ? { ...check!.vies } : null,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return updated;
  });
  return { order: row, btw: check };
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
    // Stored as validated by the delivery schema; the filter only narrows the column's type.
    checkboxes: opts.filter(isDeliveryOption),
    form: order.deliveryForm,
    description: order.description,
    allInStock,
    availability: optionAvailability(t, allInStock),
    deliveries: (Object.entries(DELIVERY_TYPES) as [string, number][]).map(([key, id]) => ({
      id,
      key,
      cost: deliveryCost(id, []),
    })),
    vatRate: order.vatMode === 'reverse_charge' ? 0 : (order.vatRate ?? (await getVatRate())),
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
  const type = input.type;
  return withLockedCart(owner, order.id, locale, async (tx, locked) => {
    const current = locked.paymentMethod;
    // A method that no longer fits (cash needs pickup) falls back to the default, iDEAL.
    const method = availableMethods({ loggedIn: !!owner.customer, deliveryType: type }).includes(
      current as never,
    )
      ? current
      : 'ideal';
    const [row] = await tx
      .update(orders)
      .set({
        deliveryType: type,
        deliveryOptions: options,
        deliveryForm: form as Record<string, string>,
        deliveryCost: deliveryCost(type, options),
        paymentMethod: method,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return row;
  });
}

export async function savePaymentMethod(
  owner: Owner,
  orderId: number,
  method: string,
  locale: Locale,
): Promise<OrderRow> {
  return withLockedCart(owner, orderId, locale, async (tx, order) => {
    if (
      !availableMethods({ loggedIn: !!owner.customer, deliveryType: order.deliveryType }).includes(
        method as never,
      )
    ) {
      throw invalid(locale, { method: [translateMessage(locale, 'checkout.errors.methodUnavailable')] });
    }
    const [row] = await tx
      .update(orders)
      .set({ paymentMethod: method })
      .where(eq(orders.id, order.id))
      .returning();
    return row;
  });
}
