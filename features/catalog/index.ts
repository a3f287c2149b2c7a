import 'server-only';

/**
 * What other features' server code may use of this feature. Their browser code uses './client'; types
 * may come from either. Lint forbids imports of any other module of this feature from outside it.
 */
export { ProductCard } from './components/product-card';
export { type ProductCard as ProductCardData } from './model';
export { cardQuery, toCard } from './server/cards';
export { invalidateCatalog } from './server/listing';
