/** Similar products: the nearest neighbours by price within the same category. */

export interface PricedProduct {
  id: number;
  categoryId: number;
  price: number;
}

export interface SimilarRow {
  productId: number;
  similarId: number;
  sort: number;
}

/**
 * For each product, the products ranked up to `reach` places above and below it by price in its
 * category (so 4–8 with the default reach of 4, for categories of five or more), nearest price first.
 */
export function similarRows(items: readonly PricedProduct[], reach = 4): SimilarRow[] {
  const byCategory = new Map<number, PricedProduct[]>();
  for (const p of items) {
    const list = byCategory.get(p.categoryId) ?? [];
    list.push(p);
    byCategory.set(p.categoryId, list);
  }
  const rows: SimilarRow[] = [];
  for (const list of byCategory.values()) {
    list.sort((a, b) => a.price - b.price || a.id - b.id);
    for (let i = 0; i < list.length; i++) {
      const near: PricedProduct[] = [];
      for (let j = Math.max(0, i - reach); j <= Math.min(list.length - 1, i + reach); j++)
        if (j !== i) near.push(list[j]);
      near.sort(
        (a, b) => Math.abs(a.price - list[i].price) - Math.abs(b.price - list[i].price) || a.id - b.id,
      );
      near.forEach((s, sort) => rows.push({ productId: list[i].id, similarId: s.id, sort }));
    }
  }
  return rows;
}
