/**
 * The query keys of the server state the client caches, one place for all of them: features that change a
 * resource they do not own (login and realtime order events reload the cart) name it
 * here instead of importing the owner.
 */
export const queryKeys = {
  /** The shopper's cart (GET /api/cart-products): header, mobile cart tab, add-to-cart, order page. */
  cart: ['cart'] as const,
  /** The order page's reads per order; a checkout that ends or starts over drops them all. */
  checkout: {
    all: ['checkout'] as const,
    /** The billing details the order or the account holds (POST /get/cart/customer). */
    customer: (orderId: number) => ['checkout', orderId, 'customer'] as const,
    /** The delivery types, their costs and the order's choice (GET /cart/delivery/:orderId). */
    delivery: (orderId: number) => ['checkout', orderId, 'delivery'] as const,
    /** The payment methods open to the order and its chosen one (POST /cart/pay/ideal-qrcode). */
    payment: (orderId: number) => ['checkout', orderId, 'payment'] as const,
  },
};
