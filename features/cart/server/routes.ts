import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { translateMessage } from '@/lib/i18n/translate';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import {
  addProductSchema,
  cartIdSchema,
  descriptionSchema,
  pricesBodySchema,
  pricesQuerySchema,
  quantitySchema,
  removeProductSchema,
} from '../schemas';
import type { PricesAnswer } from '../model';
import { publishCartChanged } from './events';
import { resolveOwner } from './owner';
import {
  addProduct,
  applyCoupon,
  cartView,
  checkCart,
  ensureOpenCart,
  findOpenCart,
  getOwnedOrder,
  loadLines,
  priceOrder,
  removeProduct,
  setDescription,
  setQuantity,
  type OrderRow,
} from './cart';
import { getDb } from '@/lib/db/client';

/** Coupon attempts: per visitor (uid and IP) and per IP, in a 10-minute window. */
export const COUPON_TRIES = 10;
export const COUPON_TRIES_PER_IP = 50;
const COUPON_TRIES_SECONDS = 600;

async function pricesAnswer(order: OrderRow, locale: 'nl' | 'en'): Promise<PricesAnswer> {
  const db = await getDb();
  const lines = await loadLines(db, order, locale);
  return {
    prices: await priceOrder(order, lines),
    coupon: order.coupon,
    deliveryType: order.deliveryType,
    delivery: {
      type: order.deliveryType,
      options: order.deliveryOptions,
      form: order.deliveryForm,
      cost: order.deliveryCost,
    },
  };
}

/** Cart calls of spec §7 (portal host). Every call acts on the requester's own cart only. */
export const cartRoutes = new Hono<ApiEnv>()
  .get('/api/cart-products', async (c) => {
    const owner = await resolveOwner(c);
    return c.json(await cartView(await findOpenCart(owner), c.get('locale')));
  })
  .post('/cart/id', validate('json', cartIdSchema), async (c) => {
    const owner = await resolveOwner(c);
    const order = await ensureOpenCart(owner, c.get('locale'));
    return c.json({ orderId: order.id });
  })
  .post('/cart/product', validate('json', addProductSchema), async (c) => {
    const locale = c.get('locale');
    await rateLimit(
      'cart-add',
      clientIp(c.req.raw.headers),
      120,
      60,
      translateMessage(locale, 'errors.tooManyRequests'),
    );
    const { item } = c.req.valid('json');
    const owner = await resolveOwner(c);
    const { order, name } = await addProduct(
      owner,
      item.productId,
      item.quantity,
      locale,
      item.configuration,
    );
    await publishCartChanged(owner, order.id);
    const view = await cartView(order, locale);
    return c.json({ ...view, message: translateMessage(locale, 'cart.added', { name }) }, 201);
  })
  .post('/del/cart/product', validate('json', removeProductSchema), async (c) => {
    const { productId, orderId } = c.req.valid('json');
    const owner = await resolveOwner(c);
    const order = await removeProduct(owner, orderId, productId, c.get('locale'));
    await publishCartChanged(owner, order.id);
    return c.json(await cartView(order, c.get('locale')));
  })
  .post('/cart/quantity', validate('json', quantitySchema), async (c) => {
    const { orderId, prodId, quantity } = c.req.valid('json');
    const owner = await resolveOwner(c);
    const order = await setQuantity(owner, orderId, prodId, quantity, c.get('locale'));
    await publishCartChanged(owner, order.id);
    return c.json(await cartView(order, c.get('locale')));
  })
  .post('/cart/description', validate('json', descriptionSchema), async (c) => {
    const { orderId, description } = c.req.valid('json');
    const owner = await resolveOwner(c);
    await setDescription(owner, orderId, description, c.get('locale'));
    await publishCartChanged(owner, orderId);
    return c.json({ orderId, description });
  })
  .get('/cart/prices', validate('query', pricesQuerySchema), async (c) => {
    const { orderId } = c.req.valid('query');
    const owner = await resolveOwner(c);
    const order = await getOwnedOrder(owner, orderId, c.get('locale'));
    return c.json(await pricesAnswer(order, c.get('locale')));
  })
  .post('/cart/prices', validate('json', pricesBodySchema), async (c) => {
    const { orderId, coupon } = c.req.valid('json');
    const owner = await resolveOwner(c);
    if (coupon) {
      // Codes can be guessed: a few tries per visitor, and a cap per address for visitors who mint new uids.
      const message = translateMessage(c.get('locale'), 'cart.errors.couponTooMany');
      const ip = clientIp(c.req.raw.headers);
      await rateLimit('coupon-ip', ip, COUPON_TRIES_PER_IP, COUPON_TRIES_SECONDS, message);
      await rateLimit('coupon', `${owner.uid}|${ip}`, COUPON_TRIES, COUPON_TRIES_SECONDS, message);
    }
    const order = await applyCoupon(owner, orderId, coupon, c.get('locale'));
    await publishCartChanged(owner, order.id);
    return c.json(await pricesAnswer(order, c.get('locale')));
  })
  .post('/cart/user/check', async (c) => {
    const owner = await resolveOwner(c);
    return c.json(await checkCart(owner, c.get('locale')));
  });
