/** Redirect aliases for old URLs (route 'redirect', status 301). */
import type { aliases } from '../schema/catalog';
import { categoryPath } from './categories';

type NewAlias = typeof aliases.$inferInsert;

const redirect = (path: string, redirectTo: string): NewAlias => ({
  path,
  route: 'redirect',
  redirectTo,
  status: 301,
});

/** Old category paths plus '/product/<article>' for the first product of a few categories. */
export function redirectRows(
  productsInserted: readonly { categoryId: number; path: string; article: string }[],
): NewAlias[] {
  const rows = [
    redirect('/catalog/ram', categoryPath(282)),
    redirect('/catalog/servers', categoryPath(116)),
    redirect('/category/116', categoryPath(116)),
    redirect('/memory', categoryPath(282)),
    redirect('/storage', categoryPath(214)),
    redirect('/hard-drives', categoryPath(531)),
    redirect('/refurbished-servers', categoryPath(116)),
    redirect('/dell-servers', '/server-dell'),
    redirect('/hp-servers', '/server-hp'),
    redirect('/over-ons', '/about'),
  ];
  for (const categoryId of [116, 282, 409]) {
    const p = productsInserted.find((x) => x.categoryId === categoryId);
    if (p) rows.push(redirect(`/product/${p.article.toLowerCase()}`, p.path));
  }
  return rows;
}
