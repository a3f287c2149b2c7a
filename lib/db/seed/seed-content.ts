/** Seeds everything besides the catalogue: settings, banners, menus, pages, HTML blocks, redirects. */
import { aliases, banners, htmlBlocks, media, menuItems, pages, settings } from '../schema';
import type { Db } from '../client';
import { BANNERS, bannerSvg } from './content-banners';
import { HTML_BLOCKS } from './content-html-blocks';
import { MENUS, type MenuDef } from './content-menus';
import { MAIN_PAGES } from './content-pages';
import { INFO_PAGES } from './content-pages-info';
import { redirectRows } from './content-redirects';
import { settingRows } from './content-settings';

async function insertMenu(
  db: Db,
  menu: string,
  items: readonly MenuDef[],
  parentId: number | null,
): Promise<void> {
  const rows = await db
    .insert(menuItems)
    .values(
      items.map((m, i) => ({
        menu,
        parentId,
        labelNl: m.labelNl,
        labelEn: m.labelEn,
        route: m.route,
        sort: (i + 1) * 10,
      })),
    )
    .returning({ id: menuItems.id, route: menuItems.route, sort: menuItems.sort });
  for (const row of rows) {
    const item = items[row.sort / 10 - 1];
    if (item.children?.length) await insertMenu(db, menu, item.children, row.id);
  }
}

export async function seedContent(
  db: Db,
  productsInserted: readonly { categoryId: number; path: string; article: string }[],
): Promise<void> {
  await db.insert(settings).values(settingRows());
  await db.insert(media).values(
    BANNERS.map((b, i) => ({
      path: b.image ?? `/media/banners/${i + 1}.svg`,
      contentType: 'image/svg+xml',
      body: Buffer.from(bannerSvg(i + 1)),
    })),
  );
  await db.insert(banners).values([...BANNERS]);
  for (const [menu, items] of Object.entries(MENUS)) await insertMenu(db, menu, items, null);
  await db.insert(pages).values([...MAIN_PAGES, ...INFO_PAGES]);
  await db.insert(htmlBlocks).values([...HTML_BLOCKS]);
  await db.insert(aliases).values(redirectRows(productsInserted));
}
