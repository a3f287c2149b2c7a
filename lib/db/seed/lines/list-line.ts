/** A product line over a fixed list of items (one variant per item). */
import type { ProductLine, Variant } from '../types';

export function listLine<T>(
  base: Omit<ProductLine, 'size' | 'variant'>,
  items: readonly T[],
  build: (item: T) => Variant,
): ProductLine {
  return { ...base, size: items.length, variant: (k) => build(items[k]) };
}
