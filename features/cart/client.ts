/**
 * What other features' browser code may use of this feature: components, client calls and the pure rules
 * and schemas they need. Server code uses the feature's index. Lint forbids imports of any other module of
 * this feature from outside it.
 */
export { addToCart, forgetCart, reloadCart, useCart } from './api/cart-api';
export { downloadQuote, setCartPrices, useCouponEdit, useLineEdit, useNoteEdit } from './api/cart-edits';
export { ConfigurationList } from './components/configuration-list';
export { PriceRows } from './components/price-rows';
export { QuoteButtons } from './components/quote-buttons';
export {
  type CartCheck,
  type CartPrices,
  type CartView,
  type PricesAnswer,
  type ShopperCart,
  computePrices,
} from './model';
