/**
 * The order page's component tests' shared shop: a returning guest's cart with one Dell PowerEdge R740
 * (order 11) and the portal API's answers the flow reads on its way from the cart to the billing step.
 * Test support only (imported by the *.test.tsx files next to it).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { computePrices, type CartView } from '@/features/cart/client';

const API = '*/api/portal';

/**
 * The cart with the Dell PowerEdge R740 (€ 1.000 excl. VAT) `quantity` times and its prices at 21% VAT;
 * quantity 0 is the empty cart (no order).
 */
export function cartWith(quantity: number): CartView {
  const orders =
    quantity === 0
      ? []
      : [
          {
            productId: 7,
            orderId: 11,
            article: 'R740',
            name: 'Dell PowerEdge R740',
            price: 100_000,
            quantity,
            path: '/servers/dell-r740',
            markName: 'Dell',
            stock: 5,
            image: null,
          },
        ];
  return {
    orderId: orders.length ? 11 : null,
    orders,
    prices: computePrices({ lines: orders, vatRate: 21 }),
    coupon: null,
    description: '',
    count: orders.length,
  };
}

/** The cart of order 11: one Dell PowerEdge R740. */
export const cart = cartWith(1);

/** The cart's prices: € 1.000 excl. VAT, € 210 VAT, no discounts, no delivery costs. */
export const prices = cart.prices;

/** What the order already knows of the shopper (a returning guest): the billing form opens filled in. */
export const customer = {
  category: 'private',
  customerName: 'Jan de Vries',
  email: 'jan@example.nl',
  phone: '020 123 4567',
  address: 'Damrak',
  house: '1',
  postcode: '1012 LG',
  region: 'Amsterdam',
  country: 'NL',
};

/**
 * Gives `server` the portal API's answers for the way from the cart to the billing step (the cart, its
 * check before checkout, the order's customer and prices), and `handlers`, which go before those.
 */
export function installCheckoutApi(server: SetupServer, ...handlers: RequestHandler[]) {
  server.use(
    http.get(`${API}/api/cart-products`, () => HttpResponse.json(cart)),
    http.post(`${API}/cart/user/check`, () => HttpResponse.json({ check: true, orderId: 11, problems: [] })),
    http.post(`${API}/get/cart/customer`, () =>
      HttpResponse.json({ customer, loggedIn: false, addressSaved: false }),
    ),
    http.get(`${API}/cart/prices`, () => HttpResponse.json({ prices, coupon: null, deliveryType: null })),
  );
  // A later `use` goes before the earlier ones, so these can stand in for the answers above.
  server.use(...handlers);
}
