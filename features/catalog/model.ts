/** Catalogue rules shared by server and client: the product card of spec §3, stock display, sales. */

export const PRODUCT_TYPE = {
  geen: 0,
  zelf_samenstellen: 1,
  ready_to_go: 2,
  sale: 3,
  multibatch: 4,
} as const;
export type ProductCondition = 'new' | 'refurbished' | 'recertified';

/** Product card of spec §3 (prices in cents; priceNds includes VAT). */
export interface ProductCard {
  id: number;
  name: string;
  path: string;
  image: string | null;
  /** The image's alt text in the shopper's language when staff set one. */
  imageAlt?: string | null;
  article: string;
  sku: string;
  price: number;
  priceOld: number | null;
  priceNds: number;
  priceOldNds: number | null;
  sale: boolean;
  /** Unix seconds when the sale ends, or null. */
  finishSale: number | null;
  indefinitePeriod: boolean;
  type: number;
  state: ProductCondition;
  quantity: number;
  rating: number;
  ratingCount: number;
  targetId: number;
  targetName: string;
}

export const STOCK_PLUS_THRESHOLD = 25;
export const STOCK_ON_REQUEST_BELOW = 1;

export type StockDisplay =
  { kind: 'plus'; text: '+25' } | { kind: 'count'; count: number } | { kind: 'onRequest' };

/** Spec §3: 25 or more shows '+25'; below 1 shows 'op aanvraag'; otherwise the number. */
export function stockDisplay(quantity: number): StockDisplay {
  if (quantity >= STOCK_PLUS_THRESHOLD) return { kind: 'plus', text: '+25' };
  if (quantity < STOCK_ON_REQUEST_BELOW) return { kind: 'onRequest' };
  return { kind: 'count', count: Math.floor(quantity) };
}

/** A sale counts while it is flagged and its end is in the future, or it runs for an indefinite period. */
export function isSaleActive(
  p: Pick<ProductCard, 'sale' | 'finishSale' | 'indefinitePeriod'>,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!p.sale) return false;
  if (p.indefinitePeriod) return true;
  return p.finishSale !== null && p.finishSale > nowSeconds;
}

/** Star fill for a 0–100 rating, in fifths of a star from 0 to 5. */
export function ratingStars(percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round((clamped / 20) * 10) / 10;
}

/** Spec §9 autocomplete constants. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 400;
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_HIDE_DELAY_MS = 400;
export const AUTOCOMPLETE_LIMIT = 8;

/** Spec §9 image zoom: default 3, from 1.1 to 5 in steps of 0.1. */
export const ZOOM = { default: 3, min: 1.1, max: 5, step: 0.1 } as const;

/** Clamps a zoom ratio to the allowed range and step. */
export function clampZoom(ratio: number): number {
  const stepped = Math.round(ratio / ZOOM.step) * ZOOM.step;
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, stepped)) * 10) / 10;
}

export interface Remaining {
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left of a sale (spec §4 countdown), never negative. */
export function saleRemaining(finishSale: number, nowSeconds: number): Remaining {
  const total = Math.max(0, Math.floor(finishSale - nowSeconds));
  return {
    total,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Spec §5 autocomplete rule: only when focused, text longer than 1 character and no request pending. */
export function shouldAutocomplete(text: string, focused: boolean, pending: boolean): boolean {
  return focused && !pending && text.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/**
 * One autocomplete suggestion as GET /api/catalog/catalog-product-autocomplete answers it: spec §7's name
 * and path, plus what the desktop preview card shows.
 */
export interface Suggestion {
  id: number;
  name: string;
  path: string;
  article: string;
  image: string | null;
  price: number;
  priceNds: number;
  quantity: number;
}
