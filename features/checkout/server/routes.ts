import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { publicUrl } from '@/lib/env';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import { resolveOwner } from '@/features/cart';
import { getOwnedCart, getOwnedOrder, loadLines, priceOrder } from '@/features/cart';
import { orderIdParamSchema } from '@/features/cart';
import { getDb } from '@/lib/db/client';
import {
  availableMethods,
  isAcquire,
  type CustomerInfo,
  type PaymentAddressSaved,
  type PaymentInfo,
  type PaymentMethodSaved,
} from '../model';
import {
  btwSchema,
  deliveryOfferSchema,
  deliverySchema,
  getCustomerSchema,
  methodSchema,
  payBankSchema,
  payCreditSchema,
  payDataSchema,
  qrcodeSchema,
  retrySchema,
  testPaySchema,
} from '../schemas';
import { customerInfo, deliveryInfo, saveDelivery, savePaymentAddress, savePaymentMethod } from './checkout';
import { cancelOrder, confirmOrder, handleWebhook, orderSummary, retryPayment } from './orders';
import { checkVatNumber } from './vat';

/** Cash-on-pickup and on-account confirms per guest address and hour (repeats of one confirm count too). */
export const GUEST_UNPAID_CONFIRMS = { points: 20, seconds: 3600 };
import { completeTestPayment, findTestPayment } from './providers/test-provider';

const pricesOf = async (order: Parameters<typeof priceOrder>[0], locale: 'nl' | 'en') =>
  priceOrder(order, await loadLines(await getDb(), order, locale));

/** Checkout and order calls of spec §7 (portal host), the payment webhook and the test provider's API. */
export const checkoutRoutes = new Hono<ApiEnv>()
  .post('/get/cart/customer', validate('json', getCustomerSchema), async (c) => {
    const owner = await resolveOwner(c);
    const order = await getOwnedCart(owner, c.req.valid('json').orderId, c.get('locale'));
    return c.json({
      customer: await customerInfo(owner, order),
      loggedIn: !!owner.customer,
      addressSaved: !!order.paymentAddress,
    } satisfies CustomerInfo);
  })
  .post('/cart/pay/data', validate('json', payDataSchema), async (c) => {
    const locale = c.get('locale');
    const { orderId, customer } = c.req.valid('json');
    const owner = await resolveOwner(c);
    const { order, btw } = await savePaymentAddress(owner, orderId, customer, locale);
    return c.json({
      orderId: order.id,
      customer: order.paymentAddress,
      vatMode: order.vatMode,
      btw: btw ? { valid: btw.valid, error: btw.error, status: btw.status } : null,
      prices: await pricesOf(order, locale),
    } satisfies PaymentAddressSaved);
  })
  .post('/customer/btw', validate('json', btwSchema), async (c) => {
    const locale = c.get('locale');
    await rateLimit(
      'vies',
      clientIp(c.req.raw.headers),
      20,
      60,
      translateMessage(locale, 'errors.tooManyRequests'),
    );
    const { btw, country } = c.req.valid('json').customer;
    const check = await checkVatNumber(btw, locale, country);
    return c.json({
      valid: check.valid,
      error: check.error,
      status: check.status,
      country: check.country,
      name: check.vies?.name ?? null,
    });
  })
  .get('/cart/delivery/:orderId', validate('param', orderIdParamSchema), async (c) => {
    const owner = await resolveOwner(c);
    const order = await getOwnedOrder(owner, c.req.valid('param').orderId, c.get('locale'));
    return c.json(await deliveryInfo(order, c.get('locale')));
  })
  .post('/cart/delivery', validate('json', deliverySchema), async (c) => {
    const locale = c.get('locale');
    const { orderId, type, checkboxes, form } = c.req.valid('json');
    const owner = await resolveOwner(c);
    const order = await saveDelivery(owner, orderId, { type, checkboxes, form }, locale);
    return c.json({ ...(await deliveryInfo(order, locale)), prices: await pricesOf(order, locale) });
  })
  .post('/cart/delivery/offer', validate('json', deliveryOfferSchema), async (c) => {
    const { orderId, type, checkboxes } = c.req.valid('json');
    const owner = await resolveOwner(c);
    const order = await getOwnedOrder(owner, orderId, c.get('locale'));
    return c.json(await deliveryInfo(order, c.get('locale'), type ?? null, checkboxes));
  })
  .post('/cart/pay/method', validate('json', methodSchema), async (c) => {
    const { orderId, method } = c.req.valid('json');
    const owner = await resolveOwner(c);
    const order = await savePaymentMethod(owner, orderId, method, c.get('locale'));
    return c.json({
      method: order.paymentMethod,
      methods: availableMethods({ loggedIn: !!owner.customer, deliveryType: order.deliveryType }),
      prices: await pricesOf(order, c.get('locale')),
    } satisfies PaymentMethodSaved);
  })
  .post('/cart/pay/ideal-qrcode', validate('json', qrcodeSchema), async (c) => {
    const owner = await resolveOwner(c);
    const order = await getOwnedOrder(owner, c.req.valid('json').orderId, c.get('locale'));
    // iDEAL 2.0 chooses the bank on the hosted page: no bank list; QR payment is hidden (spec §6).
    return c.json({
      idealBanks: [],
      src: null,
      qrcode: false,
      method: order.paymentMethod,
      methods: availableMethods({ loggedIn: !!owner.customer, deliveryType: order.deliveryType }),
    } satisfies PaymentInfo);
  })
  .post('/cart/pay/bank', validate('json', payBankSchema), async (c) => {
    const locale = c.get('locale');
    const { orderId, method } = c.req.valid('json');
    if (!isAcquire(method))
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        method: [translateMessage(locale, 'checkout.errors.methodUnavailable')],
      });
    const owner = await resolveOwner(c);
    const result = await confirmOrder(owner, orderId, method, locale, publicUrl(c.req.raw.headers));
    return c.json({ ...result, error: false }, result.duplicate ? 200 : 201);
  })
  .post('/cart/pay/credit', validate('json', payCreditSchema), async (c) => {
    const locale = c.get('locale');
    const { orderId, method } = c.req.valid('json');
    const owner = await resolveOwner(c);
    // Orders paid later hold stock until they expire; a guest address can hold only so many at once.
    if (!owner.customer) {
      await rateLimit(
        'unpaid-confirm',
        clientIp(c.req.raw.headers),
        GUEST_UNPAID_CONFIRMS.points,
        GUEST_UNPAID_CONFIRMS.seconds,
        translateMessage(locale, 'errors.tooManyRequests'),
      );
    }
    const result = await confirmOrder(owner, orderId, method, locale, publicUrl(c.req.raw.headers));
    return c.json({ ...result, error: false }, result.duplicate ? 200 : 201);
  })
  .post(
    '/cart/pay/retry',
    validate('json', retrySchema.extend({ method: methodSchema.shape.method.optional() })),
    async (c) => {
      const { orderId, method } = c.req.valid('json');
      const owner = await resolveOwner(c);
      return c.json(
        await retryPayment(owner, orderId, method ?? null, c.get('locale'), publicUrl(c.req.raw.headers)),
      );
    },
  )
  .get('/cart/orders/:orderId', validate('param', orderIdParamSchema), async (c) => {
    const owner = await resolveOwner(c);
    const order = await getOwnedOrder(owner, c.req.valid('param').orderId, c.get('locale'));
    return c.json(await orderSummary(order, c.get('locale')));
  })
  .delete('/cart/products/:orderId', validate('param', orderIdParamSchema), async (c) => {
    const owner = await resolveOwner(c);
    const status = await cancelOrder(owner, c.req.valid('param').orderId, c.get('locale'));
    return c.json({ deleted: true, status, orders: [], prices: null });
  })
  .post('/cart/pay/change', validate('json', retrySchema), async (c) => {
    // Change order: the order is canceled (its payment at the provider first) and its lines go back into the cart.
    const owner = await resolveOwner(c);
    const status = await cancelOrder(owner, c.req.valid('json').orderId, c.get('locale'), {
      backToCart: true,
    });
    return c.json({ status });
  })
  .post('/cart/pay/webhook', async (c) => {
    // Mollie posts form-encoded `id`; the status is fetched from the provider, never read from the request.
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const id = typeof body.id === 'string' ? body.id : '';
    if (!/^[A-Za-z0-9_-]{4,64}$/.test(id)) return c.json({ ok: false }, 400);
    // The provider calls the webhook URL we gave it (publicUrl of the shopper's request): same base for the mail.
    const known = await handleWebhook(id, publicUrl(c.req.raw.headers));
    return c.json({ ok: known });
  })
  .get('/pay/test/:paymentId', async (c) => {
    const p = await findTestPayment(c.req.param('paymentId'));
    if (!p) return c.json({ message: translateMessage(c.get('locale'), 'errors.notFound') }, 404);
    return c.json({
      id: p.id,
      amount: p.amount,
      description: p.description,
      method: p.method,
      status: p.status,
    });
  })
  .post('/pay/test/:paymentId', validate('json', testPaySchema), async (c) => {
    const done = await completeTestPayment(c.req.param('paymentId'), c.req.valid('json').status);
    if (!done) return c.json({ message: translateMessage(c.get('locale'), 'errors.notFound') }, 404);
    return c.json(done);
  });
