import 'server-only';

/**
 * What other features' server code may use of this feature. Their browser code uses './client'; types
 * may come from either. Lint forbids imports of any other module of this feature from outside it.
 */
// Server-rendered parts of other features' pages (the order's prices and a configured line's parts).
export { ConfigurationList } from './components/configuration-list';
export { PriceRows } from './components/price-rows';
export { type CartLine, type CartPrices, type VatMode } from './model';
export { documentSchema, orderIdParamSchema } from './schemas';
export {
  type OrderRow,
  assertGuestQuantity,
  cartGoods,
  couponProblem,
  ensureOpenCart,
  findOpenCart,
  getOwnedCart,
  getOwnedOrder,
  loadLines,
  priceOrder,
  shopperCart,
  withLockedCart,
} from './server/cart';
export { publishCartChanged } from './server/events';
export { type Owner, ownerWhere, resolveOwner } from './server/owner';
