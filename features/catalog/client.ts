/** What other features' browser code may use of the catalogue. */
export { LiveProduct } from './components/live-product';
export { formatSpecValue } from './spec-units';
export { FACET_KEYS } from './list-query';
