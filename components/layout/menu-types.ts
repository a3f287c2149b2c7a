/** A menu entry (spec §3 Menu item): name, route, children, categoryId. */
export interface MenuItem {
  name: string;
  route: string;
  categoryId?: number;
  children: MenuItem[];
}
